// spec §7 Guest flow: e-mail link (10-minute window), booked dates, booking, change decisions, cancel.
// No session here: the link's hashes and the e-mailed tokens are the only credentials (spec §6).
import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  file as fileRule,
  email as emailRule,
  guestFormProblems,
  isLanguage,
  PASSPORT_SCAN_LIMITS,
  type RuleResult,
  type SdkMessageId,
} from '@sakhli/sdk';
import { body, HttpFailure, ok, say, type AppContext, type AppEnv } from '../http';
import {
  bookedRanges,
  clashInApartment,
  priceOf,
  settleBookings,
  todayIn,
  type BookingRow,
} from '../store/bookings';
import type { Db } from '../store/db';
import {
  issueTimeHash,
  type ChangeRequestRow,
  type GuestLinkRow,
  type TimeHashRow,
} from '../store/guest';
import { tbilisiTime } from '../store/bookings';
import { fixtureProviders } from './demo';
import { limitEmails } from './limits';
import { secretToken } from '../store/secrets';
import {
  apartmentRef,
  failCoded,
  guestEntries,
  guestView,
  rejectProblems,
  stayEntries,
  stayView,
} from './bookingViews';

/** The booking form of spec §3: guest fields plus the stay (SDK `GuestBookingForm`). */
const guestFormSchema = v.object({ ...guestEntries, ...stayEntries });

/** Bodies larger than this are refused before they are read (5 MB scan + form fields). */
const MAX_FORM_BYTES = PASSPORT_SCAN_LIMITS.maxBytes + 256 * 1024;

const NUMERIC_FIELDS = new Set(['adults', 'children']);

/** The language a guest call answers in: its `lang` parameter, else the `user-language` header. */
function useLang(c: AppContext, lang: unknown): void {
  if (isLanguage(lang)) c.set('lang', lang);
}

function linkOf(c: AppContext): GuestLinkRow {
  const apartmentId = Number(c.req.param('apartmentId'));
  const hash = c.req.param('hash');
  const link = c.var.db.guest.links.find((l) => l.apartmentId === apartmentId && l.hash === hash);
  if (!link) failCoded(c, 404, 'error.addressUsed');
  return link;
}

/**
 * The guest's window. spec §4: after 10 minutes every call with the time hash answers 410
 * "This link has expired." and the spot is released (a new e-mail may be requested). A used
 * time hash answers 410 "address … already been used" (a second submit never books twice).
 */
function windowOf(c: AppContext): { link: GuestLinkRow; row: TimeHashRow } {
  const link = linkOf(c);
  const db = c.var.db;
  const row = db.guest.timeHashes.find(
    (t) =>
      t.timeHash === c.req.param('timeHash') &&
      t.apartmentId === link.apartmentId &&
      t.hash === link.hash,
  );
  if (!row) failCoded(c, 404, 'error.addressUsed');
  if (row.state === 'used') failCoded(c, 410, 'error.addressUsed', { booking_id: row.bookingId });
  if (Date.parse(row.expiresAt) <= db.clock.ms()) {
    failCoded(c, 410, 'error.linkExpired');
  }
  return { link, row };
}

function apartmentSummary(c: AppContext, apartmentId: number) {
  const apartment = c.var.db.apartments.apartments.find((a) => a.id === apartmentId)!;
  return {
    id: apartment.id,
    address: apartment.address[c.var.lang],
    city: apartment.city,
    block: apartment.block,
    floor: apartment.floor,
    rooms: apartment.rooms,
    area: apartment.area,
    capacity: apartment.capacity,
    nightly_price: apartment.nightlyPrice,
  };
}

