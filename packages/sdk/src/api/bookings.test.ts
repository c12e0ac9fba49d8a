import { describe, expect, it, vi } from 'vitest';
import { json, recordingFetch, type Responder } from '../testing/recordingFetch';
import { createClient, type SakhliClient } from '../client/createClient';
import { isApiError, type ApiError } from '../client/ApiError';
import {
  acceptBooking,
  createBooking,
  declineBooking,
  downloadBookingsFile,
  generateBookingKey,
  getApartmentBookings,
  getBooking,
  bookingsList,
  getBookingsCalendar,
  getConfirmPrediction,
  getCurrentBookingsCount,
  getNewBookingsCount,
  type NewBooking,
} from './bookings';
import { fetchListPage } from './lists';

function setup(respond?: Responder) {
  const rec = recordingFetch(respond);
  const onError = vi.fn();
  const client = createClient({
    baseURL: 'http://api.test/',
    fetch: rec.fetch,
    onError,
    session: { accessToken: 'a', refreshToken: 'r' },
  });
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

const stay = {
  income_date: '2026-12-01',
  exit_date: '2026-12-04',
  nights: 3,
  adults: 2,
  children: 0,
  children_ages: [],
};
const apartment = { id: 101, address: '71 Vazha-Pshavela Ave' };
const booking = {
  id: 9,
  status: 'new',
  ...stay,
  guest: { name: 'Nino', last_name: 'Beridze', email: 'n@b.ge', gender: null },
  payment_type: 'cash',
  comment: null,
  apartment,
  created_by: 'host',
  created_at: '2026-11-23T09:00:00.000Z',
  accept_until: '2026-11-25T09:00:00.000Z',
  price: 510,
  key_id: null,
};
const summary = {
  id: 9,
  status: 'new',
  ...stay,
  guest_name: 'Nino Beridze',
  apartment,
  price: 510,
};
const newBooking: NewBooking = {
  apartment_id: 101,
  ...stay,
  payment_type: 'cash',
  guest: { name: 'Nino', last_name: 'Beridze', email: 'n@b.ge' },
};

type Case = [
  name: string,
  call: (c: SakhliClient) => Promise<unknown>,
  method: string,
  path: string,
  query: Record<string, string>,
  body: unknown,
  answer: unknown,
];

const cases: Case[] = [
  [
    'calendar',
    (c) =>
      getBookingsCalendar(c, {
        dateRange: { from: '2026-12-01', to: '2026-12-31' },
        apartmentId: 101,
      }),
    'GET',
    '/api/bookings/calendar',
    { date_range: '2026-12-01,2026-12-31', apartment_id: '101' },
    undefined,
    [
      {
        id: 9,
        status: 'new',
        start: '2026-12-01',
        end: '2026-12-04',
        title: 'N',
        apartment_id: 101,
      },
    ],
  ],
  ['detail', (c) => getBooking(c, 9), 'GET', '/api/bookings/9', {}, undefined, booking],
  [
    'new count',
    (c) => getNewBookingsCount(c),
    'GET',
    '/api/bookings/new_count',
    {},
    undefined,
    { count: 2 },
  ],
  [
    'current count',
    (c) => getCurrentBookingsCount(c),
    'GET',
    '/api/bookings/current_count',
    {},
    undefined,
    { count: 1 },
  ],
  [
    'prediction',
    (c) => getConfirmPrediction(c, 9),
    'GET',
    '/api/bookings/confirmPredict/9',
    {},
    undefined,
    { can_accept: true, conflicts: [], key_will_be_generated: true },
  ],
  [
    'apartment bookings',
    (c) => getApartmentBookings(c, 101),
    'GET',
    '/api/apartments/101/bookings',
    {},
    undefined,
    [summary],
  ],
  ['create', (c) => createBooking(c, newBooking), 'POST', '/api/bookings', {}, newBooking, booking],
  ['key', (c) => generateBookingKey(c, 9), 'PUT', '/api/bookings/9', {}, undefined, booking],
  ['accept', (c) => acceptBooking(c, 9), 'PATCH', '/api/bookings/9', {}, undefined, booking],
  ['decline', (c) => declineBooking(c, 9), 'DELETE', '/api/bookings/9', {}, undefined, booking],
];

describe('booking calls (spec §7 Bookings)', () => {
  it.each(cases)(
    '%s: sends the right call',
    async (_n, call, method, path, query, body, answer) => {
      const { client, last } = setup(() => json({ data: answer, message: 'Booking accepted.' }));
      await call(client);
      expect(last().method).toBe(method);
      expect(last().url.pathname).toBe(path);
      expect(Object.fromEntries(last().url.searchParams)).toEqual(query);
      expect(last().body).toEqual(body);
      expect(last().headers['access-token']).toBe('a');
    },
  );

  it.each(cases)('%s: a malformed answer is a bad-response', async (_n, call) => {
    const { client } = setup(() => json({ data: { id: 'nine' } }));
    expect((await failure(call(client))).kind).toBe('bad-response');
  });

  it('returns the counts as numbers and mutations with the server message', async () => {
    const { client } = setup(({ url }) =>
      url.pathname.endsWith('new_count')
        ? json({ data: { count: 3 } })
        : json({
            data: { ...booking, status: 'approved', key_id: 77 },
            message: 'Booking accepted.',
          }),
    );
    expect(await getNewBookingsCount(client)).toBe(3);
    expect(await acceptBooking(client, 9)).toMatchObject({
      status: 'approved',
      key_id: 77,
      message: 'Booking accepted.',
    });
  });

  it('leaves the silent 409 of accept to the caller when asked', async () => {
    const { client, onError } = setup(() => json({ message: 'parallel' }, 409));
    const global = await failure(acceptBooking(client, 9));
    expect(onError).toHaveBeenLastCalledWith({ type: 'silent' }, global);
    const own = await failure(acceptBooking(client, 9, { errors: 'caller' }));
    expect(onError).toHaveBeenLastCalledWith({ type: 'caller' }, own);
    expect(own.serverMessage).toBe('parallel');
  });

  it('reads the bookings list with its count and paging', async () => {
    const { client, last } = setup(() =>
      json({ data: { items: [summary] }, meta: { items_count: 14 } }),
    );
    const page = await fetchListPage(client, bookingsList, {
      page: 2,
      perPage: 5,
      filters: { status: 'new' },
    });
    expect(page).toEqual({ items: [summary], itemsCount: 14 });
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      page: '2',
      per_page: '5',
      status: 'new',
    });
  });

  it('a list without meta is a bad-response', async () => {
    const { client } = setup(() => json({ data: { items: [] } }));
    expect((await failure(fetchListPage(client, bookingsList))).kind).toBe('bad-response');
  });

  it('downloads the export with its filters', async () => {
    const { client, last } = setup(
      () =>
        new Response('id,status\n9,new\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="bookings.csv"',
          },
        }),
    );
    const file = await downloadBookingsFile(client, { status: 'approved' });
    expect(file.filename).toBe('bookings.csv');
    expect(await file.blob.text()).toContain('9,new');
    expect(last().url.pathname).toBe('/api/bookings/file');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ status: 'approved' });
  });
});

describe('creating a booking for a guest', () => {
  it('sends the Idempotency-Key it is given, so a retry books the guest once', async () => {
    const { client, last } = setup(() => json({ data: booking, message: 'Booking created.' }));
    await createBooking(client, newBooking, { idempotencyKey: 'submit-1' });
    expect(last().headers['idempotency-key']).toBe('submit-1');
  });
});
