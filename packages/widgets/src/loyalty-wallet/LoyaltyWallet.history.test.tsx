// The points history in the shared DataTable against the real demo API: date, reason, signed
// points and status per row; filtered by status (All sends no filter); paged by the server; the
// host may keep its state (the portal's address).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchListPage, loyaltyHistoryList } from '@sakhli/sdk';
import { loyaltyDemoPerTest, ownerClient, renderLoyaltyWallet } from './testing';

const demo = loyaltyDemoPerTest();

const historyCalls = () =>
  demo.calls.filter((c) => c.path === '/api/loyalty/history').map((c) => c.headers);

/** The rows of the history's table: a card each at this width (one layout is mounted at a time). */
function rows(history: HTMLElement) {
  return [...history.querySelectorAll('tbody tr, [part="table-card"]')];
}

describe('points history', () => {
  it('a failed history says so once, in its table with a retry: no toast repeats it', async () => {
    const api = globalThis.fetch;
    let broken = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (broken && new URL(request.url).pathname === '/api/loyalty/history') {
        return Response.json({ message: 'The ledger is resting.' }, { status: 400 });
      }
      return api(request);
    });
    renderLoyaltyWallet({ session: demo.session });
    const history = await screen.findByRole('region', { name: 'Points history' });
    const retry = await within(history).findByRole('button', { name: 'Try again' });
    expect(screen.getAllByText('The ledger is resting.')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    broken = false;
    await userEvent.click(retry);
    await waitFor(() => expect(rows(history)).toHaveLength(10));
  });

  it('shows date, reason, signed points and status, ten to a page', async () => {
    const all = await fetchListPage(ownerClient(demo), loyaltyHistoryList, { perPage: 100 });
    expect(all.itemsCount).toBeGreaterThan(10);
    renderLoyaltyWallet({ session: demo.session });
    const history = await screen.findByRole('region', { name: 'Points history' });
    await waitFor(() => expect(rows(history)).toHaveLength(10));
    const first = rows(history)[0]!;
    const entry = all.items[0]!;
    expect(first.querySelector('time')).toHaveAttribute('datetime', entry.date);
    expect(first).toHaveTextContent(entry.title);
    expect(first).toHaveTextContent(entry.points > 0 ? `+${entry.points}` : /[−-]\d/);
    expect(first).toHaveTextContent('In process');
    const spent = rows(history).find((r) => r.textContent?.includes('Exchange: Airport'))!;
    expect(spent).toHaveTextContent(/[−-]250/);
    expect(spent).toHaveTextContent('Purchase');

    await userEvent.click(within(history).getAllByRole('button', { name: 'Next page' })[0]!);
    await waitFor(() => expect(rows(history)).toHaveLength(all.itemsCount - 10));
  });

  it('filters by status; All shows everything again', async () => {
    const client = ownerClient(demo);
    const purchases = (
      await fetchListPage(client, loyaltyHistoryList, { filters: { status: 'purchase' } })
    ).itemsCount;
    const refused = (
      await fetchListPage(client, loyaltyHistoryList, { filters: { status: 'refuse' } })
    ).itemsCount;
    const onState = vi.fn();
    renderLoyaltyWallet({ session: demo.session, onHistoryStateChange: onState });
    const history = await screen.findByRole('region', { name: 'Points history' });
    const status = await within(history).findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(rows(history)).toHaveLength(10));
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'In process', 'Credited', 'Purchase', 'Refused']);

    await userEvent.selectOptions(status, 'purchase');
    await waitFor(() => expect(rows(history)).toHaveLength(purchases));
    expect(rows(history).every((r) => r.textContent?.includes('Purchase'))).toBe(true);
    expect(onState).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: { status: 'purchase' }, page: 1 }),
    );

    await userEvent.selectOptions(status, 'refuse');
    await waitFor(() => expect(rows(history)).toHaveLength(refused));
    await userEvent.selectOptions(status, '');
    await waitFor(() => expect(rows(history)).toHaveLength(10));
    expect(historyCalls().length).toBeGreaterThanOrEqual(3);
  });

  it("follows a host's state: the status a host's address holds is the one shown", async () => {
    renderLoyaltyWallet({
      session: demo.session,
      historyState: { filters: { status: 'refuse' } },
      onHistoryStateChange: () => {},
    });
    const history = await screen.findByRole('region', { name: 'Points history' });
    expect(await within(history).findByRole('combobox', { name: 'Status' })).toHaveValue('refuse');
    await waitFor(() => expect(rows(history).length).toBeGreaterThan(0));
    expect(rows(history).every((r) => r.textContent?.includes('Refused'))).toBe(true);
  });
});
