// Bookings of the signed-in host (spec §7 Bookings; §4 Booking status): calendar, detail, counts, create, key, accept, decline.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import type { DownloadedFile } from '../client/call';
import type { ErrorOwner } from '../client/errorPolicy';
import type { WriteOptions } from '../client/idempotency';
import { defineList } from './lists';
import {
  BOOKING_STATUSES,
  bookingApartmentSchema,
  bookingStatusSchema,
  guestDetailsSchema,
  isoDateSchema,
  stayFields,
  type BookingStatus,
  type Gender,
  type PaymentType,
} from './bookingFields';

const timestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** One booking on the calendar (spec §3 Calendar and booking events). */
export const bookingEventSchema = v.object({
  id: v.number(),
  status: bookingStatusSchema,
  /** Arrival day, `YYYY-MM-DD`. */
  start: isoDateSchema,
  /** Departure day, `YYYY-MM-DD` (not a booked night). */
  end: isoDateSchema,
  /** Guest name and apartment, ready to show. */
  title: v.string(),
  apartment_id: v.number(),
});
export type BookingEvent = v.InferOutput<typeof bookingEventSchema>;

/** A booking with everything the detail view shows (spec §3 Booking). */
export const bookingSchema = v.object({
  id: v.number(),
  status: bookingStatusSchema,
  ...stayFields,
  guest: guestDetailsSchema,
  payment_type: v.string(),
  comment: v.nullish(v.string()),
  apartment: bookingApartmentSchema,
  /** `host`: created by the host for a guest; must be accepted within 48 hours (spec §4). */
  created_by: v.picklist(['guest', 'host']),
  created_at: timestampSchema,
  /** When a new booking is declined automatically if not accepted (host-created only). */
  accept_until: v.nullish(timestampSchema),
  /** Total price in GEL. */
  price: v.number(),
  /** The digital key generated for this stay, if any. */
  key_id: v.nullish(v.number()),
});
export type Booking = v.InferOutput<typeof bookingSchema>;

/** A row of a list of bookings (bookings table, an apartment's bookings). */
export const bookingSummarySchema = v.object({
  id: v.number(),
  status: bookingStatusSchema,
  ...stayFields,
  guest_name: v.string(),
  apartment: bookingApartmentSchema,
  price: v.number(),
  /** As on the detail: while a host-created booking is new, when it is declined (spec §4: 48 hours). */
  accept_until: v.nullish(timestampSchema),
});
export type BookingSummary = v.InferOutput<typeof bookingSummarySchema>;

const countSchema = v.object({ count: v.number() });

/** What accepting a booking would do (`GET api/bookings/confirmPredict/{id}`; assumption, see docs). */
export const confirmPredictionSchema = v.object({
  /** False when accepting would be refused (parallel bookings, not new any more). */
  can_accept: v.boolean(),
  /** The same guest's bookings of other premises that overlap this one (spec §4). */
  conflicts: v.array(
    v.object({
      id: v.number(),
      apartment: bookingApartmentSchema,
      income_date: isoDateSchema,
      exit_date: isoDateSchema,
      status: bookingStatusSchema,
    }),
  ),
  /** True when accepting also generates a digital key and sends it to the guest. */
  key_will_be_generated: v.boolean(),
});
export type ConfirmPrediction = v.InferOutput<typeof confirmPredictionSchema>;

/** The filters of the calendar, the list and the export. */
export interface BookingFilters {
  apartmentId?: number;
  status?: BookingStatus;
}

export interface BookingCalendarParams extends BookingFilters {
  /** The visible window, inclusive `YYYY-MM-DD` dates. */
  dateRange: { from: string; to: string };
}

/** A booking the host creates for a guest (POST api/bookings). */
export interface NewBooking {
  apartment_id: number;
  income_date: string;
  exit_date: string;
  adults: number;
  children: number;
  children_ages: number[];
  payment_type: PaymentType;
  comment?: string;
  guest: {
    name: string;
    last_name: string;
    second_name?: string;
    gender?: Gender;
    citizenship?: string;
    country?: string;
    city?: string;
    address?: string;
    personal_number?: string;
    phone?: string;
    email: string;
    messenger?: string;
  };
}

export const bookingKeys = {
  all: ['bookings'] as const,
  calendar: (params: BookingCalendarParams) => [...bookingKeys.all, 'calendar', params] as const,
  detail: (id: number) => [...bookingKeys.all, 'detail', id] as const,
  newCount: () => [...bookingKeys.all, 'newCount'] as const,
  currentCount: () => [...bookingKeys.all, 'currentCount'] as const,
  predict: (id: number) => [...bookingKeys.all, 'predict', id] as const,
  ofApartment: (apartmentId: number) => [...bookingKeys.all, 'apartment', apartmentId] as const,
};

const filterQuery = ({ apartmentId, status }: BookingFilters) => ({
  apartment_id: apartmentId,
  status,
});

export async function getBookingsCalendar(
  client: SakhliClient,
  params: BookingCalendarParams,
): Promise<BookingEvent[]> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/bookings/calendar',
    query: {
      date_range: `${params.dateRange.from},${params.dateRange.to}`,
      ...filterQuery(params),
    },
    schema: v.array(bookingEventSchema),
  });
  return data;
}

