// A utility's history through the shared DataTable and Chart, against the real demo API: one query
// feeds both, months in the language, VAT and paid state per month, a month's own PDF.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, getUtilityHistory, type UtilityRecord } from '@sakhli/sdk';
import { formatMonth } from '../shell/i18n/format';
import type { Tokens } from '../ticket-chat/testing';
import { API_BASE, renderBills, serveBillsApi, signedIn, type Served } from './testing';

/** Wide enough for the table (from 576 px of its own width); narrower it is a card list. */
const WIDE = 1000;

let served: Served;
let session: Tokens;

beforeEach(async () => {
  served = serveBillsApi();
  session = await signedIn(served);
});

afterEach(() => vi.unstubAllGlobals());

/** The history as the API has it (newest first), so no expectation depends on today's date. */
async function history(utility: 'electricity' | 'water', apartmentId = 101) {
  const client = createClient({
    baseURL: API_BASE,
    session,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      served.api.fetch(new Request(input, init))) as typeof fetch,
  });
  return (await getUtilityHistory(client, utility, apartmentId, { perPage: 24 })).items;
}

const monthName = (r: UtilityRecord, language: 'en' | 'ru' = 'en') => {
  const [y, m] = r.month.split('-').map(Number) as [number, number];
  return formatMonth(new Date(y, m - 1, 1), language);
};

describe('a utility history', () => {
  it('is a captioned table of the months, newest first, with consumption, VAT and paid state', async () => {
    const months = await history('electricity');
    renderBills({ session, apartmentId: 101, width: WIDE });
    const table = await screen.findByRole('table', { name: 'Electricity: monthly bills' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const header of ['Month', 'Meter readings', 'Consumption, kWh', 'Amount', 'incl. VAT']) {
      expect(headers.some((h) => h?.startsWith(header))).toBe(true);
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(12, months.length));
    const newest = rows[0]!;
    expect(newest).toHaveTextContent(monthName(months[0]!));
    expect(newest).toHaveTextContent(months[0]!.paid ? 'Paid' : 'Unpaid');
    expect(newest).toHaveTextContent(String(months[0]!.consumption));
  });

  it('filters to the unpaid months', async () => {
    const user = userEvent.setup();
    const unpaid = (await history('electricity')).filter((r) => !r.paid);
    renderBills({ session, apartmentId: 101, width: WIDE });
    const table = await screen.findByRole('table', { name: 'Electricity: monthly bills' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'unpaid');
    await waitFor(() =>
      expect(within(table).getAllByRole('row').slice(1)).toHaveLength(unpaid.length),
    );
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(row).toHaveTextContent('Unpaid');
    }
  });

  it("downloads one month's statement with that month as the filter", async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const [newest] = await history('electricity');
    renderBills({ session, apartmentId: 101, width: WIDE });
    const table = await screen.findByRole('table', { name: 'Electricity: monthly bills' });
    await user.click(
      within(table).getByRole('button', {
        name: `Download electricity-101-${newest!.month}.pdf`,
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const sent = served.urls.find((u) => u.pathname === '/api/apartments/electricity/101/filePdf');
    expect(sent?.searchParams.get('month_from')).toBe(newest!.month);
    expect(sent?.searchParams.get('month_to')).toBe(newest!.month);
    click.mockRestore();
  });

  it('draws the consumption chart from the same answer, and shows it as a table', async () => {
    const user = userEvent.setup();
    const months = await history('water');
    renderBills({ session, apartmentId: 101, utility: 'water', width: WIDE });
    const chart = await screen.findByRole('img', { name: /^Water: consumption by month \(m³\)/ });
    expect(chart).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = await screen.findByRole('table', { name: 'Water: consumption by month (m³)' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(months.length);
    // One history call for the tab: the table and the chart share it.
    expect(served.calls.filter((c) => c === 'GET /api/apartments/water/101')).toHaveLength(1);
  });

  it('says months in the language', async () => {
    const months = await history('electricity');
    renderBills({ session, apartmentId: 101, language: 'ru', width: WIDE });
    const table = await screen.findByRole('table', { name: 'Электроэнергия: счета по месяцам' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(monthName(months[0]!, 'ru'));
  });

  it('a failed history says so with a retry', async () => {
    let broken = true;
    served.override((request) =>
      broken && new URL(request.url).pathname === '/api/apartments/electricity/101'
        ? new Response(JSON.stringify({ message: 'Resting.' }), { status: 500 })
        : undefined,
    );
    renderBills({ session, apartmentId: 101, width: WIDE });
    const messages = await screen.findAllByText('The bills of this utility could not be loaded.');
    expect(messages.length).toBeGreaterThan(0);
    broken = false;
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByRole('table', { name: 'Electricity: monthly bills' })).toBeVisible();
  });
});
