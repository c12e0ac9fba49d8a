// GuestBooking against the real demo API: what a guest sees and does, and what the host page receives.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_WINDOW_MS } from '@sakhli/sdk';
import { RIVAL_EMAIL, rivalBooking } from '../../test/rivalBooking';
import { formatMoney } from '../shell/i18n/format';
import { formMemoryKey } from './formMemory';
import { resolveLink } from './guestLink';
import {
  API_BASE,
  chooseDates,
  fillGuest,
  freeStay,
  guestLinkOf,
  openWindow,
  renderGuestBooking,
  serveDemoApi,
} from './testing';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.removeItem(formMemoryKey(101));
});
afterEach(() => vi.unstubAllGlobals());

const next = () => screen.getByRole('button', { name: 'Next' });

/** The e-mails the demo API sent to `address`. */
const mailsTo = (api: ReturnType<typeof serveDemoApi>['api'], address: string) =>
  api
    .db()
    .outbox.list()
    .filter((m) => m.to === address);

/** Step 2 with dates chosen and a valid guest filled in, on the review step. */
async function reachReview(
  user: ReturnType<typeof userEvent.setup>,
  stay: { from: string; to: string },
) {
  await chooseDates(user, stay);
  await user.click(next());
  await fillGuest(user);
  await user.click(next());
  await screen.findByRole('heading', { name: 'Review and book' });
}

