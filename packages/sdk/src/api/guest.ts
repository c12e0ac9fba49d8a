// The guest flow (spec §7 Guest flow): reservation by e-mail link, booking, change decisions, cancel.
// No account: every call here is made without a session and its errors belong to the caller (spec §6, §8).
import * as v from 'valibot';
import type { Call } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import type { WriteOptions } from '../client/idempotency';
import type { ApiError } from '../client/ApiError';
import { uploadWithProgress } from '../client/upload';
import type { Language } from '../client/language';
import type { GuestBookingToken, GuestLink, GuestWindow } from './guestLinks';
import { guestLinkCallPath, guestTokenQuery } from './guestCall';
import {
  bookedRangeSchema,
  bookingApartmentSchema,
  bookingStatusSchema,
  errorDetails,
  guestDetailsSchema,
  stayFields,
  type BookedRange,
  type Gender,
  type PaymentType,
} from './bookingFields';

/** The apartment as a guest sees it before booking. */
export const guestApartmentSchema = v.object({
  id: v.number(),
  /** The address in the request's language. */
  address: v.string(),
  city: v.string(),
  block: v.string(),
  floor: v.number(),
  rooms: v.number(),
  /** Square metres. */
  area: v.number(),
  /** How many guests it sleeps. */
  capacity: v.number(),
  /** Price of one night in GEL. */
  nightly_price: v.number(),
});
export type GuestApartment = v.InferOutput<typeof guestApartmentSchema>;

