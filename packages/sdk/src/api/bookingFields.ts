// Booking and guest fields shared by the host's booking calls and the guest flow (spec §3, §4).
import * as v from 'valibot';

// The reason of a failed call and its field errors live with ApiError (so the platform's ui/apiMessage
// and ui/useForm need no api/ module, whose schemas would come along).
export { apiErrorCode, errorDetails, fieldErrorsOf } from '../client/ApiError';

/** spec §4: new (warning colour), approved (success), canceled (danger). */
export const BOOKING_STATUSES = ['new', 'approved', 'canceled'] as const;
export const bookingStatusSchema = v.picklist(BOOKING_STATUSES);
export type BookingStatus = v.InferOutput<typeof bookingStatusSchema>;

/** spec §4: the colour each status is shown in (a theme tone name). */
export const BOOKING_STATUS_TONE = {
  new: 'warning',
  approved: 'success',
  canceled: 'danger',
} as const satisfies Record<BookingStatus, 'warning' | 'success' | 'danger'>;

/** Payment types a guest may choose (spec §3 names the field, not the values: assumption). */
export const PAYMENT_TYPES = ['cash', 'card', 'bank_transfer'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** A calendar date `YYYY-MM-DD`, in the apartment's local time (Asia/Tbilisi). */
export const isoDateSchema = v.pipe(v.string(), v.isoDate());

/** The apartment a booking is for, as booking answers embed it. */
export const bookingApartmentSchema = v.object({
  id: v.number(),
  /** The address in the request's language. */
  address: v.string(),
});
export type BookingApartment = v.InferOutput<typeof bookingApartmentSchema>;

/** A guest's details as answers carry them (spec §3 guest fields). Missing values may be null. */
export const guestDetailsSchema = v.object({
  name: v.string(),
  last_name: v.string(),
  second_name: v.nullish(v.string()),
  gender: v.nullish(v.picklist(GENDERS)),
  /** alpha2 country code (spec §3 Country id). */
  citizenship: v.nullish(v.string()),
  country: v.nullish(v.string()),
  city: v.nullish(v.string()),
  address: v.nullish(v.string()),
  /** Personal or passport number. */
  personal_number: v.nullish(v.string()),
  phone: v.nullish(v.string()),
  email: v.nullish(v.string()),
  messenger: v.nullish(v.string()),
  /** True when a passport scan was uploaded (the scan itself is never sent back). */
  has_passport_scan: v.optional(v.boolean(), false),
});
export type GuestDetails = v.InferOutput<typeof guestDetailsSchema>;

/** A booked stretch: nights from `start` up to, not including, `end` (the departure day is free). */
export const bookedRangeSchema = v.object({ start: isoDateSchema, end: isoDateSchema });
export type BookedRange = v.InferOutput<typeof bookedRangeSchema>;

/** What a stay looks like: dates, nights and party (booking detail, change requests). */
export const stayFields = {
  income_date: isoDateSchema,
  exit_date: isoDateSchema,
  nights: v.number(),
  adults: v.number(),
  children: v.number(),
  children_ages: v.array(v.number()),
};