/** Reads the booking form: multipart (the SDK's shape) or JSON; the scan checked for type and size. */
async function readForm(c: AppContext): Promise<{ fields: Record<string, unknown>; scan?: File }> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_FORM_BYTES) {
    failCoded(c, 413, 'validation.fileSize', {}, { max: '5 MB' });
  }
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new HttpFailure(400, 'The request body must be JSON or multipart form data.');
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new HttpFailure(400, 'The request body must be an object.');
    }
    // A scan only travels as a multipart file part, never inline in JSON.
    const scan = (raw as { passport_scan?: unknown }).passport_scan;
    if (scan !== undefined && scan !== null) failCoded(c, 415, 'validation.fileType');
    return { fields: raw as Record<string, unknown> };
  }
  if (
    !type.includes('multipart/form-data') &&
    !type.includes('application/x-www-form-urlencoded')
  ) {
    throw new HttpFailure(415, 'Send the booking form as multipart/form-data or JSON.');
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new HttpFailure(400, 'The form data could not be read.');
  }
  const fields: Record<string, unknown> = {};
  let scan: File | undefined;
  for (const [rawKey, value] of Object.entries(form)) {
    const key = rawKey.replace(/\[\]$/, '');
    if (key === 'passport_scan') {
      const one = Array.isArray(value) ? value[0] : value;
      if (one instanceof File) scan = one;
      else if (one !== '') failCoded(c, 415, 'validation.fileType');
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.some((x) => typeof x !== 'string')) failCoded(c, 415, 'validation.fileType');
    const strings = values as string[];
    if (key === 'children_ages') {
      fields[key] = strings.filter((s) => s !== '').map((s) => (/^-?\d+$/.test(s) ? Number(s) : s));
    } else if (NUMERIC_FIELDS.has(key)) {
      fields[key] = /^-?\d+$/.test(strings[0] ?? '') ? Number(strings[0]) : strings[0];
    } else {
      fields[key] = strings[0];
    }
  }
  if (!('children_ages' in fields)) fields.children_ages = [];
  if (scan) {
    const problem = fileRule(PASSPORT_SCAN_LIMITS)(scan);
    if (problem?.id === 'validation.fileSize')
      failCoded(c, 413, 'validation.fileSize', {}, problem.values);
    if (problem) failCoded(c, 415, 'validation.fileType');
  }
  return { fields, scan };
}

/** Field-level message ids for a form that does not even have the right types. */
function typeProblems(issues: v.BaseIssue<unknown>[]): Record<string, { id: SdkMessageId }> {
  const problems: Record<string, { id: SdkMessageId }> = {};
  for (const issue of issues) {
    const field = String(issue.path?.[0]?.key ?? 'form');
    if (problems[field]) continue;
    const missing = issue.input === undefined || issue.input === '';
    let id: SdkMessageId = 'validation.invalid';
    if (missing) id = 'validation.required';
    else if (field === 'email') id = 'validation.email';
    else if (field === 'adults' || field === 'children' || field === 'children_ages')
      id = 'validation.number';
    else if (field === 'income_date' || field === 'exit_date') id = 'validation.date';
    problems[field] = { id };
  }
  return problems;
}

function termsView(
  db: Db,
  lang: AppContext['var']['lang'],
  row: Parameters<typeof stayView>[0] & { apartmentId: number },
) {
  return {
    apartment: apartmentRef(db, row.apartmentId, lang),
    ...stayView(row),
    price: priceOf(db, row.apartmentId, row.incomeDate, row.exitDate),
  };
}

function guestBookingView(c: AppContext, booking: BookingRow) {
  const db = c.var.db;
  const { id, status, paymentType, comment } = booking;
  return {
    id,
    status,
    apartment: apartmentRef(db, booking.apartmentId, c.var.lang),
    ...stayView(booking),
    payment_type: paymentType,
    comment: comment ?? null,
    guest: guestView(booking.guest),
    can_cancel: status !== 'canceled' && booking.incomeDate > todayIn(db),
  };
}

const tokenSchema = v.object({
  booking_id: v.union([
    v.pipe(v.number(), v.integer()),
    v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  ]),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  lang: v.optional(v.string()),
});
const decisionSchema = v.object({
  ...tokenSchema.entries,
  decision: v.picklist(['accept', 'reject']),
});

