// /home (issue 26 §1): each card from its own query with its own states; a card that failed says so
// in place with its own retry while the others show their data (never its "nothing waits" text);
// a resident sees only a resident's cards and asks for nothing else; the heading is the menu's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { tbilisiToday } from '@sakhli/sdk';
import {
  heading,
  OWNER_USER as OWNER,
  renderPortal,
  type Answers,
} from '../../../test/renderPortal';
import { ownerHomeAnswers } from './fixtures';

type WaitingBody = { data: { items: { accept_until: string }[] } };

/** The card whose heading reads `name`. */
async function card(name: string | RegExp) {
  const title = await screen.findByRole('heading', { level: 2, name });
  return title.closest('section')!;
}

beforeEach(async () => {
  await page.viewport(1280, 900);
});

const ok = (body: unknown) => (): [number, unknown] => [200, body];

function ownerAnswers(): Answers {
  return Object.fromEntries(Object.entries(ownerHomeAnswers()).map(([k, body]) => [k, ok(body)]));
}

/** GET calls made to `path` (query ignored). */
function gets(fetch: { mock: { calls: unknown[][] } }, path: string) {
  return fetch.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    return url.pathname === `/${path}` && ((init as RequestInit)?.method ?? 'GET') === 'GET';
  }).length;
}

