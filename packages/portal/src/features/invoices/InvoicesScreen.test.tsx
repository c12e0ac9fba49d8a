// /invoices (issue 24 §7), a list screen from the route factory, against the real demo API: net, VAT
// and total per invoice, the totals of every matching invoice in the footer (following the filter
// and Back), each call once.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createDemoApi } from '@sakhli/demo-api';
import { fetchListPage, invoicesList } from '@sakhli/sdk';
import { renderDemoPortal } from '../../../test/demoPortal';

const table = (name: string) => screen.findByRole('table', { name });

describe('/invoices', () => {
  it('shows net, VAT and total with the totals of every matching invoice in its footer', async () => {
    await page.viewport(1280, 800);
    const user = userEvent.setup();
    const api = createDemoApi();
    const demo = await renderDemoPortal('/invoices', { api });
    const invoices = await table('Your invoices with VAT');
    const headers = within(invoices)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[⇅▲▼]/g, ''));
    expect(headers).toEqual(expect.arrayContaining(['Net', 'VAT 18%', 'Total', 'Receipt']));
    const expected = await fetchListPage(demo.direct, invoicesList, { perPage: 100 });
    const foot = invoices.querySelector('tfoot')!;
    expect(within(foot).getByRole('rowheader')).toHaveTextContent(
      `Total of ${expected.itemsCount} invoices`,
    );
    const money = (n: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'GEL' })
        .format(n)
        .replace(/\s/g, ' ');
    expect(foot).toHaveTextContent(money(expected.totals!.total!));
    expect(demo.gets('/api/invoices')).toBe(1);

    // Filtered: the footer follows the filter, not the page. Paid, not overdue: last month's invoice
    // falls due on the 15th, so from the 1st to the 15th nothing is overdue and the table is empty.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    const paid = await fetchListPage(demo.direct, invoicesList, { filters: { status: 'paid' } });
    expect(paid.totals!.total).not.toBe(expected.totals!.total);
    await waitFor(() =>
      expect(invoices.querySelector('tfoot')).toHaveTextContent(money(paid.totals!.total!)),
    );
    act(() => demo.portal.router.history.back());
    await waitFor(() =>
      expect(invoices.querySelector('tfoot')).toHaveTextContent(money(expected.totals!.total!)),
    );
  });
});