describe('GuestBooking step 1 (apartment + hash)', () => {
  it('shows the apartment, refuses an invalid e-mail in place and then says where the link went', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    renderGuestBooking(guestLinkOf(api));
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(/\S/);
    expect(screen.getByText(/per night/)).toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'nino@example');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText('Invalid E-mail.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.db().outbox.latest('nino@example')).toBeUndefined();

    await user.clear(email);
    await user.type(email, 'nino@example.ge');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('nino@example.ge')).toBeInTheDocument();
    expect(api.db().outbox.latest('nino@example.ge')?.link).toMatch(/\/qr\/booking\/101\//);

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(/A new link went to/)).toBeInTheDocument();
    expect(mailsTo(api, 'nino@example.ge')).toHaveLength(2);
  });

  it('sends one e-mail on a double click of "Send me the link" and of "Send again"', async () => {
    // Clicks with no timer between them: the second comes before the button can show it is busy.
    const user = userEvent.setup({ delay: null });
    // Each e-mail's answer waits for the test, as a slow network's would: both clicks are in first.
    let release = () => {};
    const { api, calls } = serveDemoApi(
      {},
      {
        answerInstead: (request) =>
          request.method === 'POST'
            ? (new Promise<void>((go) => (release = go)).then(() =>
                api.fetch(request),
              ) as unknown as Response)
            : undefined,
      },
    );
    const posts = () => calls.filter((c) => c.method === 'POST').length;
    renderGuestBooking(guestLinkOf(api));
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'eka@example.ge');
    await user.dblClick(screen.getByRole('button', { name: 'Send me the link' }));
    expect(posts()).toBe(1);
    release();
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    await user.dblClick(screen.getByRole('button', { name: 'Send again' }));
    expect(posts()).toBe(2);
    release();
    expect(await screen.findByText(/A new link went to/)).toBeInTheDocument();
    expect(mailsTo(api, 'eka@example.ge')).toHaveLength(2);
  });

  it('offers the e-mail field while the apartment is still on its way', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const apartmentCall = (request: Request) =>
      request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/qr/booking/');
    const { api } = serveDemoApi(
      {},
      {
        answerInstead: (request) =>
          apartmentCall(request)
            ? (held.then(() => api.fetch(request)) as unknown as Response)
            : undefined,
      },
    );
    renderGuestBooking(guestLinkOf(api));
    // Issue 28 §5: the step's own words and field need no data, so a guest can start at once.
    expect(
      await screen.findByRole('heading', { name: 'Start your reservation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText(/per night/)).toBeNull();

    release();
    expect(await screen.findByText(/per night/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says in place that an unknown link is invalid or used', async () => {
    serveDemoApi();
    renderGuestBooking({ apartmentId: 101, hash: 'not-a-real-hash' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mentioned address is invalid or has already been used.',
    );
  });

  it('a link check that failed for the server offers Try again, which shows the apartment', async () => {
    let down = true;
    const { api } = serveDemoApi(
      {},
      {
        answerInstead: (request) =>
          down && request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/qr/')
            ? Response.json({ message: 'The booking desk is resting.' }, { status: 500 })
            : undefined,
      },
    );
    renderGuestBooking(guestLinkOf(api));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The booking desk is resting.');
    down = false;
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/per night/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });

  it('a used or forged time hash starts over under the e-mail step heading', async () => {
    const { api } = serveDemoApi();
    renderGuestBooking({ ...guestLinkOf(api), timeHash: 'forged' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mentioned address is invalid or has already been used.',
    );
    expect(screen.getByRole('heading', { name: 'Start your reservation' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });

  it('speaks Georgian and Russian', async () => {
    const { api } = serveDemoApi();
    const { unmount } = renderGuestBooking(guestLinkOf(api), 'ge');
    expect(await screen.findByRole('button', { name: 'ბმულის გამოგზავნა' })).toBeInTheDocument();
    unmount();
    renderGuestBooking(guestLinkOf(api), 'ru');
    expect(await screen.findByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
  });
});

describe('GuestBooking step 2 (apartment + hash + time hash)', () => {
  it('counts the window down visibly and announces 5 minutes left once, politely', async () => {
    // The window opened 4:58 ago on the server's clock: 5:02 are left.
    const { api } = serveDemoApi();
    const w = await openWindow(api);
    api.clock().advance(GUEST_WINDOW_MS / 2 - 2_000);
    // The widget counts on performance.now() and a 1 s interval: stopped until the test moves
    // them, however long a loaded machine takes to render (requests and waits stay real).
    vi.useFakeTimers({ toFake: ['performance', 'setInterval', 'clearInterval'] });
    try {
      renderGuestBooking(w);
      const timer = await screen.findByRole('timer', { name: 'Time left to book' });
      expect(timer).toHaveTextContent(/05:0[0-2]/);
      const live = timer.parentElement!.querySelector('[aria-live="polite"]')!;
      expect(live).toHaveTextContent('');
      act(() => vi.advanceTimersByTime(3_000));
      expect(live).toHaveTextContent('5 minutes left to book.');
      expect(timer).toHaveTextContent(/04:5\d|05:00/);
      act(() => vi.advanceTimersByTime(30_000));
      expect(live).toHaveTextContent('5 minutes left to book.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the spec §5 messages: required fields, child age 12 passes and 13 fails, ages per child', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    renderGuestBooking(await openWindow(api));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Field is required.')).toBeInTheDocument();

    await chooseDates(user, freeStay(api));
    await user.click(next());
    await screen.findByRole('heading', { name: 'Guest details' });
    await user.click(next());
    expect((await screen.findAllByText('Field is required.')).length).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();

    const children = screen.getByRole('spinbutton', { name: 'Children (up to 12)' });
    await user.clear(children);
    await user.type(children, '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Age of child 1' }), '12');
    await user.type(screen.getByRole('spinbutton', { name: 'Age of child 2' }), '13');
    const second = screen.getByRole('spinbutton', { name: 'Age of child 2' });
    expect(screen.getByRole('spinbutton', { name: 'Age of child 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Max child age is 12 years old.')).toBeInTheDocument();

    await user.clear(second);
    await user.type(second, '7');
    expect(screen.queryByText('Max child age is 12 years old.')).not.toBeInTheDocument();
    expect(screen.getByText('Does not match the number of children.')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Age of child 3' }), '0');
    expect(screen.queryByText('Does not match the number of children.')).not.toBeInTheDocument();
  });

  it('refuses a passport scan of the wrong type before uploading anything', async () => {
    // A guest may pick "All files" in the dialog: the accept list alone does not stop them.
    const user = userEvent.setup({ applyAccept: false });
    const { api, calls } = serveDemoApi();
    renderGuestBooking(await openWindow(api));
    await chooseDates(user, freeStay(api));
    await user.click(next());
    const picker = (await screen.findByText('Passport scan')).closest('[part~="field"]')!;
    const input = picker.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(picker as HTMLElement).findByText('This file type is not allowed.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('books once on a double click, shows the confirmation and tells the host the booking id', async () => {
    const user = userEvent.setup();
    const { api, calls } = serveDemoApi();
    const onBooked = vi.fn();
    renderGuestBooking({ ...(await openWindow(api)), onBooked });
    const stay = freeStay(api);
    await reachReview(user, stay);
    const nightly = api.db().apartments.apartments.find((a) => a.id === 101)!.nightlyPrice;
    // toHaveTextContent normalises the no-break space Intl puts after the currency.
    expect(screen.getByText('Price').nextElementSibling).toHaveTextContent(
      formatMoney(2 * nightly, 'en').replace(/\s/g, ' '),
    );
    expect(screen.getByText('Nino Beridze, nino@example.ge')).toBeInTheDocument();

    await user.dblClick(screen.getByRole('button', { name: 'Book now' }));
    const done = await screen.findByRole('heading', { name: /Booking request sent/ });
    expect(done).toHaveFocus();
    const posts = calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/qr/booking/'));
    expect(posts).toHaveLength(1);
    const created = api.db().bookings.bookings.at(-1)!;
    expect(created).toMatchObject({ incomeDate: stay.from, exitDate: stay.to, status: 'new' });
    expect(onBooked).toHaveBeenCalledTimes(1);
    expect(onBooked).toHaveBeenCalledWith({ bookingId: created.id });
    expect(screen.getByText(String(created.id))).toBeInTheDocument();
    expect(sessionStorage.getItem(formMemoryKey(101))).toBeNull();
  });

  it('uploads a passport scan with progress and books', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    renderGuestBooking(await openWindow(api));
    await chooseDates(user, freeStay(api));
    await user.click(next());
    const picker = (await screen.findByText('Passport scan')).closest('[part~="field"]')!;
    const input = picker.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array(2048)], 'passport.png', { type: 'image/png' }),
    );
    expect(within(picker as HTMLElement).getByText('passport.png')).toBeInTheDocument();
    await fillGuest(user);
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByText(/Uploading: \d+%/)).toBeInTheDocument();
    await screen.findByRole('heading', { name: /Booking request sent/ });
    expect(api.db().bookings.bookings.at(-1)!.guest.passportScan).toMatchObject({
      name: 'passport.png',
      type: 'image/png',
    });
  });

  it('keeps every field when someone booked the dates, refreshes them and highlights the clash', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    renderGuestBooking(await openWindow(api));
    const stay = freeStay(api);
    await reachReview(user, stay);

    // Another guest books the same nights first.
    const other = await openWindow(api, RIVAL_EMAIL);
    const response = await api.fetch(new Request(...rivalBooking(API_BASE, other, stay)));
    expect(response.status).toBe(201);

    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const alert = await screen.findByText(
      'Someone booked the dates you selected; choose alternatives.',
    );
    expect(alert.closest('[role="alert"]')).toHaveTextContent('outlined in red');
    expect(await screen.findByRole('heading', { name: 'Dates' })).toBeInTheDocument();
    const clash = document.querySelectorAll('.sakhli-highlighted');
    expect(clash).toHaveLength(2);
    for (const cell of clash) {
      expect(cell.classList.contains('sakhli-booked')).toBe(true);
      expect(within(cell as HTMLElement).getByRole('button')).toBeDisabled();
    }
    // Nothing typed was lost.
    expect(sessionStorage.getItem(formMemoryKey(101))).toContain('Beridze');
    await chooseDates(user, freeStay(api));
    await user.click(next());
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Nino');
    expect(screen.getByRole('textbox', { name: 'Personal or passport number' })).toHaveValue(
      '01024012345',
    );
  });

  it('says the window expired, keeps the form and continues it from a new e-mailed link', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    const first = await openWindow(api);
    const { unmount } = renderGuestBooking(first);
    await reachReview(user, freeStay(api));

    act(() => api.clock().advance(GUEST_WINDOW_MS + 60_000));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Your 10 minutes are over')).toBeInTheDocument();
    // Focus moves once the new view has painted (useFocusWhenReady), not in the same render.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Send a new link' })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nino@example.ge');
    // The hold is over: the guest's personal data leaves storage (issue 16 §3), kept in the page only.
    expect(sessionStorage.getItem(formMemoryKey(101))).toBeNull();
    expect(localStorage.getItem(formMemoryKey(101))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    const link = api.db().outbox.latest('nino@example.ge')!.link!;
    unmount();

    // The guest opens the new link in a new tab (its own, empty sessionStorage): the form comes back.
    expect(localStorage.getItem(formMemoryKey(101))).toContain('Beridze');
    sessionStorage.clear();
    const fresh = resolveLink({ fromUrl: true }, new URL(link).pathname)!;
    expect(fresh.timeHash).not.toBe(first.timeHash);
    renderGuestBooking(fresh);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Nino');
    // Taken back into the new tab's sessionStorage; nothing waits in localStorage any more.
    expect(localStorage.getItem(formMemoryKey(101))).toBeNull();
  });
});

describe('resolveLink', () => {
  it('reads the guest routes of spec §2 from a page address, where the inputs give none', () => {
    const fromUrl = (path: string) => resolveLink({ fromUrl: true }, path);
    expect(fromUrl('/qr/booking/101/abc')).toEqual({ apartmentId: 101, hash: 'abc' });
    expect(fromUrl('/en/qr/booking/7/abc/t1/')).toEqual({
      apartmentId: 7,
      hash: 'abc',
      timeHash: 't1',
    });
    expect(fromUrl('/qr/book/cancel')).toBeUndefined();
    // An apartment number no API gives (the SDK's bound: 12 digits).
    expect(fromUrl('/qr/booking/12345678901234567/abc')).toBeUndefined();
    expect(resolveLink({ fromUrl: true, apartmentId: 5, hash: 'x' }, '/qr/booking/7/abc')).toEqual({
      apartmentId: 5,
      hash: 'x',
    });
  });
});
