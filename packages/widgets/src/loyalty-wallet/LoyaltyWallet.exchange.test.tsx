// Exchanging points against the real demo API: the confirm states the balance after; wallet and
// history follow without a reload; one exchange per confirm on a double click or a lost answer; a
// refusal because the balance changed shows the new balance and keeps the user on the product.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exchangePoints, getWallet, fetchListPage, loyaltyHistoryList } from '@sakhli/sdk';
import { fmt, loyaltyDemoPerTest, ownerClient, renderLoyaltyWallet } from './testing';

const demo = loyaltyDemoPerTest();

function availableTile() {
  return screen.getByRole('heading', { name: 'Available', level: 3 }).closest('li')!;
}

async function openExchange(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Exchange points for ${name}` }));
  return screen.findByRole('alertdialog', { name: `Exchange points for “${name}”?` });
}

const exchangeCalls = () =>
  demo.calls.filter((c) => c.method === 'POST' && c.path.includes('/exchange_points/'));

describe('exchanging points', () => {
  it('confirms with the balance after, then updates wallet and history without a reload', async () => {
    const before = await getWallet(ownerClient(demo));
    const onExchanged = vi.fn();
    renderLoyaltyWallet({ session: demo.session, onExchanged });
    const history = await screen.findByRole('region', { name: 'Points history' });
    // The seed has exchanged a cleaning once already.
    const rows = async () =>
      (await within(history).findAllByText('Exchange: Apartment cleaning')).length;
    const cleaningsBefore = await rows();
    const dialog = await openExchange('Apartment cleaning');
    expect(within(dialog).getByText('Available after the exchange').nextSibling).toHaveTextContent(
      `${fmt(before.available - 300)} points`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));

    expect(
      await screen.findByText(
        `“Apartment cleaning” is yours: 300 points spent. ${fmt(before.available - 300)} points available.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      within(availableTile()).getByText(`${fmt(before.available - 300)} points`),
    ).toBeVisible();
    await waitFor(async () => expect(await rows()).toBe(cleaningsBefore * 2));
    // The newest row: a card at this width, a table row on a wide screen.
    const newest = history.querySelector('tbody tr, [part="table-card"]')!;
    expect(newest).toHaveTextContent('Exchange: Apartment cleaning');
    expect(newest).toHaveTextContent(/[−-]300/);
    expect(onExchanged).toHaveBeenCalledWith({ productId: 1, available: before.available - 300 });
  });

  it('exchanges once on a double click of the confirm', async () => {
    const before = await getWallet(ownerClient(demo));
    renderLoyaltyWallet({ session: demo.session });
    const dialog = await openExchange('Airport transfer');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Exchange' }));
    await screen.findByText(/“Airport transfer” is yours/);
    expect(exchangeCalls()).toHaveLength(1);
    expect((await getWallet(ownerClient(demo))).available).toBe(before.available - 250);
  });

  it('never spends twice when the answer is lost: the retry sends the same key', async () => {
    const client = ownerClient(demo);
    const before = await getWallet(client);
    const purchases = (
      await fetchListPage(client, loyaltyHistoryList, { filters: { status: 'purchase' } })
    ).itemsCount;
    renderLoyaltyWallet({ session: demo.session });
    const dialog = await openExchange('Apartment cleaning');
    demo.loseNextExchangeAnswer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(
      await within(dialog).findByText(/The connection dropped before the answer/),
    ).toBeVisible();
    // The first request did reach the API: the points are spent once already.
    expect((await getWallet(client)).available).toBe(before.available - 300);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/“Apartment cleaning” is yours/);
    const [first, retry] = exchangeCalls();
    expect(retry!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect((await getWallet(client)).available).toBe(before.available - 300);
    expect(
      (await fetchListPage(client, loyaltyHistoryList, { filters: { status: 'purchase' } }))
        .itemsCount,
    ).toBe(purchases + 1);
  });

  it('a refusal because the balance changed shows the new balance and stays on the product', async () => {
    const client = ownerClient(demo);
    renderLoyaltyWallet({ session: demo.session });
    const dialog = await openExchange('Spa day in Batumi');
    // Meanwhile, elsewhere (another tab), the owner spends until the spa day is out of reach.
    await exchangePoints(client, 3);
    const now = await getWallet(client);
    expect(now.available).toBeLessThan(800);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(
      await within(dialog).findByText(
        `Your balance changed: ${fmt(now.available)} points available now; “Spa day in Batumi” needs 800 points.`,
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Exchange' })).toBeNull();
    await waitFor(() =>
      expect(within(availableTile()).getByText(`${fmt(now.available)} points`)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Back on the product, whose button now says why it cannot run.
    const spa = screen.getByRole('button', { name: 'Exchange points for Spa day in Batumi' });
    await waitFor(() => expect(spa).toHaveFocus());
    expect(spa).toHaveAttribute('aria-disabled', 'true');
    expect(spa).toHaveAccessibleDescription(`You need ${fmt(800 - now.available)} more points.`);
    expect((await getWallet(client)).available).toBe(now.available);
  });
});
