// Finance through the SDK: transactions, per-apartment transactions, invoices with 18% VAT, summary.
import { describe, expect, it } from 'vitest';
import {
  downloadTransactionDoc,
  getFinanceSummary,
  VAT_RATE,
  fetchListPage,
  transactionsList,
  apartmentTransactionsList,
  invoicesList,
} from '@sakhli/sdk';
import { createHarness, failure, RESIDENT } from './harness';

const TODAY = '2026-11-23';

describe('finance', () => {
  it('lists transactions of every type, newest first, with receipts for payments', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const page = await fetchListPage(client, transactionsList, { perPage: 100 });
    expect(page.itemsCount).toBeGreaterThan(200);
    const dates = page.items.map((t) => t.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const type of ['charge', 'payment', 'refund'] as const) {
      const only = await fetchListPage(client, transactionsList, { filters: { type } });
      expect(only.itemsCount).toBeGreaterThan(0);
      expect(
        only.items.every(
          (t) => t.type === type && (type === 'charge' ? t.amount < 0 : t.amount > 0),
        ),
      ).toBe(true);
    }
    const payment = (
      await fetchListPage(client, transactionsList, { filters: { type: 'payment' } })
    ).items[0]!;
    expect(payment.has_doc).toBe(true);
    const receipt = await downloadTransactionDoc(client, payment.id);
    expect(receipt.filename).toBe(`receipt-${payment.id}.pdf`);
    expect((await receipt.blob.text()).startsWith('%PDF-')).toBe(true);
    const charge = (await fetchListPage(client, transactionsList, { filters: { type: 'charge' } }))
      .items[0]!;
    expect((await failure(downloadTransactionDoc(client, charge.id))).status).toBe(404);
  });

  it('sums the amounts of every matching transaction, not the page, for the footer', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const charges = { filters: { type: 'charge' }, perPage: 5 };
    const page = await fetchListPage(client, transactionsList, charges);
    expect(page.itemsCount).toBeGreaterThan(5);
    let sum = 0;
    for (let n = 1; (n - 1) * 100 < page.itemsCount; n += 1) {
      const rows = await fetchListPage(client, transactionsList, {
        ...charges,
        perPage: 100,
        page: n,
      });
      sum += rows.items.reduce((s, t) => s + t.amount, 0);
    }
    expect(page.totals!.amount).toBeCloseTo(sum, 1);
    expect(page.totals!.amount).toBeLessThan(0);
  });

  it('gives one apartment transactions and hides others from a resident', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    const mine = await fetchListPage(client, apartmentTransactionsList.of(102), { perPage: 100 });
    expect(mine.itemsCount).toBeGreaterThan(0);
    expect(mine.items.every((t) => t.apartment_id === 102)).toBe(true);
    expect((await failure(fetchListPage(client, apartmentTransactionsList.of(104)))).status).toBe(
      404,
    );
    const all = await fetchListPage(client, transactionsList, { perPage: 100 });
    expect(all.items.every((t) => [101, 102].includes(t.apartment_id))).toBe(true);
  });

  it('issues invoices with 18% VAT: vat = net × 0.18 and total = net + vat', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const invoices = await fetchListPage(client, invoicesList, { perPage: 100 });
    expect(invoices.itemsCount).toBe(6 * 13);
    for (const i of invoices.items) {
      expect(i.vat_rate).toBe(VAT_RATE);
      expect(i.vat).toBeCloseTo(i.net * 0.18, 2);
      expect(i.total).toBeCloseTo(i.net + i.vat, 2);
    }
    const overdue = await fetchListPage(client, invoicesList, { filters: { status: 'overdue' } });
    expect(overdue.itemsCount).toBeGreaterThan(0);
    expect(overdue.items.every((i) => i.due_date < TODAY)).toBe(true);
    const unpaid = await fetchListPage(client, invoicesList, { filters: { status: 'unpaid' } });
    expect(unpaid.items.every((i) => i.due_date >= TODAY)).toBe(true);
  });

  it('summarises balance, debt, remains and the next payment consistently', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const all = await getFinanceSummary(client);
    expect(all.debt).toBeGreaterThan(0);
    expect(all.remains).toBeGreaterThan(all.debt);
    expect(all.balance).toBeLessThan(0);
    expect(all.next_payment!.date >= TODAY).toBe(true);
    expect(all.next_payment!.amount).toBeGreaterThan(0);
    const parts = await Promise.all(
      [101, 102, 103, 104, 105, 106].map((id) => getFinanceSummary(client, id)),
    );
    expect(parts.reduce((s, p) => s + p.remains, 0)).toBeCloseTo(all.remains, 1);
    expect(parts.reduce((s, p) => s + p.debt, 0)).toBeCloseTo(all.debt, 1);
    // The VAT within remains is that of the unpaid invoices: 18/118 of their totals.
    const unpaid = await fetchListPage(client, invoicesList, { perPage: 100 });
    const open = unpaid.items.filter((i) => i.status !== 'paid');
    expect(all.vat).toBeCloseTo(
      open.reduce((s, i) => s + i.vat, 0),
      1,
    );
    expect(all.vat!).toBeLessThan(all.remains);
    const resident = await h.signIn(RESIDENT);
    expect((await failure(getFinanceSummary(resident.client, 105))).status).toBe(404);
  });
});
