// Black-box tests of the guest flow (spec §4 guest reservation, §5, §7, §8) through the SDK.
import { describe, expect, it, vi } from 'vitest';
import {
  apiErrorCode,
  bookedDatesFromConflict,
  cancelGuestBooking,
  confirmBookingChange,
  createBooking,
  createGuestBooking,
  fieldErrorsOf,
  getBookedDates,
  getBooking,
  getBookingChange,
  getGuestApartment,
  getGuestApartmentSummary,
  getGuestBooking,
  requestGuestLink,
  type ApiError,
  type GuestBookingForm,
} from '@sakhli/sdk';
import { createHarness, raw } from './harness';
import { caught, fixtures, form, openWindow, type Fixtures } from './guestWindow';

const MIN = 60 * 1000;
const HOUR = 60 * MIN;

describe('guest link and e-mail step', () => {
  it('lists guest links as fixtures and shows the apartment summary of one', async () => {
    const h = createHarness();
    const { guestLinks } = await fixtures(h);
    expect(guestLinks).toHaveLength(6);
    expect(guestLinks[0]!.url).toBe(`http://127.0.0.1:5173/qr/booking/101/${guestLinks[0]!.hash}`);
    const { client } = h.client({ language: 'ge' });
    const summary = await getGuestApartmentSummary(client, guestLinks[0]!);
    expect(summary).toMatchObject({ id: 101, city: 'tbilisi', nightly_price: 170 });
    expect(summary.address).toContain('ვაჟა-ფშაველას');
  });

  it('refuses an unknown link as "address invalid or used", to the caller', async () => {
    const h = createHarness();
    const onError = vi.fn();
    const { client } = h.client({ onError });
    const error = await caught(
      getGuestApartmentSummary(client, { apartmentId: 101, hash: 'nope' }),
    );
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('The mentioned address is invalid or has already been used.');
    expect(apiErrorCode(error)).toBe('error.addressUsed');
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, error);
    const post = await caught(requestGuestLink(client, { apartmentId: 999, hash: 'x' }, 'a@b.ge'));
    expect(apiErrorCode(post)).toBe('error.addressUsed');
  });

  it('refuses an invalid e-mail in the request language', async () => {
    const h = createHarness();
    const { guestLinks } = await fixtures(h);
    const { client } = h.client({ language: 'ge' });
    for (const bad of ['not-an-email', 'a@b', '', `${'x'.repeat(250)}@example.ge`]) {
      const error = await caught(requestGuestLink(client, guestLinks[0]!, bad));
      expect(error.status).toBe(422);
      expect(error.serverMessage).toBe('არასწორი ელ-ფოსტა.');
      expect(fieldErrorsOf(error)).toEqual({ email: 'validation.email' });
    }
    expect(
      h.api
        .db()
        .outbox.list()
        .filter((m) => m.subject.includes('reservation')),
    ).toEqual([]);
  });

  it('e-mails a reservation link on the portal that opens a 10-minute window', async () => {
    const h = createHarness();
    const { guestLinks } = await fixtures(h);
    const { client } = h.client();
    const sent = await requestGuestLink(client, guestLinks[0]!, 'tamar@example.ge');
    expect(sent).toMatchObject({ email: 'tamar@example.ge', window_seconds: 600 });
    expect(sent.message).toContain('tamar@example.ge');
    const mail = h.mail('tamar@example.ge', 'reservation')!;
    expect(mail.link).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:5173/qr/booking/101/${guestLinks[0]!.hash}/[0-9a-f]+$`),
    );
    const { win } = await openWindow(h);
    const info = await getGuestApartment(client, win);
    expect(info.apartment.id).toBe(101);
    expect(Date.parse(info.expires_at) - h.api.clock().ms()).toBeGreaterThan(9 * MIN);
    expect(Date.parse(info.expires_at) - h.api.clock().ms()).toBeLessThanOrEqual(10 * MIN);
  });
});

describe('booking in the window', () => {
  it('shows booked dates, books, and uses the time hash up (no second booking)', async () => {
    const h = createHarness();
    const { win, client } = await openWindow(h);
    const before = await getBookedDates(client, win);
    expect(before).toContainEqual({ start: '2026-11-29', end: '2026-12-02' });
    const scan = new File([new Uint8Array(2048)], 'passport.pdf', { type: 'application/pdf' });
    const created = await createGuestBooking(client, win, form({ passport_scan: scan }));
    expect(created).toMatchObject({
      status: 'new',
      income_date: '2026-12-10',
      exit_date: '2026-12-13',
      nights: 3,
      children_ages: [4],
      message: 'Booking created.',
    });
    const again = await caught(createGuestBooking(client, win, form()));
    expect(again.status).toBe(410);
    expect(apiErrorCode(again)).toBe('error.addressUsed');
    // The guest gets a cancel link; the booking is there with the scan noted, not returned.
    const cancelLink = h.mail('tamar@example.ge', 'reservation request')?.link ?? '';
    const params = new URL(cancelLink).searchParams;
    const view = await getGuestBooking(client, {
      bookingId: Number(params.get('booking_id')),
      token: params.get('token')!,
      lang: 'en',
    });
    expect(view).toMatchObject({ id: created.id, status: 'new', can_cancel: true });
    expect(view.guest).toMatchObject({ name: 'თამარ', has_passport_scan: true });
  });

  it('books only once on a double click', async () => {
    const h = createHarness();
    const { win, client } = await openWindow(h);
    const results = await Promise.allSettled([
      createGuestBooking(client, win, form()),
      createGuestBooking(client, win, form()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(apiErrorCode(rejected.reason as ApiError)).toBe('error.addressUsed');
    const tamar = h.api.db().bookings.bookings.filter((b) => b.guest.email === 'tamar@example.ge');
    expect(tamar).toHaveLength(1);
  });

  it('expires the window after 10 minutes; a new e-mail opens a new one', async () => {
    const h = createHarness();
    const { win, client } = await openWindow(h);
    h.advance(9 * MIN);
    await getGuestApartment(client, win);
    h.advance(1 * MIN + 1000);
    for (const call of [
      getGuestApartment(client, win),
      getBookedDates(client, win),
      createGuestBooking(client, win, form()),
    ]) {
      const error = await caught(call);
      expect(error.status).toBe(410);
      expect(error.serverMessage).toBe('This link has expired.');
    }
    const fresh = await openWindow(h);
    expect(fresh.win.timeHash).not.toBe(win.timeHash);
    expect((await createGuestBooking(client, fresh.win, form())).status).toBe('new');
  });

  it('a newer e-mail to the same address leaves the older link open (it may be in use in another browser)', async () => {
    const h = createHarness();
    const first = await openWindow(h);
    const second = await openWindow(h);
    expect(second.win.timeHash).not.toBe(first.win.timeHash);
    expect((await getGuestApartment(second.client, second.win)).apartment.id).toBe(101);
    // The first browser books with its own link; the second link stays a separate window.
    expect((await createGuestBooking(first.client, first.win, form())).status).toBe('new');
    expect((await getGuestApartment(second.client, second.win)).apartment.id).toBe(101);
  });

  it('answers 409 "someone booked the dates" with the fresh booked dates, keeping nothing booked', async () => {
    const h = createHarness();
    const a = await openWindow(h, 'first@example.ge');
    const b = await openWindow(h, 'second@example.ge', 'ru');
    await createGuestBooking(a.client, a.win, form({ email: 'first@example.ge' }));
    const error = await caught(
      createGuestBooking(
        b.client,
        b.win,
        form({ email: 'second@example.ge', income_date: '2026-12-12', exit_date: '2026-12-15' }),
      ),
    );
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe(
      'Кто-то уже забронировал выбранные вами даты; выберите другие.',
    );
    expect(bookedDatesFromConflict(error)).toContainEqual({
      start: '2026-12-10',
      end: '2026-12-13',
    });
    // The window is still open: other dates book fine.
    const ok = await createGuestBooking(
      b.client,
      b.win,
      form({ email: 'second@example.ge', income_date: '2026-12-13', exit_date: '2026-12-15' }),
    );
    expect(ok.status).toBe('new');
  });

  it.each<[string, Partial<GuestBookingForm>, string, string]>([
    ['no adult', { adults: 0 }, 'adults', 'validation.age'],
    ['a child of 13', { children: 1, children_ages: [13] }, 'children_ages', 'validation.childAge'],
    ['a negative age', { children: 1, children_ages: [-1] }, 'children_ages', 'validation.age'],
    [
      'two children, one age',
      { children: 2, children_ages: [3] },
      'children_ages',
      'validation.childrenCount',
    ],
    [
      'ages without children',
      { children: 0, children_ages: [5] },
      'children_ages',
      'validation.childrenCount',
    ],
    [
      'arrival in the past',
      { income_date: '2026-11-20', exit_date: '2026-11-25' },
      'income_date',
      'validation.date',
    ],
    [
      'departure before arrival',
      { income_date: '2026-12-10', exit_date: '2026-12-09' },
      'exit_date',
      'validation.date',
    ],
    ['not a date', { income_date: '2026-02-30' }, 'income_date', 'validation.date'],
    ['a bad e-mail', { email: 'tamar@' }, 'email', 'validation.email'],
    ['a missing name', { name: '' }, 'name', 'validation.required'],
    [
      'an unknown payment type',
      { payment_type: 'bitcoin' as 'card' },
      'payment_type',
      'validation.invalid',
    ],
  ])('refuses %s with the field and message id (spec §5)', async (_name, change, field, id) => {
    const h = createHarness();
    const { win, client } = await openWindow(h);
    const error = await caught(createGuestBooking(client, win, form(change)));
    expect(error.status).toBe(422);
    expect(fieldErrorsOf(error)?.[field]).toBe(id);
    expect(error.serverMessage).toBeTruthy();
    // A refused form leaves the window open.
    expect((await createGuestBooking(client, win, form())).status).toBe('new');
  });

  it('checks the passport scan: type (415) and size (413)', async () => {
    const h = createHarness();
    const { win, client } = await openWindow(h);
    const text = new File(['hello'], 'passport.txt', { type: 'text/plain' });
    const wrongType = await caught(createGuestBooking(client, win, form({ passport_scan: text })));
    expect(wrongType.status).toBe(415);
    expect(wrongType.serverMessage).toBe('This file type is not allowed.');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'passport.png', {
      type: 'image/png',
    });
    const tooBig = await caught(createGuestBooking(client, win, form({ passport_scan: big })));
    expect(tooBig.status).toBe(413);
    expect(tooBig.serverMessage).toBe('The file is too large (max 5 MB).');
    const png = new File([new Uint8Array(1024)], 'passport.png', { type: 'image/png' });
    expect((await createGuestBooking(client, win, form({ passport_scan: png }))).status).toBe(
      'new',
    );
  });
});

describe('booking change decisions', () => {
  const link = (f: Fixtures, kind: string, n = 0) =>
    f.bookingChangeLinks.filter((l) => l.kind === kind)[n]!;

  it('shows current and proposed terms, accepts once, and the booking changes', async () => {
    const h = createHarness();
    const f = await fixtures(h);
    const pending = link(f, 'pending');
    expect(pending.url).toBe(
      `http://127.0.0.1:5173/existing/book/change?booking_id=${pending.bookingId}&token=${pending.token}&lang=${pending.lang}`,
    );
    const { client } = h.client();
    const change = await getBookingChange(client, pending);
    expect(change.booking_id).toBe(pending.bookingId);
    expect(change.proposed.income_date > change.current.income_date).toBe(true);
    expect(change.proposed.nights).toBe(change.current.nights);
    const decided = await confirmBookingChange(client, pending, 'accept');
    expect(decided).toMatchObject({ decision: 'accept', status: 'approved' });
    expect(decided.message).toBe('Вы приняли изменения бронирования.');
    const owner = await h.signIn();
    const booking = await getBooking(owner.client, pending.bookingId);
    expect(booking.income_date).toBe(change.proposed.income_date);
    const again = await caught(confirmBookingChange(client, pending, 'reject'));
    expect(again.status).toBe(409);
    expect(again.serverMessage).toBe('Запрос уже обработан.');
    expect(apiErrorCode(await caught(getBookingChange(client, pending)))).toBe(
      'error.alreadyHandled',
    );
  });

  it('rejects, keeping the booking as it was', async () => {
    const h = createHarness();
    const pending = link(await fixtures(h), 'pending', 1);
    const { client } = h.client();
    const before = await getBookingChange(client, pending);
    const decided = await confirmBookingChange(client, pending, 'reject');
    expect(decided.decision).toBe('reject');
    expect(decided.message).toBe('თქვენ უარყავით ჯავშნის ცვლილებები.');
    const owner = await h.signIn();
    const booking = await getBooking(owner.client, pending.bookingId);
    expect(booking).toMatchObject({
      adults: before.current.adults,
      children: before.current.children,
    });
  });

  it.each([
    ['handled', 409, 'error.alreadyHandled', 'Request was already handled.'],
    [
      'expired',
      410,
      'error.changeExpired',
      'The booking changes request is no longer available (expired).',
    ],
    ['incorrectToken', 403, 'error.incorrectToken', 'Incorrect token.'],
  ])('answers a %s link in place with its message', async (kind, status, code, text) => {
    const h = createHarness();
    const target = { ...link(await fixtures(h), kind), lang: 'en' as const };
    const onError = vi.fn();
    const { client } = h.client({ onError });
    for (const call of [
      getBookingChange(client, target),
      confirmBookingChange(client, target, 'accept'),
    ]) {
      const error = await caught(call);
      expect(error).toMatchObject({ status, serverMessage: text });
      expect(apiErrorCode(error)).toBe(code);
    }
    expect(onError.mock.calls.every(([action]) => action.type === 'caller')).toBe(true);
  });

  it('refuses to accept a change onto nights booked meanwhile, leaving it pending', async () => {
    const h = createHarness();
    const pending = link(await fixtures(h), 'pending');
    const { client } = h.client({ language: 'ge' });
    const change = await getBookingChange(client, pending);
    // The host books the night the change would add, right after the current stay.
    const owner = await h.signIn();
    await createBooking(owner.client, {
      apartment_id: change.current.apartment.id,
      income_date: change.current.exit_date,
      exit_date: change.proposed.exit_date,
      adults: 1,
      children: 0,
      children_ages: [],
      payment_type: 'cash',
      guest: { name: 'Irakli', last_name: 'Kobakhidze', email: 'irakli@example.ge' },
    });
    // The request's own `lang` (ru) wins over the client's language for the answer.
    const error = await caught(confirmBookingChange(client, pending, 'accept'));
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe(
      'Кто-то уже забронировал выбранные вами даты; выберите другие.',
    );
    expect(bookedDatesFromConflict(error)).toContainEqual({
      start: change.current.exit_date,
      end: change.proposed.exit_date,
    });
    expect((await confirmBookingChange(client, pending, 'reject')).decision).toBe('reject');
  });

  it('expires a pending request after 72 hours', async () => {
    const h = createHarness();
    const pending = link(await fixtures(h), 'pending', 1);
    const { client } = h.client();
    await getBookingChange(client, pending);
    h.advance(72 * HOUR);
    const error = await caught(confirmBookingChange(client, pending, 'accept'));
    expect(apiErrorCode(error)).toBe('error.changeExpired');
  });
});