/** Reads `booking_id`, `token`, `lang` from the query; anything missing is an incorrect token. */
function tokenQuery(c: AppContext) {
  const parsed = v.safeParse(tokenSchema, c.req.query());
  useLang(c, c.req.query('lang'));
  if (!parsed.success) failCoded(c, 403, 'error.incorrectToken');
  return parsed.output;
}

/** The pending change for a booking and token: 403 incorrect token, 409 handled, 410 expired. */
function changeFor(
  c: AppContext,
  bookingId: number,
  token: string,
): { change: ChangeRequestRow; booking: BookingRow } {
  const db = c.var.db;
  settleBookings(db);
  const change = db.guest.changes.find((ch) => ch.bookingId === bookingId && ch.token === token);
  const booking = db.bookings.bookings.find((b) => b.id === bookingId);
  if (!change || !booking) failCoded(c, 403, 'error.incorrectToken');
  if (change.state !== 'pending' || booking.status === 'canceled') {
    failCoded(c, 409, 'error.alreadyHandled', { state: change.state });
  }
  if (Date.parse(change.expiresAt) <= db.clock.ms()) failCoded(c, 410, 'error.changeExpired');
  return { change, booking };
}

/**
 * The booking a cancel link names: 403 incorrect token. The link expires at arrival (410
 * `error.linkExpired` from the arrival day on, Tbilisi time); a cancelled booking still shows.
 */
function cancelTarget(c: AppContext, bookingId: number, token: string): BookingRow {
  settleBookings(c.var.db);
  const booking = c.var.db.bookings.bookings.find((b) => b.id === bookingId);
  if (!booking || booking.cancelToken !== token) failCoded(c, 403, 'error.incorrectToken');
  if (booking.status !== 'canceled' && booking.incomeDate <= todayIn(c.var.db)) {
    failCoded(c, 410, 'error.linkExpired');
  }
  return booking;
}