describe('/home as a resident', () => {
  it("shows the resident's cards with their data, Pay for what is owed, and no owner's card", async () => {
    const user = userEvent.setup();
    const { fetch, portal } = await renderPortal('/home', { signedIn: true });
    // The title matches the menu's entry.
    await heading('Dashboard');
    const bills = await card('Bills to pay');
    await waitFor(() => expect(bills).toHaveTextContent(/You owe .*48\.60 in total\./));
    const pay = within(bills).getByRole('link', {
      name: 'Pay Electricity, 71 Vazha-Pshavela Ave, block A, apt 17',
    });
    // Water is paid up: no Pay for it.
    expect(within(bills).queryByRole('link', { name: /Pay Water/ })).toBeNull();
    expect(await within(await card('Next payment')).findByText(/falls due on/)).toHaveTextContent(
      /GEL 61\.00 falls due on December 25, 2026\./,
    );
    expect(await within(await card('Messages')).findByText('5 unread messages.')).toBeVisible();
    expect(await within(await card('Open tickets')).findByText('No ticket is open.')).toBeVisible();
    expect(
      await within(await card('Overdue contracts')).findByText(/1 contract payment is overdue/),
    ).toBeVisible();
    expect(
      await within(await card('Loyalty points')).findByText('1,250 points to spend'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Bookings waiting for you' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Guests today' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Revenue' })).toBeNull();
    // Each card's call once, none of an owner's.
    for (const path of [
      'api/apartments/billing',
      'api/finance/summary',
      'api/tickets/list',
      'api/contracts/summary',
      'api/loyalty/wallet',
      'api/notifications/count',
    ]) {
      expect(gets(fetch, path), path).toBe(1);
    }
    for (const path of ['api/bookings', 'api/bookings/calendar', 'api/analytics/revenue']) {
      expect(gets(fetch, path), path).toBe(0);
    }
    await user.click(pay);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/pay/101/electricity'));
  });
});

describe('/home when the unread counts fail', () => {
  it('the Messages card says so in place with its retry, and nothing is toasted', async () => {
    const user = userEvent.setup();
    let down = true;
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const counts = { data: { bookings: { count: 2 }, messages: { count: 5 } } };
    const { portal } = await renderPortal('/home', {
      signedIn: true,
      answers: {
        // A refusal is not retried by the query client: the failure shows at once.
        'GET api/notifications/count': async () => {
          await held;
          return down ? [403, { message: 'The counter is resting.' }] : [200, counts];
        },
      },
    });
    // Watched before the answer comes: a toast is asked for as the call fails.
    const toast = vi.spyOn(portal.toasts, 'show');
    answer();
    await heading('Dashboard');
    const messages = await card('Messages');
    const alert = await within(messages).findByRole('alert');
    expect(alert).toHaveTextContent('The counter is resting.');
    expect(messages).not.toHaveTextContent(/No unread messages/);
    // Said once, in the card: no toast tells every screen about a count only this card shows.
    expect(toast).not.toHaveBeenCalled();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(messages).findByText('5 unread messages.')).toBeVisible();
  });
});

describe('/home on sign-out', () => {
  it('asks for none of its cards again as the user signs out from it', async () => {
    const { fetch, portal } = await renderPortal('/home', { signedIn: true });
    await heading('Dashboard');
    await within(await card('Loyalty points')).findByText('1,250 points to spend');
    await portal.router.navigate({ to: '/logout' });
    await heading('Sign in');
    for (const path of ['api/apartments/billing', 'api/loyalty/wallet', 'api/contracts/summary']) {
      expect(gets(fetch, path), path).toBe(1);
    }
  });
});

describe('/home as an owner', () => {
  it('adds the bookings waiting with their 48-hour deadline, today’s guests and revenue', async () => {
    await renderPortal('/home', { signedIn: true, user: OWNER, answers: ownerAnswers() });
    await heading('Dashboard');
    const waiting = await card('Bookings waiting for you');
    // The deadline's year on Tbilisi's clock: the test clock may stand on New Year's Eve.
    const { accept_until } = (ownerHomeAnswers()['GET api/bookings'] as WaitingBody).data.items[0]!;
    const deadlineYear = tbilisiToday(Date.parse(accept_until)).slice(0, 4);
    expect(await within(waiting).findByText('1 booking waits for your answer.')).toBeVisible();
    expect(within(waiting).getByText(/Nino Beridze, 71 Vazha-Pshavela Ave/)).toBeVisible();
    expect(waiting).toHaveTextContent(new RegExp(`· accept by .*${deadlineYear}`));
    expect(within(waiting).getByText(/accepted within 48 hours/)).toBeVisible();
    const today = await card('Guests today');
    const arriving = await within(today).findByText('Arriving');
    expect(arriving.closest('div')).toHaveTextContent('Anna Schmidt · Vake');
    expect(arriving.closest('div')).not.toHaveTextContent('Luka Kapanadze');
    expect(within(today).getByText('Leaving').closest('div')).toHaveTextContent(
      'Luka Kapanadze · Saburtalo',
    );
    const revenue = await card('Revenue');
    expect(await within(revenue).findByRole('figure', { name: 'Revenue by month' })).toBeVisible();
  });

  it('shows a failed card’s reason and retry in place while the others show their data', async () => {
    const user = userEvent.setup();
    let bookingsDown = true;
    const answers = ownerAnswers();
    const waitingBody = ownerHomeAnswers()['GET api/bookings'];
    answers['GET api/bookings'] = () =>
      bookingsDown ? [500, { message: 'The bookings service is resting.' }] : [200, waitingBody];
    const { fetch } = await renderPortal('/home', { signedIn: true, user: OWNER, answers });
    await heading('Dashboard');
    const waiting = await card('Bookings waiting for you');
    const alert = await within(waiting).findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(alert).toHaveTextContent('The bookings service is resting.');
    // A failure is never shown as good news.
    expect(waiting).not.toHaveTextContent(/No booking waits/);
    // The others are untouched.
    expect(await within(await card('Bills to pay')).findByText(/in total/)).toBeVisible();
    expect(await within(await card('Guests today')).findByText('Arriving')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    bookingsDown = false;
    const calls = gets(fetch, 'api/bookings');
    await user.click(within(waiting).getByRole('button', { name: 'Try again' }));
    expect(await within(waiting).findByText('1 booking waits for your answer.')).toBeVisible();
    expect(gets(fetch, 'api/bookings')).toBe(calls + 1);
    expect(within(waiting).queryByRole('alert')).toBeNull();
  });

  it('shows a card’s skeleton while its answer is on the way, then its data', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const revenue = ownerHomeAnswers()['GET api/analytics/revenue'];
    await renderPortal('/home', {
      signedIn: true,
      user: OWNER,
      answers: {
        ...ownerAnswers(),
        'GET api/analytics/revenue': async () => {
          await held;
          return [200, revenue];
        },
      },
    });
    await heading('Dashboard');
    const card_ = await card('Revenue');
    expect(await within(card_).findByRole('status')).toHaveTextContent('Loading Revenue…');
    // The others do not wait for it.
    expect(await within(await card('Guests today')).findByText('Arriving')).toBeVisible();
    answer();
    expect(await within(card_).findByRole('figure', { name: 'Revenue by month' })).toBeVisible();
    expect(within(card_).queryByText('Loading Revenue…')).toBeNull();
  });
});

describe('/home on a 375 px phone', () => {
  it('puts the cards one under another, nothing wider than the screen', async () => {
    await page.viewport(375, 800);
    await renderPortal('/home', { signedIn: true, user: OWNER, answers: ownerAnswers() });
    await heading('Dashboard');
    const bills = await card('Bills to pay');
    const next = await card('Next payment');
    await within(next).findByText(/falls due on/);
    expect(next.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      bills.getBoundingClientRect().bottom,
    );
    expect(within(bills).getByRole('link', { name: /^Pay Electricity/ })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});
