// spec §5 on the guest booking form: one set of field rules for the widget (before submit) and the demo API.
import {
  childAge,
  childAgesMatch,
  date,
  email,
  file,
  required,
  wholeNumber,
  type RuleResult,
} from '../rules';
import type { GuestBookingForm } from './guest';

/** What the API accepts as a passport scan (spec §5 file rule): check before uploading. */
export const PASSPORT_SCAN_LIMITS = {
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  maxBytes: 5 * 1024 * 1024,
} as const;

/** The longest stay a guest may book in one go. */
export const MAX_STAY_NIGHTS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tbilisi is UTC+4 all year (no daylight saving). */
const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** Today in Tbilisi as `YYYY-MM-DD`: the day the apartment's calendar and the API count from. */
export function tbilisiToday(now: number = Date.now()): string {
  return new Date(now + TBILISI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Nights between two `YYYY-MM-DD` days (departure minus arrival). */
export function countNights(incomeDate: string, exitDate: string): number {
  return Math.round(
    (Date.parse(`${exitDate}T00:00:00Z`) - Date.parse(`${incomeDate}T00:00:00Z`)) / DAY_MS,
  );
}

/** "This file type is not allowed." / "The file is too large (max 5 MB)." or undefined. */
export function checkPassportScan(scan: { type: string; size: number; name?: string }) {
  return file(PASSPORT_SCAN_LIMITS)(scan);
}

/** The stay part of a form: dates, party. */
export type GuestStay = Pick<
  GuestBookingForm,
  'income_date' | 'exit_date' | 'adults' | 'children' | 'children_ages'
>;

/**
 * spec §5 on a stay: real dates, arrival not before `today`, departure after arrival (at most
 * `MAX_STAY_NIGHTS`), at least one adult (the guest who books is 13 or above), each child 0–12,
 * one age per child. Answers field → the first failed rule.
 */
export function guestStayProblems(
  stay: Partial<GuestStay>,
  today: string,
): Partial<Record<keyof GuestStay, RuleResult>> {
  const problems: Partial<Record<keyof GuestStay, RuleResult>> = {};
  for (const field of ['income_date', 'exit_date'] as const) {
    const value = stay[field];
    const bad =
      required(value) ??
      date(value) ??
      (/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? undefined : { id: 'validation.date' as const });
    if (bad) problems[field] = bad;
  }
  if (!problems.income_date && stay.income_date! < today) {
    problems.income_date = { id: 'validation.date' };
  }
  if (!problems.income_date && !problems.exit_date) {
    const nights = countNights(stay.income_date!, stay.exit_date!);
    if (nights < 1 || nights > MAX_STAY_NIGHTS) problems.exit_date = { id: 'validation.date' };
  }
  const adults = required(stay.adults) ?? wholeNumber(stay.adults);
  if (adults) problems.adults = adults;
  else if (Number(stay.adults) < 1) problems.adults = { id: 'validation.age' };
  const children = wholeNumber(stay.children);
  if (children || Number(stay.children ?? 0) < 0) {
    problems.children = children ?? { id: 'validation.number' };
  }
  const ages = stay.children_ages ?? [];
  const badAge = ages.map((age) => childAge(age)).find(Boolean);
  const mismatch = childAgesMatch(stay.children ?? 0, ages);
  if (badAge ?? mismatch) problems.children_ages = (badAge ?? mismatch)!;
  return problems;
}

const REQUIRED_FIELDS = [
  'name',
  'last_name',
  'gender',
  'citizenship',
  'country',
  'city',
  'address',
  'personal_number',
  'phone',
  'email',
  'payment_type',
] as const satisfies readonly (keyof GuestBookingForm)[];

/**
 * Every spec §5 rule on the guest booking form, field → message id (+ values). Empty when the
 * form may be sent. `today` is `tbilisiToday()` unless the caller knows better.
 */
export function guestFormProblems(
  form: Partial<GuestBookingForm>,
  today: string,
): Partial<Record<keyof GuestBookingForm, RuleResult>> {
  const problems: Partial<Record<keyof GuestBookingForm, RuleResult>> = {};
  for (const field of REQUIRED_FIELDS) {
    const bad = required(form[field]);
    if (bad) problems[field] = bad;
  }
  if (!problems.email) {
    const bad = email(form.email);
    if (bad) problems.email = bad;
  }
  if (form.passport_scan) {
    const bad = checkPassportScan(form.passport_scan);
    if (bad) problems.passport_scan = bad;
  }
  return { ...problems, ...guestStayProblems(form, today) };
}