export function guestRoutes(app: Hono<AppEnv>): void {
  // Assumption: the step-1 page reads the apartment summary from the link itself.
  app.get('/api/qr/booking/:apartmentId/:hash', (c) =>
    ok(c, apartmentSummary(c, linkOf(c).apartmentId)),
  );

  app.post('/api/qr/booking/:apartmentId/:hash', async (c) => {
    const link = linkOf(c);
    const input = await body(c, v.object({ email: v.pipe(v.unknown()) }));
    const address = typeof input.email === 'string' ? input.email.trim() : '';
    if (!address || address.length > 254 || emailRule(address)) {
      failCoded(c, 422, 'validation.email', { fields: { email: 'validation.email' } });
    }
    limitEmails(c, 'guest', address);
    const db = c.var.db;
    const row = issueTimeHash(db, link, address);
    const url = `${db.publicURL}/qr/booking/${link.apartmentId}/${link.hash}/${row.timeHash}`;
    const apartment = db.apartments.apartments.find((a) => a.id === link.apartmentId)!;
    db.outbox.send({
      to: address,
      subject: `Your reservation link for ${apartment.address.en}`,
      text: `Open this link to book ${apartment.address[c.var.lang]}. It works for 10 minutes: ${url}`,
      link: url,
    });
    return ok(
      c,
      {
        email: address,
        window_seconds: (Date.parse(row.expiresAt) - Date.parse(row.issuedAt)) / 1000,
      },
      { message: say(c, 'success.guestLinkSent', { email: address }) },
    );
  });

  app.get('/api/qr/booking/:apartmentId/:hash/:timeHash', (c) => {
    const { link, row } = windowOf(c);
    return ok(c, { apartment: apartmentSummary(c, link.apartmentId), expires_at: row.expiresAt });
  });

  app.get('/api/qr/booking/:apartmentId/:hash/:timeHash/bookedDates', (c) => {
    const { link } = windowOf(c);
    return ok(c, bookedRanges(c.var.db, link.apartmentId));
  });

  app.post('/api/qr/booking/:apartmentId/:hash/:timeHash', async (c) => {
    windowOf(c);
    const { fields, scan } = await readForm(c);
    // Re-checked after the body arrived: of two submits racing, only the first books.
    const { link, row } = windowOf(c);
    const db = c.var.db;
    const parsed = v.safeParse(guestFormSchema, fields);
    if (!parsed.success) {
      rejectProblems(c, typeProblems(parsed.issues));
      throw new HttpFailure(400, 'Invalid booking form.');
    }
    const form = parsed.output;
    // The SDK's own form rules (spec §5): the widget ran the same ones before sending.
    rejectProblems(
      c,
      guestFormProblems({ ...form, passport_scan: scan }, todayIn(db)) as Record<
        string,
        RuleResult
      >,
    );
    const stay = { start: form.income_date, end: form.exit_date };
    if (clashInApartment(db, link.apartmentId, stay)) {
      failCoded(c, 409, 'error.datesTaken', { booked_dates: bookedRanges(db, link.apartmentId) });
    }
    const {
      income_date,
      exit_date,
      adults,
      children,
      children_ages,
      payment_type,
      comment,
      ...guest
    } = form;
    const booking: BookingRow = {
      id: db.bookings.nextId++,
      apartmentId: link.apartmentId,
      status: 'new',
      incomeDate: income_date,
      exitDate: exit_date,
      adults,
      children,
      childrenAges: children_ages,
      guest: {
        ...Object.fromEntries(
          Object.entries(guest).filter(([, value]) => value !== undefined && value !== ''),
        ),
        ...(scan ? { passportScan: { name: scan.name, type: scan.type, size: scan.size } } : {}),
      } as BookingRow['guest'],
      paymentType: payment_type,
      ...(comment ? { comment } : {}),
      createdBy: 'guest',
      createdAt: db.clock.now().toISOString(),
      price: priceOf(db, link.apartmentId, income_date, exit_date),
      cancelToken: secretToken(),
      lang: c.var.lang,
    };
    db.bookings.bookings.push(booking);
    row.state = 'used';
    row.bookingId = booking.id;
    const cancelUrl = `${db.publicURL}/qr/book/cancel?booking_id=${booking.id}&token=${booking.cancelToken}&lang=${booking.lang}`;
    db.outbox.send({
      to: booking.guest.email,
      subject: `Your reservation request ${booking.id}`,
      text: `We received your request for ${income_date} – ${exit_date}. The host will confirm it. To see or cancel it: ${cancelUrl}`,
      link: cancelUrl,
    });
    return c.json(
      {
        data: { id: booking.id, status: booking.status, ...stayView(booking) },
        message: say(c, 'success.bookingCreated'),
      },
      201,
    );
  });

  app.get('/api/qr/book/change', (c) => {
    const { booking_id, token } = tokenQuery(c);
    const db = c.var.db;
    const { change, booking } = changeFor(c, booking_id, token);
    return ok(c, {
      booking_id: booking.id,
      current: termsView(db, c.var.lang, booking),
      proposed: termsView(db, c.var.lang, change.proposed),
      expires_at: change.expiresAt,
    });
  });

  app.post('/api/qr/book/confirm', async (c) => {
    const input = await body(c, decisionSchema);
    useLang(c, input.lang);
    const db = c.var.db;
    const { change, booking } = changeFor(c, input.booking_id, input.token);
    if (input.decision === 'accept') {
      const p = change.proposed;
      if (
        clashInApartment(db, p.apartmentId, { start: p.incomeDate, end: p.exitDate }, booking.id)
      ) {
        failCoded(c, 409, 'error.datesTaken', { booked_dates: bookedRanges(db, p.apartmentId) });
      }
      Object.assign(booking, {
        apartmentId: p.apartmentId,
        incomeDate: p.incomeDate,
        exitDate: p.exitDate,
        adults: p.adults,
        children: p.children,
        childrenAges: p.childrenAges,
        price: priceOf(db, p.apartmentId, p.incomeDate, p.exitDate),
      });
      const key = booking.keyId ? db.keys.keys.find((k) => k.id === booking.keyId) : undefined;
      if (key) {
        key.validFrom = tbilisiTime(p.incomeDate, 14);
        key.validUntil = tbilisiTime(p.exitDate, 12);
      }
    }
    change.state = input.decision === 'accept' ? 'accepted' : 'rejected';
    const message: SdkMessageId =
      input.decision === 'accept' ? 'success.changeAccepted' : 'success.changeRejected';
    return ok(
      c,
      { booking_id: booking.id, decision: input.decision, status: booking.status },
      { message: say(c, message) },
    );
  });

  app.get('/api/qr/book/cancel', (c) => {
    const { booking_id, token } = tokenQuery(c);
    return ok(c, guestBookingView(c, cancelTarget(c, booking_id, token)));
  });

  app.post('/api/qr/book/cancel', async (c) => {
    const input = await body(c, tokenSchema);
    useLang(c, input.lang);
    const db = c.var.db;
    const booking = cancelTarget(c, input.booking_id, input.token);
    // Single use: the link cancels once (a retry with the first Idempotency-Key gets its answer).
    if (booking.status === 'canceled') failCoded(c, 409, 'error.alreadyHandled');
    booking.status = 'canceled';
    const key = booking.keyId ? db.keys.keys.find((k) => k.id === booking.keyId) : undefined;
    if (key) key.status = 'paused';
    return ok(c, guestBookingView(c, booking), { message: say(c, 'success.bookingCanceled') });
  });
}

