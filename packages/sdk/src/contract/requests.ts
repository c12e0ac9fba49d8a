// What the SDK sends (query strings and bodies) as valibot schemas, for the contract only: the SDK
// builds these values from TypeScript interfaces, so each schema is typed against its interface
// (`sends<T>()`), and the contract test checks the SDK's recorded requests against it.
import * as v from 'valibot';
import type { LoginInput, RegistrationInput, ResetPasswordInput } from '../api/auth';
import { BOOKING_STATUSES, GENDERS, PAYMENT_TYPES } from '../api/bookingFields';
import type { NewBooking } from '../api/bookings';
import type { InternetTvOrder, PauseRequest } from '../api/internetTv';
import type { NewRecommendation } from '../api/loyalty';
import type { PaymentRequest } from '../api/payments';
import type { ServiceOrderItem } from '../api/services';
import { ticketTypes } from '../api/tickets';
import type { PasswordChangeInput } from '../api/users';
import { LANGUAGES } from '../client/language';
import { tableNames } from '../api/tables';
import { utilityTypes } from '../api/utilityTypes';

/** Checks at compile time that a schema's output is what the SDK's interface sends. */
const sends =
  <T>() =>
  <S extends v.GenericSchema<unknown, T>>(schema: S): S =>
    schema;

export const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const day = v.pipe(v.string(), v.isoDate());
const month = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/));
export const text = v.pipe(v.string(), v.minLength(1));
const email = v.pipe(v.string(), v.email());
const languageSchema = v.picklist(LANGUAGES);
/** `from,to`: two `YYYY-MM-DD` days (spec §7 calendars). */
export const dateRange = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/));

// ── Path parameters ─────────────────────────────────────────────────────────
export const tableName = v.picklist(tableNames);
export const utilityType = v.picklist(utilityTypes);
export const fileKind = v.picklist(['file', 'filePdf']);
export const electricityFileKind = v.picklist(['file', 'filePdf', 'counterFilePdf']);

// ── Query strings ────────────────────────────────────────────────────────────
export const tokenQuery = v.object({ token: text });
export const activateQuery = v.object({ access_id: v.union([id, text]), token: text });
export const bookingFilterQuery = v.object({
  apartment_id: v.optional(id),
  status: v.optional(v.picklist(BOOKING_STATUSES)),
});
export const calendarQuery = v.object({ date_range: dateRange, ...bookingFilterQuery.entries });
export const exportQuery = v.object({
  date_range: v.optional(dateRange),
  ...bookingFilterQuery.entries,
});
export const keyCalendarQuery = v.object({ date_range: v.optional(dateRange) });
export const doorHistoryQuery = v.object({ date: day });
export const revenueQuery = v.object({
  apartment_id: v.optional(id),
  from: v.optional(month),
  to: v.optional(month),
});
export const apartmentQuery = v.object({ apartment_id: v.optional(id) });
export const utilityQuery = v.object({
  apartment_id: v.optional(id),
  month_from: v.optional(month),
  month_to: v.optional(month),
  paid: v.optional(v.boolean()),
});
export const pageQuery = v.object({
  page: v.optional(id),
  per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  sort: v.optional(v.string()),
});
export const notificationsQuery = v.object({ ...pageQuery.entries, read: v.optional(v.boolean()) });
export const ticketsQuery = v.object({
  ...pageQuery.entries,
  status: v.optional(v.string()),
  department: v.optional(id),
});
export const searchQuery = v.object({ q: v.pipe(v.string(), v.maxLength(200)) });
export const guestTokenQuery = v.object({ booking_id: id, token: text, lang: languageSchema });

// ── Bodies ───────────────────────────────────────────────────────────────────
export const loginBody = sends<LoginInput>()(
  v.object({ email, password: text, device_uuid: v.optional(v.nullable(v.string())) }),
);
export const codeBody = v.object({ code: v.pipe(v.string(), v.regex(/^\d{6}$/)) });
export const emailBody = v.object({ email });
const newPassword = { password: text, password_confirmation: text };
export const registrationBody = sends<RegistrationInput>()(
  v.object({
    first_name: text,
    last_name: text,
    email,
    phone: text,
    ...newPassword,
    terms: v.literal(true),
  }),
);
export const resetPasswordBody = sends<ResetPasswordInput>()(v.object(newPassword));
export const termsBody = v.object({ terms: v.literal(true) });
export const newBookingBody = sends<NewBooking>()(
  v.object({
    apartment_id: id,
    income_date: day,
    exit_date: day,
    adults: v.pipe(v.number(), v.integer(), v.minValue(1)),
    children: v.pipe(v.number(), v.integer(), v.minValue(0)),
    children_ages: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(12))),
    payment_type: v.picklist(PAYMENT_TYPES),
    comment: v.optional(v.string()),
    guest: v.object({
      name: text,
      last_name: text,
      second_name: v.optional(v.string()),
      gender: v.optional(v.picklist(GENDERS)),
      citizenship: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
      country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
      city: v.optional(v.string()),
      address: v.optional(v.string()),
      personal_number: v.optional(v.string()),
      phone: v.optional(v.string()),
      email,
      messenger: v.optional(v.string()),
    }),
  }),
);
export const servicesBody = v.object({
  services: sends<ServiceOrderItem[]>()(
    v.pipe(v.array(v.object({ id, quantity: id })), v.minLength(1)),
  ),
});
export const recommendationBody = sends<NewRecommendation>()(
  v.object({
    name: text,
    phone: text,
    email: v.optional(email),
    country: v.optional(v.string()),
    comment: v.optional(v.string()),
  }),
);
export const paymentBody = sends<PaymentRequest>()(
  v.object({ serviceId: id, sum: v.pipe(v.number(), v.minValue(0.01)) }),
);
export const internetTvOrderBody = sends<InternetTvOrder>()(
  v.object({ internetID: v.nullable(id), tvID: v.nullable(id) }),
);
export const pauseBody = sends<PauseRequest>()(
  v.variant('status', [
    v.object({
      status: v.literal('paused'),
      months: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    }),
    v.object({ status: v.literal('active') }),
  ]),
);
export const localeBody = v.object({ locale: languageSchema });
export const passwordChangeBody = sends<PasswordChangeInput>()(
  v.object({ current_password: text, ...newPassword }),
);
export const decisionBody = v.object({
  ...guestTokenQuery.entries,
  decision: v.picklist(['accept', 'reject']),
});

// ── Multipart forms (files are named in the operation's `files`) ────────────
export const guestBookingForm = v.object({
  income_date: day,
  exit_date: day,
  name: text,
  last_name: text,
  second_name: v.optional(v.string()),
  gender: v.picklist(GENDERS),
  citizenship: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  city: text,
  address: text,
  personal_number: text,
  phone: text,
  email,
  messenger: v.optional(v.string()),
  adults: v.pipe(v.number(), v.integer(), v.minValue(1)),
  children: v.pipe(v.number(), v.integer(), v.minValue(0)),
  'children_ages[]': v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  payment_type: v.picklist(PAYMENT_TYPES),
  comment: v.optional(v.string()),
});
export const newTicketForm = v.object({
  department_id: id,
  type: v.picklist(ticketTypes),
  subject: text,
  comment: text,
});
export const ticketMessageForm = v.object({ text });
