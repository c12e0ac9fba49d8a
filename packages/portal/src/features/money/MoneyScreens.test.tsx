// /transactions, /transactionsApartment and /payments (issue 26 §2) against the real demo API: the
// balance figures, the rows, the footer's totals following the filters, a way to pay, the
// apartment in the address, and each call once.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import {
  apartmentTransactionsList,
  fetchListPage,
  getApartments,
  getFinanceSummary,
  paymentsList,
  transactionsList,
} from '@sakhli/sdk';
import { renderDemoPortal } from '../../../test/demoPortal';

const table = (name: string | RegExp) => screen.findByRole('table', { name });

const money = (n: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'GEL', minimumFractionDigits: 2 })
    .format(n)
    .replace(/\s/g, ' ');

/** A balance figure's value, found by its label. */
async function figure(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('/transactions', () => {
  it('shows the balance, every transaction with its receipt, and the net of the filtered rows', async () => {
    await page.viewport(1280, 800);
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/transactions');
    const transactions = await table('Money in and out of your apartments');
    const summary = await getFinanceSummary(demo.direct);
    expect(await figure('Balance')).toHaveTextContent(money(summary.balance));
    expect(await figure('Overdue')).toHaveTextContent(money(summary.debt));
    expect(await figure('Remains to pay')).toHaveTextContent(money(summary.remains));
    expect(await figure('VAT in what remains')).toHaveTextContent(money(summary.vat!));
    expect(within(transactions).getAllByRole('button', { name: /Receipt/ }).length).toBeGreaterThan(
      0,
    );

    const all = await fetchListPage(demo.direct, transactionsList);
    const foot = () => transactions.querySelector('tfoot')!;
    expect(within(foot()).getByRole('rowheader')).toHaveTextContent(
      `Net of ${all.itemsCount} transactions`,
    );
    expect(foot()).toHaveTextContent(money(all.totals!.amount!));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'refund');
    const refunds = await fetchListPage(demo.direct, transactionsList, {
      filters: { type: 'refund' },
    });
    await waitFor(() => expect(foot()).toHaveTextContent(money(refunds.totals!.amount!)));
    act(() => demo.portal.router.history.back());
    await waitFor(() => expect(foot()).toHaveTextContent(money(all.totals!.amount!)));

    // A service that owes has its own way to pay: the bills' pay flow.
    const pay = screen.getAllByRole('link', { name: /^Pay .+: GEL/ })[0]!;
    expect(pay.getAttribute('href')).toMatch(
      /^\/pay\/\d+\/(electricity|water|services|internetTv)$/,
    );

    for (const path of ['/api/finance/summary', '/api/apartments/billing']) {
      expect(demo.gets(path)).toBe(1);
    }
    expect(
      demo.urls.filter((u) => u.pathname === '/api/transactions' && !u.search.includes('type')),
    ).toHaveLength(1);
  });
});

describe('/transactionsApartment', () => {
  it('names the first apartment in the address and shows its money; another one is a choice away', async () => {
    await page.viewport(375, 800);
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/transactionsApartment');
    const [first, second] = await getApartments(demo.direct);
    await waitFor(() =>
      expect(demo.portal.router.state.location.href).toBe(
        `/transactionsApartment?apartment=${first!.id}`,
      ),
    );
    const own = await getFinanceSummary(demo.direct, first!.id);
    expect(await figure('Remains to pay')).toHaveTextContent(money(own.remains));
    const rows = await fetchListPage(demo.direct, apartmentTransactionsList.of(first!.id));
    await waitFor(() =>
      expect(document.querySelector('[part="table-footer"]')).toHaveTextContent(
        money(rows.totals!.amount!),
      ),
    );
    expect(demo.gets(`/api/transactions/apartment/${first!.id}`)).toBe(1);
    expect(demo.gets('/api/finance/summary')).toBe(1);
    expect(demo.gets('/api/apartments/list')).toBe(1);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Apartment' }),
      String(second!.id),
    );
    const theirs = await getFinanceSummary(demo.direct, second!.id);
    await waitFor(() =>
      expect(demo.portal.router.state.location.search).toMatchObject({ apartment: second!.id }),
    );
    await waitFor(async () =>
      expect(await figure('Remains to pay')).toHaveTextContent(money(theirs.remains)),
    );
    expect(demo.gets(`/api/transactions/apartment/${second!.id}`)).toBe(1);
  });

  it('reads an address that names no apartment as none, and another person’s apartment is not found', async () => {
    const demo = await renderDemoPortal('/transactionsApartment?apartment=abc');
    const [first] = await getApartments(demo.direct);
    await waitFor(() =>
      expect(demo.portal.router.state.location.href).toBe(
        `/transactionsApartment?apartment=${first!.id}`,
      ),
    );
    // 105 is the owner's, not the resident's: its calls answer 404, which goes to the not-found page.
    act(
      () =>
        void demo.portal.router.navigate({
          to: '/transactionsApartment',
          search: { apartment: 105 },
        } as never),
    );
    await waitFor(() => expect(demo.portal.router.state.location.pathname).toBe('/404'));
  });
});

describe('/payments', () => {
  it('shows each payment’s status, a way to pay a failed one again, and the sum of the filtered ones', async () => {
    await page.viewport(1280, 800);
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/payments');
    const payments = await table('Your payments and how each went');
    expect(within(payments).getAllByText('Failed').length).toBeGreaterThan(0);
    const again = within(payments).getByRole('link', { name: /^Pay again: Internet and TV/ });
    const failed = (
      await fetchListPage(demo.direct, paymentsList, { filters: { status: 'failed' } })
    ).items[0]!;
    expect(again).toHaveAttribute('href', `/pay/${failed.apartment_id}/internetTv`);

    const all = await fetchListPage(demo.direct, paymentsList);
    const foot = () => payments.querySelector('tfoot')!;
    expect(foot()).toHaveTextContent(`Sum of ${all.itemsCount} payments`);
    expect(foot()).toHaveTextContent(money(all.totals!.sum!));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    const onlyFailed = await fetchListPage(demo.direct, paymentsList, {
      filters: { status: 'failed' },
    });
    await waitFor(() => expect(foot()).toHaveTextContent(money(onlyFailed.totals!.sum!)));
    expect(demo.gets('/api/finance/summary')).toBe(1);
  });
});
