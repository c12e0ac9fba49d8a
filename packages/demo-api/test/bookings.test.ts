// Black-box tests of the host's bookings (spec §4 Booking status, §7 Bookings) through the SDK.
import { describe, expect, it, vi } from 'vitest';
import {
  acceptBooking,
  apiErrorCode,
  createBooking,
  declineBooking,
  downloadBookingsFile,
  generateBookingKey,
  getApartmentBookings,
  getBooking,
  bookingsList,
  fetchListPage,
  getBookingsCalendar,
  getConfirmPrediction,
  getCurrentBookingsCount,
  getKeyCount,
  getNewBookingsCount,
  isApiError,
  type ApiError,
  type NewBooking,
  type SakhliClient,
} from '@sakhli/sdk';
import { createHarness, raw, RESIDENT, type Harness } from './harness';

const HOUR = 60 * 60 * 1000;

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** A seeded booking of an apartment by its guest's last name (seed: store/bookings.ts). */
async function bookingOf(client: SakhliClient, apartmentId: number, lastName: string) {
  const rows = await getApartmentBookings(client, apartmentId);
  const row = rows.find((b) => b.guest_name.endsWith(lastName));
  if (!row) throw new Error(`no booking of ${lastName} in ${apartmentId}`);
  return row;
}

const newBooking = (overrides: Partial<NewBooking> = {}): NewBooking => ({
  apartment_id: 102,
  income_date: '2026-12-20',
  exit_date: '2026-12-24',
  adults: 2,
  children: 1,
  children_ages: [9],
  payment_type: 'bank_transfer',
  comment: 'Corporate stay',
  guest: {
    name: 'Giorgi',
    last_name: 'Tsiklauri',
    email: 'giorgi.tsiklauri@example.ge',
    phone: '+995 599 00 11 22',
  },
  ...overrides,
});

async function owner(h: Harness, language: 'en' | 'ge' | 'ru' = 'en') {
  const onError = vi.fn();
  const signed = await h.signIn(undefined, { language, onError });
  return { ...signed, onError };
}

describe('reading bookings', () => {
  it('shows every status on the calendar, filtered by window and apartment', async () => {
    const h = createHarness();
    const { client } = await owner(h);
    const december = await getBookingsCalendar(client, {
      dateRange: { from: '2026-11-01', to: '2026-12-31' },
    });
    expect(new Set(december.map((e) => e.status))).toEqual(
      new Set(['new', 'approved', 'canceled']),
    );
    const only101 = await getBookingsCalendar(client, {
      dateRange: { from: '2026-11-25', to: '2026-11-30' },
      apartmentId: 101,
    });
    expect(only101.map((e) => [e.start, e.end])).toEqual([
      ['2026-11-21', '2026-11-26'],
      ['2026-11-29', '2026-12-02'],
    ]);
    expect(only101[0]!.title).toContain('ლომიძე');
  });

  it('gives the detail with guest, payment and apartment, in the request language', async () => {
    const h = createHarness();
    const { client } = await owner(h, 'ru');
    const row = await bookingOf(client, 102, 'Yılmaz');
    const booking = await getBooking(client, row.id);
    expect(booking).toMatchObject({
      status: 'new',
      nights: 4,
      adults: 2,
      children: 2,
      children_ages: [4, 11],
      payment_type: 'bank_transfer',
      created_by: 'guest',
      guest: { name: 'Elif', citizenship: 'TR', has_passport_scan: false },
    });
    expect(booking.apartment.address).toContain('пр. Важа-Пшавела, 71, блок A, кв. 58');
  });

  it('counts new and current bookings, and pages the list', async () => {
    const h = createHarness();
    const { client } = await owner(h);
    // New: Levan (101), Elif (102), Anna (104); Dmitri's 106 request is past its 48 hours.
    expect(await getNewBookingsCount(client)).toBe(3);
    expect(await getCurrentBookingsCount(client)).toBe(1);
    const page = await fetchListPage(client, bookingsList, { page: 1, perPage: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.itemsCount).toBe(12);
    const canceled = await fetchListPage(client, bookingsList, {
      filters: { status: 'canceled' },
      perPage: 50,
    });
    expect(canceled.items.every((b) => b.status === 'canceled')).toBe(true);
  });

  // docs/security.md "Roles": a guest's identity belongs to the host, not to who lives there.
  it('refuses a resident the bookings, even of the apartment they live in', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    expect((await caught(fetchListPage(client, bookingsList, { perPage: 100 }))).status).toBe(403);
    const ownerSide = await owner(h);
    const lived = await bookingOf(ownerSide.client, 101, 'ლომიძე');
    expect((await caught(getBooking(client, lived.id))).status).toBe(403);
    expect((await caught(getApartmentBookings(client, 101))).status).toBe(403);
  });

  it('exports the bookings as a CSV with its filters', async () => {
    const h = createHarness();
    const { client } = await owner(h);
    const file = await downloadBookingsFile(client, { apartmentId: 101 });
    expect(file.filename).toBe('bookings.csv');
    expect(file.contentType).toContain('text/csv');
    const lines = (await file.blob.text()).trim().split('\r\n');
    expect(lines[0]).toContain('id,status,apartment,arrival,departure');
    expect(lines).toHaveLength(4);
  });
});

