// LoyaltyWallet against the real demo API: signed out, the four balances, the catalogue's rules,
// and test mode (sample data, marked as a demo, nothing sent).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getWallet } from '@sakhli/sdk';
import { fmt, loyaltyDemoPerTest, ownerClient, renderLoyaltyWallet } from './testing';

const demo = loyaltyDemoPerTest();

/** The tile of one balance kind, by its heading. */
function tile(kind: string) {
  return screen.getByRole('heading', { name: kind, level: 3 }).closest('li')!;
}

describe('LoyaltyWallet signed out', () => {
  it('shows the signed-out state and asks the host for a session, calling nothing', async () => {
    const onAuth = vi.fn();
    renderLoyaltyWallet({ onAuthRequired: onAuth });
    expect(await screen.findByText('Sign in to see your points')).toBeVisible();
    expect(onAuth).toHaveBeenCalled();
    expect(demo.calls.filter((c) => c.path.startsWith('/api/'))).toHaveLength(0);
  });

  it('turns to the signed-out state when the API rejects the session (401)', async () => {
    const onAuth = vi.fn();
    renderLoyaltyWallet({
      onAuthRequired: onAuth,
      session: { accessToken: 'expired', refreshToken: null },
    });
    expect(await screen.findByText('Sign in to see your points')).toBeVisible();
  });
});

describe('LoyaltyWallet signed in', () => {
  it('shows every balance kind with its amount and what it means', async () => {
    renderLoyaltyWallet({ session: demo.session });
    await screen.findByRole('heading', { name: 'Available', level: 3 });
    const wallet = await getWallet(ownerClient(demo));
    expect(within(tile('Available')).getByText(`${fmt(wallet.available)} points`)).toBeVisible();
    expect(within(tile('Confirmed')).getByText(`${fmt(wallet.confirmed)} points`)).toBeVisible();
    expect(
      within(tile('Unconfirmed')).getByText(`${fmt(wallet.unconfirmed)} points`),
    ).toBeVisible();
    expect(within(tile('Spent')).getByText(`${fmt(wallet.spent)} points`)).toBeVisible();
    expect(
      within(tile('Available')).getByText('Yours to spend now: confirmed minus spent.'),
    ).toBeVisible();
    expect(
      within(tile('Unconfirmed')).getByText('On their way: they count once we confirm them.'),
    ).toBeVisible();
  });

  it('lists products with a lazy picture in a fixed box, a price, and why Exchange cannot run', async () => {
    renderLoyaltyWallet({ session: demo.session });
    const cleaning = (
      await screen.findByRole('heading', { name: 'Apartment cleaning', level: 3 })
    ).closest('li')!;
    const picture = within(cleaning).getByRole('img', { name: 'Picture of Apartment cleaning' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    // The box has its height before the picture loads: 4:3 of the card's width.
    const box = picture.parentElement!.getBoundingClientRect();
    expect(box.height).toBeGreaterThan(0);
    expect(Math.abs(box.height - (box.width * 3) / 4)).toBeLessThan(2);
    expect(within(cleaning).getByText('300 points')).toBeVisible();
    const exchange = within(cleaning).getByRole('button', {
      name: 'Exchange points for Apartment cleaning',
    });
    expect(exchange).not.toHaveAttribute('aria-disabled');

    // Short of points: still reachable, says why, opens nothing.
    const gudauri = screen.getByRole('heading', { name: 'Weekend in Gudauri' }).closest('li')!;
    const dear = within(gudauri).getByRole('button', { name: /Weekend in Gudauri/ });
    expect(dear).toHaveAttribute('aria-disabled', 'true');
    expect(dear).toHaveAccessibleDescription('You need 1,400 more points.');
    await userEvent.click(dear);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Out of stock.
    const tour = screen.getByRole('heading', { name: 'Kakheti wine tour' }).closest('li')!;
    expect(within(tour).getByRole('button', { name: /Kakheti/ })).toHaveAccessibleDescription(
      'Out of stock.',
    );
  });
});

describe('LoyaltyWallet test mode', () => {
  it('shows sample data marked as a demo, with no call to the API and no session needed', async () => {
    renderLoyaltyWallet({ testMode: true });
    expect(await screen.findByRole('note')).toHaveTextContent(/Demo.*Nothing you do here is sent/);
    expect(
      within(
        await screen
          .findByRole('heading', { name: 'Available', level: 3 })
          .then((h) => h.closest('li')!),
      ).getByText('550 points'),
    ).toBeVisible();
    await screen.findByRole('heading', { name: 'Spa day in Batumi' });
    await screen.findByText('Levan Gelashvili');
    expect(demo.calls.filter((c) => c.path.startsWith('/api/'))).toEqual([]);
    expect(demo.calls.filter((c) => c.headers.has('access-token'))).toEqual([]);
  });

  it('explains an exchange and a recommendation as a demo and sends neither', async () => {
    const user = userEvent.setup();
    renderLoyaltyWallet({ testMode: true, session: demo.session });
    await user.click(
      await screen.findByRole('button', { name: 'Exchange points for Apartment cleaning' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Exchange points for “Apartment cleaning”?',
    });
    expect(within(dialog).getByText('250 points')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Exchange (demo)' }));
    expect(
      await screen.findByText(
        'Demo: in a live wallet 300 points would now be spent on “Apartment cleaning”. Nothing was sent.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Recommend someone' }));
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Nino Beridze');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+995 599 11 22 33');
    await user.click(screen.getByRole('button', { name: 'Send recommendation (demo)' }));
    expect(
      await screen.findByText(
        'Demo: in a live wallet the recommendation of Nino Beridze would now be sent. Nothing was sent.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(demo.calls.filter((c) => c.path.startsWith('/api/'))).toEqual([]));
    expect(demo.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
