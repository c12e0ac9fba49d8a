// Contracts through the SDK: overdue counts agree with the summary and fall when the debt is paid.
import { describe, expect, it } from 'vitest';
import {
  getApartmentsBilling,
  getContractsOverdueCount,
  getContractsSummary,
  startPayment,
  createClient,
  fetchListPage,
  invoicesList,
} from '@sakhli/sdk';
import { createHarness, RESIDENT } from './harness';

describe('contracts', () => {
  it('counts overdue payments the same way in the badge and the summary', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const count = await getContractsOverdueCount(client);
    const summary = await getContractsSummary(client);
    expect(count).toBeGreaterThan(0);
    expect(summary.overdue_count).toBe(count);
    expect(summary.contracts.reduce((s, k) => s + k.overdue_count, 0)).toBe(count);
    expect(summary.total).toBe(summary.contracts.length);
    // Management contracts count the overdue invoices.
    const overdueInvoices = await fetchListPage(client, invoicesList, {
      filters: { status: 'overdue' },
      perPage: 100,
    });
    const management = summary.contracts.filter((k) => k.type === 'management');
    expect(management.reduce((s, k) => s + k.overdue_count, 0)).toBe(overdueInvoices.itemsCount);
    expect(new Set(summary.contracts.map((k) => k.type))).toEqual(
      new Set(['management', 'utilities', 'rent']),
    );
  });

  it('lowers the overdue count once the overdue utility bills are paid', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const before = await getContractsSummary(client);
    const utilities = before.contracts.find((k) => k.type === 'utilities' && k.overdue_count > 0)!;
    const billing = (await getApartmentsBilling(client)).find(
      (b) => b.apartment_id === utilities.apartment_id,
    )!;
    for (const line of billing.lines.filter((l) => l.debt > 0)) {
      // On a loopback address the SDK accepts the demo's stand-in checkout (the harness answers any host).
      const payer = createClient({
        ...client.options,
        baseURL: 'http://127.0.0.1/',
        devPaymentPage: true,
      });
      const { url } = await startPayment(payer, line.type, line.ep_code, {
        serviceId: line.service_id,
        sum: line.debt,
      });
      await h.fetch(url, { method: 'POST' });
    }
    const after = await getContractsSummary(client);
    expect(after.contracts.find((k) => k.id === utilities.id)!.overdue_count).toBe(0);
    expect(await getContractsOverdueCount(client)).toBe(
      before.overdue_count - utilities.overdue_count,
    );
  });

  it('shows a resident only the contracts of their apartments', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    const summary = await getContractsSummary(client);
    expect(new Set(summary.contracts.map((k) => k.apartment_id))).toEqual(new Set([101, 102]));
  });
});
