// BookingChange against the real demo API: what a guest sees and decides, and what the host page receives.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { serveDemoApi } from '../guest-booking/testing';
import { linkOf, renderBookingChange } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const confirmCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/qr/book/confirm');

describe('BookingChange change mode', () => {
  it('shows the booking now and as proposed with the changes named, and accepts once after a confirm', async () => {
    const user = userEvent.setup();
    const { api, calls } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const onDecision = vi.fn();
    renderBookingChange({ bookingId: link.bookingId, token: link.token, onDecision });

    const table = await screen.findByRole('table', { name: 'Your booking now and as proposed' });
    expect(within(table).getByRole('columnheader', { name: 'Now' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Proposed' })).toBeInTheDocument();
    // Differences are said in words, not only shown in colour.
    const changed = within(table).getAllByText('Changed');
    expect(changed.length).toBeGreaterThan(0);
    expect(screen.getByText(/terms? changes?/)).toHaveTextContent(String(changed.length));

    await user.click(screen.getByRole('button', { name: 'Accept the changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept the new terms?' });
    expect(dialog).toHaveTextContent('You can answer only once.');
    expect(confirmCalls(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, accept' }));

    const result = await screen.findByText('You accepted the booking changes.');
    expect(result).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept the changes' })).not.toBeInTheDocument();
    expect(onDecision).toHaveBeenCalledTimes(1);
    expect(onDecision).toHaveBeenCalledWith({ bookingId: link.bookingId, decision: 'accept' });
    expect(confirmCalls(calls)).toHaveLength(1);
    expect(api.db().guest.changes.find((c) => c.bookingId === link.bookingId)?.state).toBe(
      'accepted',
    );
  });

  it('names the booking while its proposed change is on its way', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api } = serveDemoApi(
      {},
      {
        answerInstead: (request) =>
          new URL(request.url).pathname === '/api/qr/book/change'
            ? (held.then(() => api.fetch(request)) as unknown as Response)
            : undefined,
      },
    );
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    renderBookingChange({ bookingId: link.bookingId, token: link.token });
    // Issue 28 §5: the page says what it is about with its code, the terms follow with the data.
    expect(
      await screen.findByRole('heading', {
        name: `Changes to your booking №\u00a0${link.bookingId}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('table')).toBeNull();

    release();
    expect(
      await screen.findByRole('table', { name: 'Your booking now and as proposed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('rejects with the keyboard only; Escape in the dialog sends nothing', async () => {
    const user = userEvent.setup();
    const { api, calls } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const onDecision = vi.fn();
    renderBookingChange({ bookingId: link.bookingId, token: link.token, onDecision });
    await screen.findByRole('table');

    const reject = screen.getByRole('button', { name: 'Reject the changes' });
    while (document.activeElement !== reject) await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Reject the new terms?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(reject).toHaveFocus();
    expect(confirmCalls(calls)).toHaveLength(0);

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject the new terms?' });
    const yes = within(dialog).getByRole('button', { name: 'Yes, reject' });
    while (document.activeElement !== yes) await user.tab();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('You rejected the booking changes.')).toBeVisible();
    expect(onDecision).toHaveBeenCalledWith({ bookingId: link.bookingId, decision: 'reject' });
    expect(confirmCalls(calls)).toHaveLength(1);
  });

  it('sends one decision only: the pending button ignores a second click', async () => {
    const user = userEvent.setup();
    const { api, calls } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    // Hold the decision on its way so the guest can click again meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('book/confirm')) await held;
      return realFetch(input, init);
    });
    renderBookingChange({ bookingId: link.bookingId, token: link.token });
    await user.click(await screen.findByRole('button', { name: 'Accept the changes' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, accept' }));
    const pending = await screen.findByRole('button', { name: /Accept the changes/ });
    await waitFor(() => expect(pending).toHaveAttribute('aria-busy', 'true'));
    await user.click(pending);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject the changes' })).toBeDisabled();
    release();
    expect(await screen.findByText('You accepted the booking changes.')).toBeVisible();
    expect(confirmCalls(calls)).toHaveLength(1);
  });

  it('a decision lost to the network keeps the page and is sent again by "Try again"', async () => {
    const user = userEvent.setup();
    const { api, calls } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const realFetch = globalThis.fetch;
    let failures = 1;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('book/confirm') && failures-- > 0) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return realFetch(input, init);
    });
    const onDecision = vi.fn();
    renderBookingChange({ bookingId: link.bookingId, token: link.token, onDecision });
    await user.click(await screen.findByRole('button', { name: 'Reject the changes' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, reject' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server');
    expect(screen.getByRole('table')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You rejected the booking changes.')).toBeVisible();
    expect(onDecision).toHaveBeenCalledExactlyOnceWith({
      bookingId: link.bookingId,
      decision: 'reject',
    });
    expect(confirmCalls(calls)).toHaveLength(1);
  });

  it('a decision made meanwhile elsewhere is said in place and the buttons go away', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const onDecision = vi.fn();
    renderBookingChange({ bookingId: link.bookingId, token: link.token, onDecision });
    await user.click(await screen.findByRole('button', { name: 'Accept the changes' }));
    // The guest answered from another tab while this dialog was open.
    const other = await api.fetch(
      new Request('http://api.test/api/qr/book/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          booking_id: link.bookingId,
          token: link.token,
          lang: 'en',
          decision: 'reject',
        }),
      }),
    );
    expect(other.status).toBe(200);
    await user.click(await screen.findByRole('button', { name: 'Yes, accept' }));
    expect(await screen.findByText('Request was already handled.')).toBeVisible();
    expect(screen.getByText(/Nothing more to do here/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept the changes' })).not.toBeInTheDocument();
    expect(onDecision).not.toHaveBeenCalled();
  });

  it.each([
    ['handled', 'Already answered', 'Request was already handled.', /Nothing more to do here/],
    [
      'expired',
      'Too late to answer',
      'The booking changes request is no longer available (expired).',
      /ask the host to send a new request/,
    ],
    [
      'incorrectToken',
      'This link cannot be used',
      'Incorrect token.',
      /most recent e-mail about this booking/,
    ],
  ])(
    'a %s link says why and what to do next, with nothing to decide',
    async (kind, title, reason, next) => {
      const { api } = serveDemoApi();
      const link = await linkOf(api, 'bookingChangeLinks', kind);
      renderBookingChange({ bookingId: link.bookingId, token: link.token });
      // Errors are alerts; "already answered" and "too late" are calmer statuses.
      const alert = (await screen.findByText(title)).closest('[part~="alert"]');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(reason);
      expect(alert).toHaveTextContent(next);
      // The page still says what it is about (a phone shows no other heading).
      expect(screen.getByRole('heading', { name: 'Changes to your booking' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /Accept|Reject/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  );

  it('reads booking, token and language from the address: a Georgian link shows Georgian', async () => {
    const { api } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const url = new URL(link.url);
    url.searchParams.set('lang', 'ge');
    history.replaceState(null, '', `/existing/book/change${url.search}`);
    renderBookingChange({ fromUrl: true }, 'en');
    expect(
      await screen.findByRole('button', { name: 'ცვლილებებზე დათანხმება' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAccessibleName(
      'თქვენი ჯავშანი ახლა და შემოთავაზებული სახით',
    );
  });

  it('takes the token out of the address bar once read, and keeps working (issue 16 §4)', async () => {
    const user = userEvent.setup();
    const { api, calls } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const url = new URL(link.url);
    const token = url.searchParams.get('token')!;
    url.searchParams.set('lang', 'en');
    history.pushState({ mark: 'kept' }, '', `/existing/book/change${url.search}#top`);
    const entries = history.length;
    renderBookingChange({ fromUrl: true }, 'en');
    await screen.findByRole('button', { name: 'Accept the changes' });
    await waitFor(() => expect(location.search).not.toContain('token'));
    expect(new URLSearchParams(location.search).get('booking_id')).toBe(
      url.searchParams.get('booking_id'),
    );
    expect(location.hash).toBe('#top');
    expect(history.state).toEqual({ mark: 'kept' });
    expect(history.length).toBe(entries); // replaced, not a new entry
    expect(location.href).not.toContain(token);

    // The widget still holds the token for the decision.
    await user.click(screen.getByRole('button', { name: 'Accept the changes' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, accept' }));
    expect(await screen.findByText('You accepted the booking changes.')).toBeVisible();
    expect(confirmCalls(calls)).toHaveLength(1);
  });

  it('a network failure keeps the page and offers to try again', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const realFetch = globalThis.fetch;
    let offline = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      offline ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderBookingChange({ bookingId: link.bookingId, token: link.token }, 'ru', queryClient);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось связаться с сервером');
    offline = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('a garbled answer is no verdict on the link: "Try again" loads it (issue 27 §1)', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    const link = await linkOf(api, 'bookingChangeLinks', 'pending');
    const realFetch = globalThis.fetch;
    let garbled = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      garbled
        ? Promise.resolve(
            new Response('{"data": {"items": "none"}}', {
              headers: { 'content-type': 'application/json' },
            }),
          )
        : realFetch(input, init),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderBookingChange({ bookingId: link.bookingId, token: link.token }, 'en', queryClient);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    garbled = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says the link is incomplete when it has no token', async () => {
    serveDemoApi();
    renderBookingChange({ bookingId: 5006 });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
  });
});

describe('BookingChange cancel mode', () => {
  it('shows the booking with its status and cancels after a confirm that says what it means', async () => {
    const user = userEvent.setup();
    const { api } = serveDemoApi();
    const link = await linkOf(api, 'bookingCancelLinks', 'cancellable');
    const onCancelled = vi.fn();
    renderBookingChange({
      mode: 'cancel',
      bookingId: link.bookingId,
      token: link.token,
      onCancelled,
    });

    // The heading shows before the booking arrives (issue 28 §5); its status comes with it.
    expect(
      await screen.findByRole('heading', { name: `Your booking №\u00a0${link.bookingId}` }),
    ).toBeInTheDocument();
    const before = api.db().bookings.bookings.find((b) => b.id === link.bookingId)!;
    const label = before.status === 'new' ? 'New' : 'Approved';
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByText('Payment')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the booking' }));

    expect(await screen.findByText('Booking canceled.')).toBeVisible();
    expect(screen.getByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).not.toBeInTheDocument();
    expect(onCancelled).toHaveBeenCalledWith({ bookingId: link.bookingId });
    expect(api.db().bookings.bookings.find((b) => b.id === link.bookingId)?.status).toBe(
      'canceled',
    );
  });

  it('keeps the booking when the guest steps back from the dialog', async () => {
    const user = userEvent.setup();
    const { api, calls } = serveDemoApi();
    const link = await linkOf(api, 'bookingCancelLinks', 'cancellable');
    renderBookingChange({ mode: 'cancel', bookingId: link.bookingId, token: link.token });
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }));
    await user.click(await screen.findByRole('button', { name: 'Keep the booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('an already canceled booking shows as canceled with no cancel button', async () => {
    const { api } = serveDemoApi();
    const link = await linkOf(api, 'bookingCancelLinks', 'canceled');
    renderBookingChange({ mode: 'cancel', bookingId: link.bookingId, token: link.token }, 'ge');
    expect(await screen.findByText('გაუქმებული')).toBeInTheDocument();
    expect(screen.getByText(/ეს ჯავშანი გაუქმებულია/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('an expired link says so and what to do next', async () => {
    serveDemoApi();
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { message: 'This link has expired.', data: { code: 'error.linkExpired' } },
        { status: 410 },
      ),
    );
    renderBookingChange({ mode: 'cancel', bookingId: 5002, token: 'old' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has expired.');
    expect(alert).toHaveTextContent('Ask the host for a new link');
    expect(screen.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  });
});