describe('host-created bookings and the 48-hour acceptance window (spec §4)', () => {
  it('creates a new booking that must be accepted within 48 hours', async () => {
    const h = createHarness();
    const { client } = await owner(h);
    const created = await createBooking(client, newBooking());
    expect(created).toMatchObject({
      status: 'new',
      created_by: 'host',
      nights: 4,
      price: 4 * 200, // 3 rooms in Tbilisi: 200 GEL a night
      message: 'Booking created.',
    });
    // The demo clock keeps ticking in real time between calls: allow half a minute of a busy machine.
    expect(
      Math.abs(Date.parse(created.accept_until!) - h.api.clock().ms() - 48 * HOUR),
    ).toBeLessThan(30_000);
    // The list says the same deadline, so a dashboard needs no call per booking.
    const waiting = await fetchListPage(client, bookingsList, {
      filters: { status: 'new' },
      perPage: 100,
    });
    expect(waiting.items.find((b) => b.id === created.id)?.accept_until).toBe(created.accept_until);
    h.advance(47 * HOUR);
    expect((await getBooking(client, created.id)).status).toBe('new');
    h.advance(1 * HOUR);
    const declined = await getBooking(client, created.id);
    expect(declined.status).toBe('canceled');
    expect(declined.accept_until).toBeNull();
    const late = await caught(acceptBooking(client, created.id, { errors: 'caller' }));
    expect(late.status).toBe(409);
    expect(apiErrorCode(late)).toBe('error.bookingNotPending');
  });

  it('declines automatically on read, even when nobody looks for 48 hours', async () => {
    const h = createHarness();
    const { client } = await owner(h);
    const levan = await bookingOf(client, 101, 'გელაშვილი');
    expect(levan.status).toBe('new');
    expect(await getNewBookingsCount(client)).toBe(3);
    h.advance(47 * HOUR);
    expect(await getNewBookingsCount(client)).toBe(1); // Levan and Anna's host-created ones lapsed
    expect((await getBooking(client, levan.id)).status).toBe('canceled');
  });

  it('refuses dates another booking of the apartment holds', async () => {
    const h = createHarness();
    const { client } = await owner(h, 'ge');
    const error = await caught(
      createBooking(
        client,
        newBooking({ apartment_id: 101, income_date: '2026-11-30', exit_date: '2026-12-03' }),
        { errors: 'caller' },
      ),
    );
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe(
      'თქვენ მიერ არჩეული თარიღები უკვე დაჯავშნა სხვამ; აირჩიეთ სხვა თარიღები.',
    );
  });
});

