// The dates step offers only days a guest can book: from the apartment's today (Tbilisi, on the
// server's clock, not the device's) and only once the booked nights are known.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tbilisiToday } from '@sakhli/sdk';
import { formMemoryKey } from './formMemory';
import { toIsoDate } from './guestFormValues';
import { openWindow, renderGuestBooking, serveDemoApi } from './testing';

const DAY_MS = 24 * 60 * 60_000;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.removeItem(formMemoryKey(101));
});
afterEach(() => vi.unstubAllGlobals());

const dayButton = (iso: string) =>
  document.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
const isBookedDates = (request: Request) => new URL(request.url).pathname.endsWith('/bookedDates');

describe('GuestBooking dates step', () => {
  it("starts at the apartment's today on the server's clock, not the device's", async () => {
    // The server is three days ahead of this device: in any time zone, the device's tomorrow is
    // before Tbilisi's today on the server.
    const serverNow = Date.now() + 3 * DAY_MS;
    const { api } = serveDemoApi({ now: new Date(serverNow) });
    renderGuestBooking(await openWindow(api));
    await screen.findByRole('group', { name: 'Arrival and departure' });

    const device = new Date();
    const deviceTomorrow = toIsoDate(
      new Date(device.getFullYear(), device.getMonth(), device.getDate() + 1),
    );
    const first = tbilisiToday(serverNow);
    const enabled = [...document.querySelectorAll('[data-day]')]
      .filter((cell) => !cell.querySelector('button')?.disabled)
      .map((cell) => cell.getAttribute('data-day')!);
    expect(enabled.length).toBeGreaterThan(0);
    expect(enabled.filter((day) => day < first)).toEqual([]);
    expect(dayButton(deviceTomorrow)?.disabled ?? true).toBe(true);
  });

  it('offers no day before the booked nights are known', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api } = serveDemoApi(
      {},
      {
        answerInstead: (request) =>
          isBookedDates(request)
            ? (held.then(() => api.fetch(request)) as unknown as Response)
            : undefined,
      },
    );
    renderGuestBooking(await openWindow(api));
    await screen.findByRole('timer', { name: 'Time left to book' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(document.querySelector('[data-day] button')).toBeNull();

    release();
    await screen.findByRole('group', { name: 'Arrival and departure' });
    expect(document.querySelector('[data-day] button:not([disabled])')).not.toBeNull();
  });

  it('says when the booked nights could not be loaded, and loads them again on retry', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { api } = serveDemoApi(
      {},
      {
        answerInstead: (request) =>
          refuse && isBookedDates(request)
            ? Response.json({ message: 'The calendar is being updated.' }, { status: 503 })
            : undefined,
      },
    );
    renderGuestBooking(await openWindow(api));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The calendar is being updated.');
    expect(document.querySelector('[data-day] button')).toBeNull();

    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('group', { name: 'Arrival and departure' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