/** Step 2: the apartment and the end of the 10-minute window (spec §4, §9). */
export const guestWindowInfoSchema = v.object({
  apartment: guestApartmentSchema,
  /** ISO timestamp when this time hash stops working; show a countdown to it. */
  expires_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type GuestWindowInfo = v.InferOutput<typeof guestWindowInfoSchema>;

export const bookedDatesSchema = v.array(bookedRangeSchema);

export const guestLinkSentSchema = v.object({
  /** The address the reservation link went to. */
  email: v.string(),
  /** How long the e-mailed link stays valid from now, in seconds (600: spec §4, §9). */
  window_seconds: v.number(),
});
export type GuestLinkSent = v.InferOutput<typeof guestLinkSentSchema>;

/** The booking form of spec §3 (guest fields) and §5 (party rules). */
export interface GuestBookingForm {
  /** Arrival, `YYYY-MM-DD`. */
  income_date: string;
  /** Departure, `YYYY-MM-DD`, after arrival. */
  exit_date: string;
  name: string;
  last_name: string;
  second_name?: string;
  gender: Gender;
  /** alpha2 code from the country list (spec §3 Country id). */
  citizenship: string;
  /** alpha2 code of the country of residence. */
  country: string;
  city: string;
  address: string;
  /** Personal or passport number. */
  personal_number: string;
  phone: string;
  email: string;
  /** WhatsApp/Telegram/Viber handle or number. */
  messenger?: string;
  /** JPEG, PNG or PDF, at most 5 MB (`PASSPORT_SCAN_LIMITS`). */
  passport_scan?: Blob;
  /** At least 1: the guest who books is an adult, 13 or above (spec §5). */
  adults: number;
  children: number;
  /** One age (0–12) per child (spec §5). */
  children_ages: number[];
  payment_type: PaymentType;
  comment?: string;
}

/** What the API checks on a passport scan; check before uploading (spec §5 file rule). */
export { PASSPORT_SCAN_LIMITS } from './guestForm';

export const guestBookingCreatedSchema = v.object({
  id: v.number(),
  status: bookingStatusSchema,
  ...stayFields,
});
export type GuestBookingCreated = v.InferOutput<typeof guestBookingCreatedSchema>;

/** One side of a change request: the booking as it is, or as the host proposes it. */
export const bookingTermsSchema = v.object({
  apartment: bookingApartmentSchema,
  ...stayFields,
  /** Total price in GEL, when the host gave one. */
  price: v.nullish(v.number()),
});
export type BookingTerms = v.InferOutput<typeof bookingTermsSchema>;

export const bookingChangeSchema = v.object({
  booking_id: v.number(),
  current: bookingTermsSchema,
  proposed: bookingTermsSchema,
  /** ISO timestamp after which the request answers "no longer available". */
  expires_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type BookingChange = v.InferOutput<typeof bookingChangeSchema>;

/** The terms a change request alters, in a stable order, for marking differences side by side. */
export const CHANGE_TERMS = [
  'apartment',
  'income_date',
  'exit_date',
  'nights',
  'adults',
  'children',
  'children_ages',
  'price',
] as const satisfies readonly (keyof BookingTerms)[];

/** Which terms differ between the current and the proposed booking. */
export function changedTerms(change: Pick<BookingChange, 'current' | 'proposed'>) {
  const { current, proposed } = change;
  return CHANGE_TERMS.filter((term) => {
    if (term === 'apartment') return current.apartment.id !== proposed.apartment.id;
    if (term === 'children_ages')
      return current.children_ages.join() !== proposed.children_ages.join();
    return (current[term] ?? null) !== (proposed[term] ?? null);
  });
}

export type ChangeDecision = 'accept' | 'reject';

export const bookingChangeDecisionSchema = v.object({
  booking_id: v.number(),
  decision: v.picklist(['accept', 'reject']),
  /** The booking's status after the decision. */
  status: bookingStatusSchema,
});
export type BookingChangeDecision = v.InferOutput<typeof bookingChangeDecisionSchema>;

/** A booking as the guest sees it on the cancel page. */
export const guestBookingSchema = v.object({
  id: v.number(),
  status: bookingStatusSchema,
  apartment: bookingApartmentSchema,
  ...stayFields,
  payment_type: v.string(),
  comment: v.nullish(v.string()),
  guest: guestDetailsSchema,
  /** False once canceled (or past): hide the cancel button. */
  can_cancel: v.boolean(),
});
export type GuestBooking = v.InferOutput<typeof guestBookingSchema>;

/** Query keys of the guest flow. Tokens stay out of keys: the booking id identifies the entry. */
export const guestKeys = {
  all: ['guest'] as const,
  apartment: (link: GuestLink) =>
    [...guestKeys.all, 'apartment', link.apartmentId, link.hash] as const,
  window: (w: GuestWindow) => [...guestKeys.apartment(w), 'window', w.timeHash] as const,
  bookedDates: (w: GuestWindow) => [...guestKeys.window(w), 'bookedDates'] as const,
  change: (bookingId: number, lang: Language) =>
    [...guestKeys.all, 'change', bookingId, lang] as const,
  booking: (bookingId: number, lang: Language) =>
    [...guestKeys.all, 'booking', bookingId, lang] as const,
};

const linkPath = ({ apartmentId, hash }: GuestLink) =>
  `api/qr/booking/${apartmentId}/${encodeURIComponent(hash)}`;

/** The path the booking form is posted to; for uploads through XHR (progress) with `client.headers()`. */
export const guestBookingPath = (w: GuestWindow) =>
  `${linkPath(w)}/${encodeURIComponent(w.timeHash)}`;

// How errors name the guest calls: the hashes are the guest's key to the booking, so they reach
// no error message, `sakhli-error` event or log (issue 16 §4).
const LINK_LABEL = 'api/qr/booking/:apartment/:hash';
const WINDOW_LABEL = `${LINK_LABEL}/:timeHash`;

/** The booking's multipart POST as a call, for `client.request` or an XHR upload with progress. */
export function guestBookingCall(
  w: GuestWindow,
  form: GuestBookingForm,
  options: WriteOptions = {},
): Call<GuestBookingCreated> {
  return {
    method: 'POST',
    path: guestBookingPath(w),
    label: `POST ${WINDOW_LABEL}`,
    body: guestBookingFormData(form),
    schema: guestBookingCreatedSchema,
    errors: 'caller',
    idempotencyKey: options.idempotencyKey,
  };
}

/** Step 1: the apartment behind a guest link. Unknown link → 404 "address is invalid or already used". */
export async function getGuestApartmentSummary(
  client: SakhliClient,
  link: GuestLink,
): Promise<GuestApartment> {
  const { data } = await client.request({
    method: 'GET',
    path: linkPath(link),
    label: `GET ${LINK_LABEL}`,
    schema: guestApartmentSchema,
    errors: 'caller',
  });
  return data;
}

export function guestApartmentSummaryQuery(client: SakhliClient, link: GuestLink) {
  return {
    queryKey: guestKeys.apartment(link),
    queryFn: () => getGuestApartmentSummary(client, link),
  };
}

/** Step 1: e-mails the guest a link with a time hash. Invalid e-mail → 400 `validation.email`. */
export async function requestGuestLink(
  client: SakhliClient,
  link: GuestLink,
  email: string,
): Promise<GuestLinkSent & { message?: string }> {
  const { data, message } = await client.request({
    method: 'POST',
    path: linkPath(link),
    label: `POST ${LINK_LABEL}`,
    body: { email },
    schema: guestLinkSentSchema,
    errors: 'caller',
  });
  return { ...data, message };
}

/**
 * The server's clock at one answer, so a countdown to a server timestamp (`expires_at`) does not
 * trust the device's clock, which may run minutes off.
 */
export interface ServerClock {
  /**
   * The server's time when it answered, milliseconds since the epoch: the end of the whole second
   * its HTTP `Date` names, so a countdown never promises time the server does not give.
   */
  serverNow: number;
  /** `performance.now()` when the answer arrived: a monotonic clock to measure time since. */
  receivedAt: number;
}

/** The server's clock at an answer with this `Date` header; undefined when the header is absent. */
export function serverClockOf(date: string | undefined): ServerClock | undefined {
  const serverNow = (date ? Date.parse(date) : NaN) + 999;
  return Number.isNaN(serverNow) ? undefined : { serverNow, receivedAt: performance.now() };
}

/**
 * Step 2: the apartment and when the window closes, with the server's clock at the answer
 * (`serverClock`; absent if the API's `Date` header cannot be read cross-origin).
 * Expired → 410 `error.linkExpired`.
 */
export async function getGuestApartment(
  client: SakhliClient,
  w: GuestWindow,
): Promise<GuestWindowInfo & { serverClock?: ServerClock }> {
  const { data, date } = await client.request({
    method: 'GET',
    path: guestBookingPath(w),
    label: `GET ${WINDOW_LABEL}`,
    schema: guestWindowInfoSchema,
    errors: 'caller',
  });
  const serverClock = serverClockOf(date);
  return serverClock ? { ...data, serverClock } : data;
}

export function guestApartmentQuery(client: SakhliClient, w: GuestWindow) {
  return { queryKey: guestKeys.window(w), queryFn: () => getGuestApartment(client, w) };
}

/** Nights already taken, to disable in the calendar. */
export async function getBookedDates(client: SakhliClient, w: GuestWindow): Promise<BookedRange[]> {
  const { data } = await client.request({
    method: 'GET',
    path: `${guestBookingPath(w)}/bookedDates`,
    label: `GET ${WINDOW_LABEL}/bookedDates`,
    schema: bookedDatesSchema,
    errors: 'caller',
  });
  return data;
}

export function bookedDatesQuery(client: SakhliClient, w: GuestWindow) {
  return { queryKey: guestKeys.bookedDates(w), queryFn: () => getBookedDates(client, w) };
}

/**
 * The multipart body of a guest booking: every field as text, each child's age as a repeated
 * `children_ages[]` entry, the scan as the file part `passport_scan`. Exposed so a widget can
 * post it through XHR for upload progress.
 */
export function guestBookingFormData(form: GuestBookingForm): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined || value === null || key === 'passport_scan') continue;
    if (key === 'children_ages') {
      for (const age of value as number[]) data.append('children_ages[]', String(age));
    } else data.append(key, String(value));
  }
  if (form.passport_scan) {
    const name = (form.passport_scan as Partial<File>).name ?? 'passport-scan';
    data.append('passport_scan', form.passport_scan, name);
  }
  return data;
}

/**
 * Books the apartment. The time hash is used up on success; a second submit answers 410
 * `error.addressUsed` — unless it is a retry carrying the first submit's `idempotencyKey`, which
 * gets the first confirmation again. Dates taken meanwhile → 409 `error.datesTaken` with the fresh booked
 * dates (`bookedDatesFromConflict`); field errors → 422 with `fieldErrorsOf`.
 */
export async function createGuestBooking(
  client: SakhliClient,
  w: GuestWindow,
  form: GuestBookingForm,
  options: WriteOptions = {},
): Promise<GuestBookingCreated & { message?: string }> {
  const { data, message } = await client.request(guestBookingCall(w, form, options));
  return { ...data, message };
}

/** The booked dates a 409 "someone booked the dates" carries, to refresh the calendar. */
export function bookedDatesFromConflict(error: ApiError): BookedRange[] | undefined {
  const parsed = v.safeParse(bookedDatesSchema, errorDetails(error)?.booked_dates);
  return parsed.success ? parsed.output : undefined;
}

/**
 * The change the host proposes: current and proposed booking. Wrong token → 403
 * `error.incorrectToken`; decided → 409 `error.alreadyHandled`; expired → 410 `error.changeExpired`.
 */
export async function getBookingChange(
  client: SakhliClient,
  t: GuestBookingToken,
): Promise<BookingChange> {
  const { data } = await client.request({
    method: 'GET',
    path: guestLinkCallPath('change'),
    label: 'GET api/qr/book/change',
    query: guestTokenQuery(t),
    schema: bookingChangeSchema,
    errors: 'caller',
  });
  return data;
}

export function bookingChangeQuery(client: SakhliClient, t: GuestBookingToken) {
  return {
    queryKey: guestKeys.change(t.bookingId, t.lang),
    queryFn: () => getBookingChange(client, t),
  };
}

/** Accepts or rejects the proposed change, once; the same errors as `getBookingChange`. */
export async function confirmBookingChange(
  client: SakhliClient,
  t: GuestBookingToken,
  decision: ChangeDecision,
): Promise<BookingChangeDecision & { message?: string }> {
  const { data, message } = await client.request({
    method: 'POST',
    path: 'api/qr/book/confirm',
    label: 'POST api/qr/book/confirm',
    body: { ...guestTokenQuery(t), decision },
    schema: bookingChangeDecisionSchema,
    errors: 'caller',
  });
  return { ...data, message };
}

/** The booking behind a cancel link; a canceled one comes back with status canceled. */
export async function getGuestBooking(
  client: SakhliClient,
  t: GuestBookingToken,
): Promise<GuestBooking> {
  const { data } = await client.request({
    method: 'GET',
    path: guestLinkCallPath('cancel'),
    label: 'GET api/qr/book/cancel',
    query: guestTokenQuery(t),
    schema: guestBookingSchema,
    errors: 'caller',
  });
  return data;
}

export function guestBookingQuery(client: SakhliClient, t: GuestBookingToken) {
  return {
    queryKey: guestKeys.booking(t.bookingId, t.lang),
    queryFn: () => getGuestBooking(client, t),
  };
}

/** Cancels the booking; a second cancel → 409 `error.alreadyHandled`. */
export async function cancelGuestBooking(
  client: SakhliClient,
  t: GuestBookingToken,
): Promise<GuestBooking & { message?: string }> {
  const { data, message } = await client.request({
    method: 'POST',
    path: 'api/qr/book/cancel',
    label: 'POST api/qr/book/cancel',
    body: guestTokenQuery(t),
    schema: guestBookingSchema,
    errors: 'caller',
  });
  return { ...data, message };
}

export interface GuestUploadOptions extends WriteOptions {
  /** Called with the uploaded fraction (0–1) while the form, scan included, is sent. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload; the promise rejects with a `network` ApiError. */
  signal?: AbortSignal;
  /** Makes the request object (tests). @defaultValue new XMLHttpRequest() */
  createRequest?: () => XMLHttpRequest;
}

/**
 * `createGuestBooking` with upload progress: sent through XMLHttpRequest (`uploadWithProgress`;
 * fetch cannot report upload progress) with the same body, checks and caller-owned errors.
 * Without XMLHttpRequest (Node) or `onProgress`, it is `createGuestBooking`.
 */
export async function uploadGuestBooking(
  client: SakhliClient,
  w: GuestWindow,
  form: GuestBookingForm,
  options: GuestUploadOptions = {},
): Promise<GuestBookingCreated & { message?: string }> {
  const { onProgress, signal, createRequest, idempotencyKey } = options;
  const hasXhr = typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === 'function';
  if (!onProgress || (!hasXhr && !createRequest)) {
    return createGuestBooking(client, w, form, { idempotencyKey });
  }
  const { data, message } = await uploadWithProgress(
    client,
    guestBookingCall(w, form, { idempotencyKey }),
    (progress) => {
      if (progress.fraction !== undefined) onProgress(progress.fraction);
    },
    { signal, createRequest },
  );
  onProgress(1);
  return { ...data, message };
}