describe('guest cancel', () => {
  it('shows the booking, cancels it, then shows it canceled and refuses a second cancel', async () => {
    const h = createHarness();
    const f = await fixtures(h);
    const target = f.bookingCancelLinks.find((l) => l.kind === 'cancellable')!;
    expect(target.url).toContain('/qr/book/cancel?booking_id=');
    const { client } = h.client();
    const view = await getGuestBooking(client, target);
    expect(view).toMatchObject({ id: target.bookingId, can_cancel: true });
    expect(view.status).not.toBe('canceled');
    const canceled = await cancelGuestBooking(client, target);
    expect(canceled).toMatchObject({ status: 'canceled', can_cancel: false });
    expect(canceled.message).toBeTruthy();
    expect((await getGuestBooking(client, target)).status).toBe('canceled');
    const again = await caught(cancelGuestBooking(client, target));
    expect(again.status).toBe(409);
    expect(apiErrorCode(again)).toBe('error.alreadyHandled');
  });

  it('lists a pending change of a booking canceled meanwhile as handled, as the API answers it', async () => {
    const h = createHarness();
    const f = await fixtures(h);
    const cancellable = new Map(
      f.bookingCancelLinks.filter((l) => l.kind === 'cancellable').map((l) => [l.bookingId, l]),
    );
    const change = f.bookingChangeLinks.find(
      (l) => l.kind === 'pending' && cancellable.has(l.bookingId),
    )!;
    const { client } = h.client();
    await cancelGuestBooking(client, cancellable.get(change.bookingId)!);
    expect(apiErrorCode(await caught(getBookingChange(client, change)))).toBe(
      'error.alreadyHandled',
    );
    const after = (await fixtures(h)).bookingChangeLinks.filter(
      (l) => l.bookingId === change.bookingId && l.token === change.token,
    );
    expect(after.map((l) => l.kind)).toEqual(['handled']);
  });

  it('shows an already canceled booking as canceled', async () => {
    const h = createHarness();
    const target = (await fixtures(h)).bookingCancelLinks.find((l) => l.kind === 'canceled')!;
    const { client } = h.client();
    expect(await getGuestBooking(client, target)).toMatchObject({
      status: 'canceled',
      can_cancel: false,
    });
    expect(apiErrorCode(await caught(cancelGuestBooking(client, target)))).toBe(
      'error.alreadyHandled',
    );
  });

  it('refuses a wrong token', async () => {
    const h = createHarness();
    const target = (await fixtures(h)).bookingCancelLinks[0]!;
    const { client } = h.client();
    const error = await caught(getGuestBooking(client, { ...target, token: 'forged' }));
    expect(error.status).toBe(403);
    expect(apiErrorCode(await caught(cancelGuestBooking(client, { ...target, token: 'x' })))).toBe(
      'error.incorrectToken',
    );
  });
});

