// Guest booking on a bad connection (issue 16 §3, §5, §6): a submit whose answer was lost is sent
// again with the same idempotency key and shows the first booking; a slow scan upload can be stopped;
// the scan never reaches storage.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorDetail } from '../elements/events';
import { SakhliProvider } from '../shell/SakhliProvider';
import { formMemoryKey } from './formMemory';
import { GuestBooking } from './GuestBooking';
import {
  API_BASE,
  chooseDates,
  fillGuest,
  freeStay,
  openWindow,
  renderGuestBooking,
  serveDemoApi,
} from './testing';
import { stalledXhr } from '../../test/stalledXhr';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;
const next = () => screen.getByRole('button', { name: 'Next' });
const isBookingPost = (request: Request) =>
  request.method === 'POST' && /\/api\/qr\/booking\/\d+\/[^/]+\/[^/]+$/.test(request.url);

/** Step 2 with dates, a guest (and optionally a scan) filled in, on the review step. */
async function reachReview(user: User, stay: { from: string; to: string }, scan?: File) {
  await chooseDates(user, stay);
  await user.click(next());
  if (scan) {
    const picker = (await screen.findByText('Passport scan')).closest('[part~="field"]')!;
    await user.upload(picker.querySelector<HTMLInputElement>('input[type="file"]')!, scan);
  }
  await fillGuest(user);
  await user.click(next());
  await screen.findByRole('heading', { name: 'Review and book' });
}

/** Serves the demo API, losing the answer to the first booking POST; records each POST's key. */
function serveLosingFirstBooking() {
  const keys: (string | null)[] = [];
  const served = serveDemoApi(
    {},
    {
      loseAnswer: (request) => {
        if (!isBookingPost(request)) return false;
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1;
      },
    },
  );
  return { ...served, keys };
}

describe('GuestBooking retries', () => {
  it.each([
    ['without a scan (fetch)', undefined],
    ['with a passport scan (XHR upload)', 'scan'],
  ] as const)(
    'a booking whose answer was lost shows the first booking on "Book now" again, %s',
    async (_how, withScan) => {
      const user = userEvent.setup();
      const { api, keys } = serveLosingFirstBooking();
      const onBooked = vi.fn();
      renderGuestBooking({ ...(await openWindow(api)), onBooked });
      const before = api.db().bookings.bookings.length;
      const scan = withScan
        ? new File([new Uint8Array(4096)], 'passport.png', { type: 'image/png' })
        : undefined;
      await reachReview(user, freeStay(api), scan);

      await user.click(screen.getByRole('button', { name: 'Book now' }));
      // The server booked it; the page only knows the connection failed.
      expect(await screen.findByText(/Connection error/)).toBeVisible();
      expect(api.db().bookings.bookings).toHaveLength(before + 1);
      const first = api.db().bookings.bookings.at(-1)!;

      await user.click(screen.getByRole('button', { name: 'Book now' }));
      expect(await screen.findByRole('heading', { name: /Booking request sent/ })).toBeVisible();
      expect(screen.getByText(String(first.id))).toBeInTheDocument();
      expect(screen.queryByText(/address is invalid or has already been used/)).toBeNull();
      expect(api.db().bookings.bookings).toHaveLength(before + 1);
      expect(onBooked).toHaveBeenCalledTimes(1);
      expect(onBooked).toHaveBeenCalledWith({ bookingId: first.id });
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
    },
  );

  it('changed answers after a lost answer are a new request, with a new key', async () => {
    const user = userEvent.setup();
    const { api, keys } = serveLosingFirstBooking();
    renderGuestBooking(await openWindow(api));
    await reachReview(user, freeStay(api));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText(/Connection error/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await user.type(phone, '9');
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    await screen.findByText(/address is invalid or has already been used|Booking request sent/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('GuestBooking on a slow link', () => {
  it('shows the upload’s progress with a way to stop it; stopping keeps everything for another try', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    // A link so slow the upload stays at 10 % for as long as the test looks.
    renderGuestBooking(await openWindow(api));
    const before = api.db().bookings.bookings.length;
    const scan = new File([new Uint8Array(8192)], 'passport.png', { type: 'image/png' });
    await reachReview(user, freeStay(api), scan);
    // The scan is never stored, not even its name (issue 16 §3).
    const stored = `${Object.values(sessionStorage).join(' ')} ${Object.values(localStorage).join(' ')}`;
    expect(stored).toContain('Beridze');
    expect(stored).not.toContain('passport.png');

    vi.stubGlobal('XMLHttpRequest', stalledXhr(500_000, 5_000_000));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading: 10%' });
    expect(bar).toHaveAttribute('value', '10');
    await user.click(screen.getByRole('button', { name: 'Stop sending' }));
    expect(await screen.findByText(/Sending stopped\./)).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/Connection error/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeEnabled();
    expect(api.db().bookings.bookings).toHaveLength(before);
    expect(sessionStorage.getItem(formMemoryKey(101))).toContain('Beridze');
  });
});

describe('GuestBooking errors and the guest’s hashes (issue 16 §4)', () => {
  it('no error the host receives (sakhli-error detail) or the page shows names the hashes', async () => {
    const user = userEvent.setup();
    const { api } = serveLosingFirstBooking();
    const w = await openWindow(api);
    const errors: unknown[] = [];
    render(
      <SakhliProvider apiBase={API_BASE} onError={(_action, error) => errors.push(error)}>
        <GuestBooking {...w} />
      </SakhliProvider>,
    );
    await reachReview(user, freeStay(api));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText(/Connection error/);
    // And an HTTP error: changed answers are a new request, and the lost one used the window.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(await screen.findByRole('textbox', { name: /^Phone/ }), '9');
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    await screen.findByText(/already been used/);

    expect(errors.length).toBeGreaterThanOrEqual(2);
    const seen = errors.map((error) => {
      const { message, call, cause } = error as { message: string; call: string; cause: unknown };
      return JSON.stringify([errorDetail(error), message, call, String(cause)]);
    });
    for (const text of [...seen, document.body.textContent ?? '']) {
      expect(text).not.toContain(w.hash);
      expect(text).not.toContain(w.timeHash);
    }
    expect(seen.join()).toContain(':hash/:timeHash');
  });
});
