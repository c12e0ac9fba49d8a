import { describe, expect, it, vi } from 'vitest';
import { json, recordingFetch, type Responder } from '../testing/recordingFetch';
import { createClient } from '../client/createClient';
import { isApiError, type ApiError } from '../client/ApiError';
import { apiErrorCode, fieldErrorsOf } from './bookingFields';
import {
  bookedDatesFromConflict,
  cancelGuestBooking,
  changedTerms,
  confirmBookingChange,
  createGuestBooking,
  getBookedDates,
  getBookingChange,
  getGuestApartment,
  getGuestApartmentSummary,
  getGuestBooking,
  guestBookingFormData,
  guestKeys,
  requestGuestLink,
  type GuestBookingForm,
} from './guest';

function setup(respond?: Responder) {
  const rec = recordingFetch(respond);
  const onError = vi.fn();
  const client = createClient({ baseURL: 'http://api.test/', fetch: rec.fetch, onError });
  return { ...rec, client, onError };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const link = { apartmentId: 101, hash: 'ab/c d' };
const win = { ...link, timeHash: 't1' };
const token = { bookingId: 7, token: 'tok', lang: 'ru' as const };

const apartment = {
  id: 101,
  address: '71 Vazha-Pshavela Ave',
  city: 'tbilisi',
  block: 'A',
  floor: 4,
  rooms: 2,
  area: 64.5,
  capacity: 4,
  nightly_price: 170,
};
const stay = {
  income_date: '2026-12-01',
  exit_date: '2026-12-04',
  nights: 3,
  adults: 2,
  children: 1,
  children_ages: [5],
};
const terms = { apartment: { id: 101, address: 'x' }, ...stay, price: 510 };
const guestBooking = {
  id: 7,
  status: 'approved',
  apartment: { id: 101, address: 'x' },
  ...stay,
  payment_type: 'card',
  comment: null,
  guest: { name: 'Nino', last_name: 'Beridze' },
  can_cancel: true,
};

const form: GuestBookingForm = {
  income_date: '2026-12-01',
  exit_date: '2026-12-04',
  name: 'ნინო',
  last_name: 'ბერიძე',
  gender: 'female',
  citizenship: 'GE',
  country: 'GE',
  city: 'Tbilisi',
  address: 'Rustaveli 1',
  personal_number: '01001012345',
  phone: '+995599123456',
  email: 'nino@example.ge',
  adults: 2,
  children: 2,
  children_ages: [3, 12],
  payment_type: 'card',
};

describe('guest flow calls (spec §7 Guest flow)', () => {
  it('reads the apartment summary of a guest link, escaping the hash', async () => {
    const { client, last } = setup(() => json({ data: apartment }));
    expect(await getGuestApartmentSummary(client, link)).toEqual(apartment);
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe('/api/qr/booking/101/ab%2Fc%20d');
  });

  it('posts the e-mail for a reservation link and returns the server message', async () => {
    const { client, last } = setup(() =>
      json({ data: { email: 'a@b.ge', window_seconds: 600 }, message: 'Sent' }),
    );
    const sent = await requestGuestLink(client, link, 'a@b.ge');
    expect(sent).toEqual({ email: 'a@b.ge', window_seconds: 600, message: 'Sent' });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/qr/booking/101/ab%2Fc%20d');
    expect(last().body).toEqual({ email: 'a@b.ge' });
  });

  it("carries the server's clock (its Date header) with the window, so a countdown need not trust the device", async () => {
    const windowInfo = { apartment, expires_at: '2026-11-23T10:10:00.000Z' };
    const dated = setup(() =>
      json({ data: windowInfo }, 200, { date: 'Mon, 23 Nov 2026 10:00:00 GMT' }),
    );
    const before = performance.now();
    const info = await getGuestApartment(dated.client, win);
    // The header names a whole second; the answer left within it.
    expect(info.serverClock?.serverNow).toBe(Date.parse('2026-11-23T10:00:00.999Z'));
    expect(info.serverClock?.receivedAt).toBeGreaterThanOrEqual(before);
    expect(info.serverClock?.receivedAt).toBeLessThanOrEqual(performance.now());
    // Cross-origin without Access-Control-Expose-Headers: Date, the header is not readable.
    const undated = setup(() => json({ data: windowInfo }));
    expect((await getGuestApartment(undated.client, win)).serverClock).toBeUndefined();
  });

  it('reads the window (apartment + expiry) and the booked dates', async () => {
    const { client, sent } = setup(({ url }) =>
      url.pathname.endsWith('/bookedDates')
        ? json({ data: [{ start: '2026-12-10', end: '2026-12-12' }] })
        : json({ data: { apartment, expires_at: '2026-11-23T10:10:00.000Z' } }),
    );
    expect((await getGuestApartment(client, win)).expires_at).toBe('2026-11-23T10:10:00.000Z');
    expect(await getBookedDates(client, win)).toEqual([{ start: '2026-12-10', end: '2026-12-12' }]);
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /api/qr/booking/101/ab%2Fc%20d/t1',
      'GET /api/qr/booking/101/ab%2Fc%20d/t1/bookedDates',
    ]);
  });

  it('posts the booking form as multipart, ages repeated and the scan as a file', async () => {
    const { client, last } = setup(() =>
      json({ data: { id: 55, status: 'new', ...stay }, message: 'Booking created.' }),
    );
    const scan = new File([new Uint8Array([1, 2, 3])], 'passport.png', { type: 'image/png' });
    const created = await createGuestBooking(client, win, { ...form, passport_scan: scan });
    expect(created).toMatchObject({ id: 55, status: 'new', message: 'Booking created.' });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/qr/booking/101/ab%2Fc%20d/t1');
    const body = last().body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('ნინო');
    expect(body.get('adults')).toBe('2');
    expect(body.getAll('children_ages[]')).toEqual(['3', '12']);
    expect(body.has('second_name')).toBe(false);
    const file = body.get('passport_scan') as File;
    expect(file.name).toBe('passport.png');
    expect(file.size).toBe(3);
  });

  it('builds a form without a scan when none is given', () => {
    const data = guestBookingFormData({ ...form, children: 0, children_ages: [] });
    expect(data.has('passport_scan')).toBe(false);
    expect(data.getAll('children_ages[]')).toEqual([]);
    expect(data.get('children')).toBe('0');
  });

  it('sends change and cancel tokens as the spec says and decides once', async () => {
    const { client, sent } = setup(({ url, method }) => {
      if (url.pathname.endsWith('/change'))
        return json({
          data: {
            booking_id: 7,
            current: terms,
            proposed: { ...terms, exit_date: '2026-12-05', nights: 4 },
            expires_at: '2026-11-25T10:00:00.000Z',
          },
        });
      if (url.pathname.endsWith('/confirm'))
        return json({ data: { booking_id: 7, decision: 'accept', status: 'approved' } });
      return json({
        data:
          method === 'POST'
            ? { ...guestBooking, status: 'canceled', can_cancel: false }
            : guestBooking,
        message: 'ok',
      });
    });
    const change = await getBookingChange(client, token);
    expect(change.proposed.nights).toBe(4);
    const decided = await confirmBookingChange(client, token, 'accept');
    expect(decided.status).toBe('approved');
    expect((await getGuestBooking(client, token)).can_cancel).toBe(true);
    expect((await cancelGuestBooking(client, token)).status).toBe('canceled');

    const [get, confirm, view, cancel] = sent;
    expect(get!.method).toBe('GET');
    expect(get!.url.pathname).toBe('/api/qr/book/change');
    expect(Object.fromEntries(get!.url.searchParams)).toEqual({
      booking_id: '7',
      token: 'tok',
      lang: 'ru',
    });
    expect(confirm!.method).toBe('POST');
    expect(confirm!.url.pathname).toBe('/api/qr/book/confirm');
    expect(confirm!.url.search).toBe('');
    expect(confirm!.body).toEqual({ booking_id: 7, token: 'tok', lang: 'ru', decision: 'accept' });
    expect(view!.method).toBe('GET');
    expect(view!.url.pathname).toBe('/api/qr/book/cancel');
    expect(view!.url.searchParams.get('booking_id')).toBe('7');
    expect(cancel!.method).toBe('POST');
    expect(cancel!.url.search).toBe('');
    expect(cancel!.body).toEqual({ booking_id: 7, token: 'tok', lang: 'ru' });
  });

  it('leaves every guest error to the caller, with its code and details', async () => {
    const { client, onError } = setup(() =>
      json(
        {
          message: 'Someone booked the dates you selected; choose alternatives.',
          data: {
            code: 'error.datesTaken',
            booked_dates: [{ start: '2026-12-02', end: '2026-12-03' }],
          },
        },
        409,
      ),
    );
    const error = await failure(createGuestBooking(client, win, form));
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, error);
    expect(error.status).toBe(409);
    expect(apiErrorCode(error)).toBe('error.datesTaken');
    expect(bookedDatesFromConflict(error)).toEqual([{ start: '2026-12-02', end: '2026-12-03' }]);
  });

  it('reads field errors of a rejected form', async () => {
    const { client } = setup(() =>
      json(
        {
          message: 'Invalid age entered.',
          data: { code: 'validation.age', fields: { adults: 'validation.age', n: 3 } },
        },
        422,
      ),
    );
    const error = await failure(createGuestBooking(client, win, { ...form, adults: 0 }));
    expect(fieldErrorsOf(error)).toEqual({ adults: 'validation.age' });
    expect(bookedDatesFromConflict(error)).toBeUndefined();
  });

  it.each([
    ['summary', (c: Parameters<typeof getGuestApartment>[0]) => getGuestApartmentSummary(c, link)],
    ['window', (c: Parameters<typeof getGuestApartment>[0]) => getGuestApartment(c, win)],
    ['booked dates', (c: Parameters<typeof getGuestApartment>[0]) => getBookedDates(c, win)],
    ['change', (c: Parameters<typeof getGuestApartment>[0]) => getBookingChange(c, token)],
    ['cancel view', (c: Parameters<typeof getGuestApartment>[0]) => getGuestBooking(c, token)],
  ])('turns a malformed %s answer into a caller-owned bad-response', async (_name, call) => {
    const { client, onError } = setup(() => json({ data: { id: 'x' } }));
    const error = await failure(call(client));
    expect(error.kind).toBe('bad-response');
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, error);
  });

  it('marks which terms a change alters', () => {
    const proposed = {
      ...terms,
      exit_date: '2026-12-05',
      nights: 4,
      children: 2,
      children_ages: [5, 2],
    };
    expect(changedTerms({ current: terms, proposed })).toEqual([
      'exit_date',
      'nights',
      'children',
      'children_ages',
    ]);
    expect(changedTerms({ current: terms, proposed: { ...terms, price: null } })).toEqual([
      'price',
    ]);
    expect(
      changedTerms({
        current: terms,
        proposed: { ...terms, apartment: { id: 102, address: 'y' } },
      }),
    ).toEqual(['apartment']);
  });

  it('keeps tokens out of query keys', () => {
    expect(JSON.stringify(guestKeys.change(7, 'en'))).not.toContain('tok');
    expect(guestKeys.bookedDates(win)).toEqual([
      'guest',
      'apartment',
      101,
      'ab/c d',
      'window',
      't1',
      'bookedDates',
    ]);
  });
});
