// The calendar's awkward corners, each at a fixed instant: a 10-minute hold and a 48-hour window
// across midnight and New Year, a stay over New Year, nights across a daylight-saving change, and
// month ends (pauses, charges dated on Georgia's calendar). `pnpm test:dates` also runs these in
// New York and Tbilisi, where the server's own time zone must not matter.
import { describe, expect, it } from 'vitest';
import {
  acceptBooking,
  createBooking,
  createGuestBooking,
  getBooking,
  getBookedDates,
  getGuestApartment,
  pauseInternetTv,
  type NewBooking,
  fetchListPage,
  transactionsList,
} from '@sakhli/sdk';
import { addMonths } from '../src/store/months';
import { createHarness, type Harness } from './harness';
import { caught, form, openWindow } from './guestWindow';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Instants in Tbilisi (UTC+4 all year). */
const tbilisi = (local: string) => new Date(`${local}+04:00`);

/** Frees an apartment's calendar, so a test can book the exact nights it is about. */
function emptyCalendar(h: Harness, apartmentId: number): void {
  const { bookings } = h.api.db().bookings;
  for (let i = bookings.length - 1; i >= 0; i -= 1) {
    if (bookings[i]!.apartmentId === apartmentId) bookings.splice(i, 1);
  }
}

const hostBooking = (overrides: Partial<NewBooking>): NewBooking => ({
  apartment_id: 102,
  income_date: '2027-01-10',
  exit_date: '2027-01-12',
  adults: 2,
  children: 0,
  children_ages: [],
  payment_type: 'bank_transfer',
  comment: '',
  guest: {
    name: 'Giorgi',
    last_name: 'Beridze',
    email: 'giorgi@example.ge',
    phone: '+995555123456',
  },
  ...overrides,
});

describe('the 10-minute guest hold across midnight', () => {
  it('opened at 23:55 on New Year’s Eve, it still books at 00:04 and has expired at 00:05', async () => {
    const h = createHarness({ now: tbilisi('2026-12-31T23:55:00') });
    const { win, client } = await openWindow(h);
    emptyCalendar(h, win.apartmentId);
    h.advance(9 * MIN);
    await getGuestApartment(client, win);
    const stay = form({ income_date: '2027-01-05', exit_date: '2027-01-08' });
    expect(await createGuestBooking(client, win, stay)).toMatchObject({ status: 'new', nights: 3 });

    const late = await openWindow(h, 'late@example.ge');
    h.advance(10 * MIN + 1000);
    const expired = await caught(getGuestApartment(client, late.win));
    expect(expired.status).toBe(410);
    expect(expired.serverMessage).toBe('This link has expired.');
  });
});

describe('a stay over New Year', () => {
  it('counts three nights from 30 December to 2 January, priced as three, and shows them booked', async () => {
    const h = createHarness({ now: tbilisi('2026-12-20T12:00:00') });
    const { client } = await h.signIn();
    const guest = await openWindow(h);
    const apartment = guest.win.apartmentId;
    emptyCalendar(h, apartment);
    const stay = { apartment_id: apartment, income_date: '2026-12-30', exit_date: '2027-01-02' };
    const oneNight = await createBooking(
      client,
      hostBooking({ apartment_id: apartment, income_date: '2027-01-20', exit_date: '2027-01-21' }),
    );
    const created = await createBooking(client, hostBooking(stay));
    expect(created).toMatchObject({ nights: 3, price: 3 * oneNight.price });
    expect(await getBookedDates(guest.client, guest.win)).toContainEqual(
      expect.objectContaining({ start: '2026-12-30' }),
    );
  });
});

describe('nights across a daylight-saving change', () => {
  it('counts 13→15 March 2027 (New York springs forward on the 14th) as two nights', async () => {
    const h = createHarness({ now: tbilisi('2027-03-01T12:00:00') });
    const { client } = await h.signIn();
    emptyCalendar(h, 102);
    const spring = await createBooking(
      client,
      hostBooking({ income_date: '2027-03-13', exit_date: '2027-03-15' }),
    );
    expect(spring.nights).toBe(2);
    const autumn = await createBooking(
      client,
      hostBooking({ income_date: '2027-11-06', exit_date: '2027-11-08' }),
    );
    expect(autumn.nights).toBe(2);
  });
});

describe('the 48-hour host acceptance across midnight', () => {
  it('created at 23:30 on 31 December, it can be accepted until 23:30 on 2 January', async () => {
    const h = createHarness({ now: tbilisi('2026-12-31T23:30:00') });
    const { client } = await h.signIn();
    emptyCalendar(h, 102);
    const first = await createBooking(client, hostBooking({}));
    const second = await createBooking(
      client,
      hostBooking({ income_date: '2027-01-20', exit_date: '2027-01-22' }),
    );
    // The clock runs in real time between calls: allow half a minute of a busy machine.
    const until = Date.parse(first.accept_until!);
    expect(Math.abs(until - tbilisi('2027-01-02T23:30:00').getTime())).toBeLessThan(30_000);
    h.advance(47 * HOUR + 59 * MIN);
    await acceptBooking(client, first.id);
    expect((await getBooking(client, first.id)).status).not.toBe('new');
    h.advance(2 * MIN);
    expect((await getBooking(client, second.id)).status).toBe('canceled');
  });
});

describe('month ends on Georgia’s calendar', () => {
  it('adds months to the last day of a month without spilling into the next', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2026-11-23', 2)).toBe('2027-01-23');
  });

  it('a month’s pause from 31 January runs to the end of February (29th in a leap year)', async () => {
    for (const [now, until] of [
      ['2027-01-31T12:00:00', '2027-02-28'],
      ['2028-01-31T12:00:00', '2028-02-29'],
    ] as const) {
      const h = createHarness({ now: tbilisi(now) });
      const { client } = await h.signIn();
      const paused = await pauseInternetTv(client, 101, { status: 'paused', months: 1 });
      expect(paused.subscription).toMatchObject({ status: 'paused', paused_until: until });
    }
  });

  it('dates a charge made at 00:05 on 1 January in Tbilisi on 1 January (UTC still says 31 December)', async () => {
    const h = createHarness({ now: tbilisi('2027-01-01T00:05:00') });
    const { client } = await h.signIn();
    const paused = await pauseInternetTv(client, 101, { status: 'paused', months: 1 });
    expect(paused.subscription).toMatchObject({ paused_until: '2027-02-01' });
    const charges = await fetchListPage(client, transactionsList, {
      filters: { apartment_id: 101, type: 'charge' },
    });
    expect(charges.items[0]).toMatchObject({ amount: -6, date: '2027-01-01' });
  });
});
