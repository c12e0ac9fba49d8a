// Shared by the booking, service, key and guest routes: answer shapes, access, stay rules, coded failures.
import * as v from 'valibot';
import {
  date as dateRule,
  guestStayProblems,
  GENDERS,
  PAYMENT_TYPES,
  type Language,
  type RuleResult,
  type SdkMessageId,
} from '@sakhli/sdk';
import { HttpFailure, say, type AppContext } from '../http';
import type { Db } from '../store/db';
import {
  nightsBetween,
  settleBookings,
  todayIn,
  type BookingRow,
  type GuestRecord,
} from '../store/bookings';
import { myOwnedApartmentIds } from './scope';

/**
 * Fails with a catalog message and its id in `data.code`, so a widget can branch on the reason
 * (`apiErrorCode` in the SDK) while showing the text as is.
 */
export function failCoded(
  c: AppContext,
  status: HttpFailure['status'],
  id: SdkMessageId,
  extra: Record<string, unknown> = {},
  values?: Record<string, string | number>,
): never {
  throw new HttpFailure(status, say(c, id, values), { code: id, ...extra });
}

/**
 * A booking of an apartment the caller owns, or 404 (someone else's booking is not found either;
 * a resident never gets here: routes/roles.ts answers 403 first).
 */
export function ownBooking(c: AppContext, id: number): BookingRow {
  const db = c.var.db;
  settleBookings(db);
  const booking = db.bookings.bookings.find((b) => b.id === id);
  if (!booking || !myOwnedApartmentIds(c).has(booking.apartmentId)) {
    failCoded(c, 404, 'error.recordNotFound');
  }
  return booking;
}

export function apartmentRef(db: Db, apartmentId: number, lang: Language) {
  const apartment = db.apartments.apartments.find((a) => a.id === apartmentId);
  return { id: apartmentId, address: apartment ? apartment.address[lang] : '' };
}

export function guestView(guest: GuestRecord) {
  const { passportScan, ...fields } = guest;
  return { ...fields, has_passport_scan: Boolean(passportScan) };
}

export function stayView(row: {
  incomeDate: string;
  exitDate: string;
  adults: number;
  children: number;
  childrenAges: number[];
}) {
  return {
    income_date: row.incomeDate,
    exit_date: row.exitDate,
    nights: nightsBetween(row.incomeDate, row.exitDate),
    adults: row.adults,
    children: row.children,
    children_ages: row.childrenAges,
  };
}

/** A booking as `GET api/bookings/{id}` answers it (SDK `bookingSchema`). */
export function bookingView(db: Db, row: BookingRow, lang: Language) {
  return {
    id: row.id,
    status: row.status,
    ...stayView(row),
    guest: guestView(row.guest),
    payment_type: row.paymentType,
    comment: row.comment ?? null,
    apartment: apartmentRef(db, row.apartmentId, lang),
    created_by: row.createdBy,
    created_at: row.createdAt,
    accept_until: row.status === 'new' ? (row.acceptUntil ?? null) : null,
    price: row.price,
    key_id: row.keyId ?? null,
  };
}

/** A row of booking lists (SDK `bookingSummarySchema`). */
export function bookingSummaryView(db: Db, row: BookingRow, lang: Language) {
  return {
    id: row.id,
    status: row.status,
    ...stayView(row),
    guest_name: `${row.guest.name} ${row.guest.last_name}`,
    apartment: apartmentRef(db, row.apartmentId, lang),
    price: row.price,
    // The home screen's waiting bookings say their 48-hour deadline without a call per booking.
    accept_until: row.status === 'new' ? (row.acceptUntil ?? null) : null,
  };
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));
const alpha2 = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{2}$/), v.toUpperCase());
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20));

/** The party and dates of a stay, typed (semantic rules in `stayProblems`). */
export const stayEntries = {
  income_date: v.pipe(v.string(), v.maxLength(10)),
  exit_date: v.pipe(v.string(), v.maxLength(10)),
  adults: count,
  children: count,
  children_ages: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(20)),
  payment_type: v.picklist(PAYMENT_TYPES),
  comment: optionalText(2000),
};

/** The guest fields of spec §3, typed. */
export const guestEntries = {
  name: text(100),
  last_name: text(100),
  second_name: optionalText(100),
  gender: v.picklist(GENDERS),
  citizenship: alpha2,
  country: alpha2,
  city: text(100),
  address: text(200),
  personal_number: v.pipe(text(30), v.regex(/^[A-Za-z0-9-]+$/)),
  phone: v.pipe(text(30), v.regex(/^\+?[0-9 ()-]{6,}$/)),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
  messenger: optionalText(100),
};

export interface StayInput {
  income_date: string;
  exit_date: string;
  adults: number;
  children: number;
  children_ages: number[];
}

/**
 * spec §5 on a stay, with the SDK's own rules (`guestStayProblems`): the widget checks the same
 * before it sends. Field → message.
 */
export function stayProblems(db: Db, input: StayInput): Record<string, RuleResult> {
  return guestStayProblems(input, todayIn(db)) as Record<string, RuleResult>;
}

/** Answers 422 with the first problem as the message and every field's message id in `data.fields`. */
export function rejectProblems(c: AppContext, problems: Record<string, RuleResult>): void {
  const entries = Object.entries(problems);
  if (entries.length === 0) return;
  const [, first] = entries[0]!;
  throw new HttpFailure(422, say(c, first.id, first.values), {
    code: first.id,
    fields: Object.fromEntries(entries.map(([field, result]) => [field, result.id])),
  });
}

/** `date_range=from,to` of calendars, or undefined; malformed → 400. */
export function dateRangeOf(c: AppContext): { start: string; end: string } | undefined {
  const raw = c.req.query('date_range');
  if (raw === undefined || raw === '') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})$/.exec(raw);
  if (!match || dateRule(match[1]) || dateRule(match[2]) || match[1]! > match[2]!) {
    failCoded(c, 400, 'validation.date');
  }
  return { start: match[1]!, end: match[2]! };
}