/** `GET /__demo/fixtures`: guest links, change links (every state) and cancel links. */
export function guestFixtures(db: Db) {
  settleBookings(db);
  const base = db.publicURL;
  const change = (kind: string, ch: ChangeRequestRow, token = ch.token) => ({
    kind,
    bookingId: ch.bookingId,
    token,
    lang: ch.lang,
    url: `${base}/existing/book/change?booking_id=${ch.bookingId}&token=${token}&lang=${ch.lang}`,
  });
  const now = db.clock.ms();
  const changes = db.guest.changes;
  // A change whose booking was canceled meanwhile is answered as handled (409, changeFor), so it
  // is listed so: a journey given it as pending found no "Reject the changes" to click.
  const canceled = new Set(
    db.bookings.bookings.filter((b) => b.status === 'canceled').map((b) => b.id),
  );
  const open = (ch: ChangeRequestRow) => ch.state === 'pending' && !canceled.has(ch.bookingId);
  const pending = changes.filter((ch) => open(ch) && Date.parse(ch.expiresAt) > now);
  const handled = changes.filter((ch) => !open(ch));
  const expired = changes.filter((ch) => open(ch) && Date.parse(ch.expiresAt) <= now);
  const cancel = (kind: string, b: BookingRow) => ({
    kind,
    bookingId: b.id,
    token: b.cancelToken,
    lang: b.lang,
    url: `${base}/qr/book/cancel?booking_id=${b.id}&token=${b.cancelToken}&lang=${b.lang}`,
  });
  const today = todayIn(db);
  return {
    guestLinks: db.guest.links.map((l) => ({
      apartmentId: l.apartmentId,
      hash: l.hash,
      url: `${base}/qr/booking/${l.apartmentId}/${l.hash}`,
    })),
    bookingChangeLinks: [
      ...pending.map((ch) => change('pending', ch)),
      ...handled.map((ch) => change('handled', ch)),
      ...expired.map((ch) => change('expired', ch)),
      ...pending.slice(0, 1).map((ch) => change('incorrectToken', ch, 'not-the-right-token')),
    ],
    bookingCancelLinks: db.bookings.bookings
      .filter((b) => b.createdBy === 'guest' && b.exitDate > today)
      .filter((b) => b.status !== 'canceled' || !b.declinedAutomatically)
      .map((b) =>
        cancel(
          b.status === 'canceled' ? 'canceled' : b.incomeDate <= today ? 'expired' : 'cancellable',
          b,
        ),
      ),
  };
}

fixtureProviders.push(guestFixtures);