describe('malformed guest requests', () => {
  it('answers every malformed body with a 4xx and a message, never a 500', async () => {
    const h = createHarness();
    const f = await fixtures(h);
    const { win } = await openWindow(h);
    const g = f.guestLinks[0]!;
    const ch = f.bookingChangeLinks.find((l) => l.kind === 'pending')!;
    const base = `/api/qr/booking/${win.apartmentId}/${win.hash}`;
    const cases: [string, string, { json?: unknown; body?: string }][] = [
      ['POST', `/api/qr/booking/${g.apartmentId}/${g.hash}`, { body: 'not json' }],
      ['POST', `/api/qr/booking/${g.apartmentId}/${g.hash}`, { json: {} }],
      ['POST', `/api/qr/booking/${g.apartmentId}/${g.hash}`, { json: { email: 42 } }],
      [
        'POST',
        `/api/qr/booking/${g.apartmentId}/${g.hash}`,
        { json: { email: 'x'.repeat(100_000) } },
      ],
      ['POST', `/api/qr/booking/abc/${g.hash}`, { json: { email: 'a@b.ge' } }],
      ['POST', `${base}/${win.timeHash}`, { json: {} }],
      ['POST', `${base}/${win.timeHash}`, { json: [] }],
      ['POST', `${base}/${win.timeHash}`, { body: '{"adults":' }],
      ['POST', `${base}/${win.timeHash}`, { json: { ...form(), adults: 'two' } }],
      ['POST', `${base}/${win.timeHash}`, { json: { ...form(), name: 'x'.repeat(10_000) } }],
      ['POST', `${base}/${win.timeHash}`, { json: { ...form(), children_ages: 'none' } }],
      ['POST', `${base}/${win.timeHash}`, { json: { ...form(), passport_scan: 'data:…' } }],
      ['POST', `${base}/unknown-hash`, { json: form() }],
      ['GET', `/api/qr/book/change?booking_id=abc&token=t`, {}],
      ['GET', `/api/qr/book/change`, {}],
      ['POST', '/api/qr/book/confirm', { json: { booking_id: ch.bookingId, token: ch.token } }],
      [
        'POST',
        '/api/qr/book/confirm',
        { json: { ...ch, booking_id: ch.bookingId, decision: 'maybe' } },
      ],
      [
        'POST',
        '/api/qr/book/confirm',
        { json: { booking_id: 'x', token: ch.token, decision: 'accept' } },
      ],
      [
        'POST',
        '/api/qr/book/confirm',
        { json: { booking_id: 999999, token: 't', decision: 'accept' } },
      ],
      ['POST', '/api/qr/book/cancel', { json: { booking_id: 1 } }],
      ['POST', '/api/qr/book/cancel', { json: { booking_id: 5001, token: 'x'.repeat(5000) } }],
      ['POST', '/api/qr/book/cancel', { body: 'booking_id=1' }],
    ];
    for (const [method, path, options] of cases) {
      const response = await raw(h, method, path, options);
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expect(typeof response.body.message, `${method} ${path}`).toBe('string');
    }
    // None of it booked anything or used the window.
    expect((await createGuestBooking(h.client().client, win, form())).status).toBe('new');
  });
});