export function bookingsCalendarQuery(client: SakhliClient, params: BookingCalendarParams) {
  return {
    queryKey: bookingKeys.calendar(params),
    queryFn: () => getBookingsCalendar(client, params),
  };
}

/** The bookings table (`GET api/bookings`, the list url of spec §7 tables; assumption). */
export const bookingsList = defineList({
  key: [...bookingKeys.all, 'list'],
  url: 'api/bookings',
  row: bookingSummarySchema,
  config: 'bookings',
  filters: { status: BOOKING_STATUSES, apartment_id: 'id', income_date: 'date-range' },
  sorts: ['id', 'status', 'income_date', 'exit_date', 'nights', 'guest_name', 'price'],
});

export async function getBooking(client: SakhliClient, id: number): Promise<Booking> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/bookings/${id}`,
    schema: bookingSchema,
  });
  return data;
}

export function bookingQuery(client: SakhliClient, id: number) {
  return { queryKey: bookingKeys.detail(id), queryFn: () => getBooking(client, id) };
}

/** How many bookings wait for the host's answer (status new). */
export async function getNewBookingsCount(client: SakhliClient): Promise<number> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/bookings/new_count',
    schema: countSchema,
  });
  return data.count;
}

export function newBookingsCountQuery(client: SakhliClient) {
  return { queryKey: bookingKeys.newCount(), queryFn: () => getNewBookingsCount(client) };
}

/** How many approved bookings are in progress today (guests in the house). */
export async function getCurrentBookingsCount(client: SakhliClient): Promise<number> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/bookings/current_count',
    schema: countSchema,
  });
  return data.count;
}

export function currentBookingsCountQuery(client: SakhliClient) {
  return { queryKey: bookingKeys.currentCount(), queryFn: () => getCurrentBookingsCount(client) };
}

/** The bookings of one apartment, newest arrival first. */
export async function getApartmentBookings(
  client: SakhliClient,
  apartmentId: number,
): Promise<BookingSummary[]> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/apartments/${apartmentId}/bookings`,
    schema: v.array(bookingSummarySchema),
  });
  return data;
}

export function apartmentBookingsQuery(client: SakhliClient, apartmentId: number) {
  return {
    queryKey: bookingKeys.ofApartment(apartmentId),
    queryFn: () => getApartmentBookings(client, apartmentId),
  };
}

/**
 * Whether accepting would clash with the same guest's bookings of other premises and whether a
 * key will be generated. Ask before `acceptBooking`: its refusal is a 409, which the global
 * policy keeps silent (spec §8).
 */
export async function getConfirmPrediction(
  client: SakhliClient,
  id: number,
): Promise<ConfirmPrediction> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/bookings/confirmPredict/${id}`,
    schema: confirmPredictionSchema,
  });
  return data;
}

export function confirmPredictionQuery(client: SakhliClient, id: number) {
  return { queryKey: bookingKeys.predict(id), queryFn: () => getConfirmPrediction(client, id) };
}

/** Options of the booking mutations. */
export interface BookingMutationOptions extends WriteOptions {
  /** Handle errors in place instead of through the global policy (e.g. the 409 of accept). */
  errors?: ErrorOwner;
}

type Mutated = Booking & { message?: string };

async function mutate(
  client: SakhliClient,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  options: BookingMutationOptions,
): Promise<Mutated> {
  const { data, message } = await client.request({
    method,
    path,
    body,
    schema: bookingSchema,
    errors: options.errors,
    idempotencyKey: options.idempotencyKey,
  });
  return { ...data, message };
}

/**
 * Creates a booking for a guest; it stays new until accepted, and is declined after 48 hours
 * (spec §4). Retries of one submit pass the same `idempotencyKey`, so the guest is booked once.
 */
export function createBooking(
  client: SakhliClient,
  booking: NewBooking,
  options: BookingMutationOptions = {},
): Promise<Mutated> {
  return mutate(client, 'POST', 'api/bookings', booking, options);
}

/** Generates the digital key of an approved booking ("Digital key generated."). */
export function generateBookingKey(
  client: SakhliClient,
  id: number,
  options: BookingMutationOptions = {},
): Promise<Mutated> {
  return mutate(client, 'PUT', `api/bookings/${id}`, undefined, options);
}

/** Accepts a new booking; refuses (409) parallel bookings of other premises; may send a key. */
export function acceptBooking(
  client: SakhliClient,
  id: number,
  options: BookingMutationOptions = {},
): Promise<Mutated> {
  return mutate(client, 'PATCH', `api/bookings/${id}`, undefined, options);
}

/** Declines a new booking. */
export function declineBooking(
  client: SakhliClient,
  id: number,
  options: BookingMutationOptions = {},
): Promise<Mutated> {
  return mutate(client, 'DELETE', `api/bookings/${id}`, undefined, options);
}

/** The bookings as a CSV export, with the list's filters and an optional date window. */
export function downloadBookingsFile(
  client: SakhliClient,
  filters: BookingFilters & { dateRange?: { from: string; to: string } } = {},
): Promise<DownloadedFile> {
  return client.download({
    method: 'GET',
    path: 'api/bookings/file',
    query: {
      date_range: filters.dateRange && `${filters.dateRange.from},${filters.dateRange.to}`,
      ...filterQuery(filters),
    },
  });
}