describe('accept, decline, key', () => {
  it('predicts and accepts, generating and e-mailing a key for a stay within two weeks', async () => {
    const h = createHarness();
    const { client } = await owner(h);
    const levan = await bookingOf(client, 101, 'გელაშვილი');
    expect(await getConfirmPrediction(client, levan.id)).toEqual({
      can_accept: true,
      conflicts: [],
      key_will_be_generated: true,
    });
    const keysBefore = await getKeyCount(client);
    const accepted = await acceptBooking(client, levan.id);
    expect(accepted).toMatchObject({ status: 'approved', message: 'Booking accepted.' });
    expect(accepted.key_id).toEqual(expect.any(Number));
    expect((await getKeyCount(client)).active).toBe(keysBefore.active + 1);
    expect(h.mail('levan.gelashvili@example.ge', 'digital key')).toBeDefined();
    expect(h.mail('levan.gelashvili@example.ge', 'confirmed')?.link).toContain(
      `/qr/book/cancel?booking_id=${levan.id}&token=`,
    );
    expect((await getConfirmPrediction(client, levan.id)).can_accept).toBe(false);
  });

  it('refuses a parallel booking of other premises for the same guest (409)', async () => {
    const h = createHarness();
    const { client, onError } = await owner(h, 'ru');
    const parallel = await bookingOf(client, 104, 'Петрова');
    const stay103 = await bookingOf(client, 103, 'Петрова');
    const prediction = await getConfirmPrediction(client, parallel.id);
    expect(prediction).toMatchObject({ can_accept: false, key_will_be_generated: false });
    expect(prediction.conflicts.map((b) => b.id)).toEqual([stay103.id]);
    const error = await caught(acceptBooking(client, parallel.id));
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe(
      'У этого гостя уже есть бронирование другого объекта на эти даты.',
    );
    expect(onError).toHaveBeenLastCalledWith({ type: 'silent' }, error);
    expect((await getBooking(client, parallel.id)).status).toBe('new');
  });

  it('declines a new booking, and only a new one', async () => {
    const h = createHarness();
    const { client } = await owner(h);
    const elif = await bookingOf(client, 102, 'Yılmaz');
    const declined = await declineBooking(client, elif.id);
    expect(declined).toMatchObject({ status: 'canceled', message: 'Booking declined.' });
    expect(apiErrorCode(await caught(declineBooking(client, elif.id)))).toBe(
      'error.bookingNotPending',
    );
    expect(apiErrorCode(await caught(generateBookingKey(client, elif.id)))).toBe(
      'error.keyNeedsApproval',
    );
  });

  it('generates the key of an approved booking once (PUT)', async () => {
    const h = createHarness();
    const { client } = await owner(h);
    const anna = await bookingOf(client, 103, 'Петрова');
    expect((await getBooking(client, anna.id)).key_id).toBeNull();
    const first = await generateBookingKey(client, anna.id);
    expect(first.message).toBe('Digital key generated.');
    const second = await generateBookingKey(client, anna.id);
    expect(second.key_id).toBe(first.key_id);
  });

  it('answers unknown ids with 404 and a message', async () => {
    const h = createHarness();
    const { client } = await owner(h);
    for (const call of [
      getBooking(client, 999_999),
      acceptBooking(client, 999_999),
      declineBooking(client, 999_999),
      generateBookingKey(client, 999_999),
      getConfirmPrediction(client, 999_999),
      getApartmentBookings(client, 999),
    ]) {
      const error = await caught(call);
      expect(error.status).toBe(404);
      expect(error.serverMessage).toBeTruthy();
    }
  });

  it('requires a signed-in user', async () => {
    const h = createHarness();
    const { client } = h.client();
    expect((await caught(getNewBookingsCount(client))).status).toBe(401);
  });
});

describe('malformed booking and service bodies', () => {
  it('answers each with a 4xx and a message, never a 500', async () => {
    const h = createHarness();
    const { session, client } = await owner(h);
    const elif = await bookingOf(client, 102, 'Yılmaz');
    const good = newBooking();
    const cases: [string, string, { json?: unknown; body?: string }][] = [
      ['POST', '/api/bookings', { body: 'nope' }],
      ['POST', '/api/bookings', { json: {} }],
      ['POST', '/api/bookings', { json: [] }],
      ['POST', '/api/bookings', { json: { ...good, apartment_id: '102' } }],
      ['POST', '/api/bookings', { json: { ...good, apartment_id: 4242 } }],
      ['POST', '/api/bookings', { json: { ...good, adults: 1.5 } }],
      ['POST', '/api/bookings', { json: { ...good, adults: 0 } }],
      ['POST', '/api/bookings', { json: { ...good, children_ages: [20] } }],
      ['POST', '/api/bookings', { json: { ...good, income_date: 'tomorrow' } }],
      ['POST', '/api/bookings', { json: { ...good, comment: 'x'.repeat(100_000) } }],
      ['POST', '/api/bookings', { json: { ...good, guest: { ...good.guest, email: 'nope' } } }],
      ['POST', '/api/bookings', { json: { ...good, guest: { name: 'x'.repeat(5000) } } }],
      ['POST', '/api/bookings', { json: { ...good, extra: true } }],
      ['PUT', '/api/bookings/abc', {}],
      ['PATCH', '/api/bookings/999999', {}],
      ['DELETE', '/api/bookings/-1', {}],
      ['GET', '/api/bookings/calendar?date_range=2026-13-01,2026-12-01', {}],
      ['GET', '/api/bookings?status=lost', {}],
      ['POST', `/api/services/${elif.id}`, { json: {} }],
      ['POST', `/api/services/${elif.id}`, { json: { services: [] } }],
      ['POST', `/api/services/${elif.id}`, { json: { services: [{ id: 1 }] } }],
      ['POST', `/api/services/${elif.id}`, { json: { services: [{ id: 999999, quantity: 1 }] } }],
      ['POST', `/api/services/${elif.id}`, { json: { services: [{ id: 1, quantity: 1e9 }] } }],
      ['POST', `/api/services/${elif.id}`, { json: { services: 'cleaning' } }],
      ['POST', '/api/services/999999', { json: { services: [{ id: 1, quantity: 1 }] } }],
      ['GET', '/api/keys/101/list?date=yesterday', {}],
      ['GET', '/api/keys/999/calendar', {}],
    ];
    for (const [method, path, options] of cases) {
      const response = await raw(h, method, path, { ...options, session });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expect(typeof response.body.message, `${method} ${path}`).toBe('string');
    }
    expect((await fetchListPage(client, bookingsList, { perPage: 100 })).itemsCount).toBe(12);
  });
});
