// Token rules (issue 16 §4): change and cancel links act once and expire (cancel: at arrival); guest hashes leak nowhere.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiErrorCode,
  cancelGuestBooking,
  confirmBookingChange,
  createGuestBooking,
  getBookedDates,
  getGuestApartment,
  getGuestBooking,
  type GuestBookingToken,
} from '@sakhli/sdk';
import { createHarness, raw, type Harness } from './harness';
import { caught, fixtures, form, openWindow } from './guestWindow';

const DAY = 24 * 60 * 60 * 1000;

async function cancellable(h: Harness): Promise<GuestBookingToken> {
  const link = (await fixtures(h)).bookingCancelLinks.find((l) => l.kind === 'cancellable');
  if (!link) throw new Error('no cancellable booking in the fixtures');
  return link;
}

describe('cancel links', () => {
  it('cancel once: a second use answers "already handled"', async () => {
    const h = createHarness();
    const { client } = h.client();
    const link = await cancellable(h);
    expect((await cancelGuestBooking(client, link)).status).toBe('canceled');
    const again = await caught(cancelGuestBooking(client, link));
    expect(again.status).toBe(409);
    expect(apiErrorCode(again)).toBe('error.alreadyHandled');
    // The cancelled booking still shows through the link.
    expect((await getGuestBooking(client, link)).status).toBe('canceled');
  });

  it('expire at arrival: from the arrival day (Tbilisi) the link neither shows nor cancels', async () => {
    const h = createHarness();
    const { client } = h.client();
    const link = await cancellable(h);
    const booking = h.api.db().bookings.bookings.find((b) => b.id === link.bookingId)!;
    // Travel to 00:00 of the arrival day in Tbilisi (UTC+4).
    h.api.clock().set(new Date(Date.parse(`${booking.incomeDate}T00:00:00+04:00`) - 1000));
    expect((await getGuestBooking(client, link)).id).toBe(booking.id);
    h.advance(1000);
    for (const call of [getGuestBooking(client, link), cancelGuestBooking(client, link)]) {
      const error = await caught(call);
      expect(error.status).toBe(410);
      expect(apiErrorCode(error)).toBe('error.linkExpired');
    }
    expect(booking.status).not.toBe('canceled');
  });

  it('are listed as fixtures by kind: cancellable before arrival, expired once the stay began', async () => {
    const h = createHarness();
    const links = (await fixtures(h)).bookingCancelLinks;
    const today = new Date(h.api.clock().ms() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const link of links) {
      const booking = h.api.db().bookings.bookings.find((b) => b.id === link.bookingId)!;
      if (link.kind === 'cancellable') expect(booking.incomeDate > today).toBe(true);
      if (link.kind === 'expired') expect(booking.incomeDate <= today).toBe(true);
    }
    expect(links.some((l) => l.kind === 'cancellable')).toBe(true);
  });
});

describe('change links', () => {
  it('decide once, and expire after 72 hours', async () => {
    const h = createHarness();
    const { client } = h.client();
    const [first, second] = (await fixtures(h)).bookingChangeLinks.filter(
      (l) => l.kind === 'pending',
    );
    await confirmBookingChange(client, first!, 'reject');
    expect(apiErrorCode(await caught(confirmBookingChange(client, first!, 'accept')))).toBe(
      'error.alreadyHandled',
    );
    h.advance(3 * DAY);
    expect(apiErrorCode(await caught(confirmBookingChange(client, second!, 'accept')))).toBe(
      'error.changeExpired',
    );
  });
});

describe('guest hashes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appear in no error answer and no log line, whatever fails', async () => {
    const logged: unknown[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(...args));
    }
    const h = createHarness();
    const { win, client } = await openWindow(h);
    const secrets = [win.hash, win.timeHash];
    const answers: string[] = [];
    const keep = async (promise: Promise<unknown>) => {
      const error = await caught(promise);
      answers.push(JSON.stringify(error.data ?? null), error.serverMessage ?? '', error.message);
    };
    await keep(createGuestBooking(client, win, form({ email: 'bad' })));
    await keep(createGuestBooking(client, win, form({ income_date: '2026-02-30' })));
    const path = `api/qr/booking/${win.apartmentId}/${win.hash}/${win.timeHash}`;
    for (const body of ['{', '[]', 'x'.repeat(20)]) {
      const answer = await raw(h, 'POST', path, { body });
      answers.push(JSON.stringify(answer.body));
    }
    await createGuestBooking(client, win, form());
    await keep(createGuestBooking(client, win, form()));
    await keep(getGuestApartment(client, { ...win, timeHash: `${win.timeHash}x` }));
    await keep(getBookedDates(client, { ...win, hash: `${win.hash}x` }));
    const other = await openWindow(h, 'second@example.ge');
    h.advance(11 * 60 * 1000);
    await keep(getGuestApartment(other.client, other.win));
    secrets.push(other.win.timeHash);
    expect(answers.length).toBeGreaterThan(8);
    const seen = [...answers, ...logged.map((line) => String(line))].join('\n');
    for (const secret of secrets) expect(seen).not.toContain(secret);
  });
});
