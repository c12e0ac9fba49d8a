// Electricity, water and services through the SDK: 12 months of history, filters, totals, real files.
import { describe, expect, it } from 'vitest';
import {
  downloadElectricity,
  downloadServices,
  downloadWater,
  getElectricityTotal,
  getServicesTotal,
  getUtilityHistory,
  getWaterTotal,
} from '@sakhli/sdk';
import { createHarness, failure, raw, RESIDENT } from './harness';

/** Checks the PDF's cross-reference table points where the objects really are. */
async function expectValidPdf(blob: Blob) {
  const text = await blob.text();
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  offsets.forEach((offset, i) =>
    expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
  );
  return text;
}

describe('utilities', () => {
  it('keeps 12 months of electricity per apartment, newest first, with continuous meter readings', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const page = await getUtilityHistory(client, 'electricity', 101, { perPage: 12 });
    expect(page.itemsCount).toBe(12);
    expect(page.items[0]!.month).toBe('2026-10');
    expect(page.items[11]!.month).toBe('2025-11');
    for (let i = 0; i < 11; i += 1) {
      expect(page.items[i]!.reading_start).toBe(page.items[i + 1]!.reading_end);
      expect(page.items[i]!.amount).toBeCloseTo(
        page.items[i]!.consumption! * page.items[i]!.tariff,
        2,
      );
    }
  });

  it('states the VAT inside each bill and its period, first to last day of the month', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const page = await getUtilityHistory(client, 'water', 101, { perPage: 12 });
    const byMonth = new Map(page.items.map((r) => [r.month, r]));
    expect(byMonth.get('2026-02')).toMatchObject({
      period_start: '2026-02-01',
      period_end: '2026-02-28',
    });
    expect(byMonth.get('2026-10')!.period_end).toBe('2026-10-31');
    expect(byMonth.get('2026-09')!.period_end).toBe('2026-09-30');
    for (const r of page.items) expect(r.vat).toBeCloseTo((r.amount * 18) / 118, 2);
  });

  it('paginates and filters the history by month range and paid state', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const second = await getUtilityHistory(client, 'water', 102, { page: 2, perPage: 5 });
    expect(second.items).toHaveLength(5);
    expect(second.itemsCount).toBe(12);
    const spring = await getUtilityHistory(client, 'services', 102, {
      filters: { month: { from: '2026-03', to: '2026-05' } },
    });
    expect(spring.items.map((r) => r.month)).toEqual(['2026-05', '2026-04', '2026-03']);
    const unpaid = await getUtilityHistory(client, 'electricity', 102, {
      filters: { paid: 'false' },
    });
    expect(unpaid.items.length).toBeGreaterThan(0);
    expect(unpaid.items.every((r) => !r.paid)).toBe(true);
  });

  it('refuses malformed filters with 400 and a message', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const error = await failure(
      getUtilityHistory(client, 'water', 101, { filters: { month: { from: 'March' } } }),
    );
    expect(error.status).toBe(400);
    expect(error.serverMessage).toMatch(/month_from/);
  });

  it('totals each utility over the caller apartments: amount = paid + debt', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    for (const total of [
      await getElectricityTotal(client),
      await getWaterTotal(client),
      await getServicesTotal(client),
    ]) {
      expect(total.amount).toBeCloseTo(total.paid + total.debt, 2);
      expect(total.apartments).toHaveLength(6);
      expect(total.debt).toBeGreaterThan(0);
    }
    expect((await getElectricityTotal(client)).unit).toBe('kWh');
    expect((await getWaterTotal(client)).unit).toBe('m3');
    const one = await getWaterTotal(client, { apartment_id: 104 });
    expect(one.apartments.map((a) => a.apartment_id)).toEqual([104]);
  });

  it('scopes totals and history to a resident apartments', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    const total = await getElectricityTotal(client);
    expect(total.apartments.map((a) => a.apartment_id)).toEqual([101, 102]);
    expect((await failure(getElectricityTotal(client, { apartment_id: 105 }))).status).toBe(404);
    expect((await failure(getUtilityHistory(client, 'water', 105))).status).toBe(404);
  });

  it('downloads a CSV statement with a file name, one row per month', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const file = await downloadElectricity(client, 101, 'file');
    expect(file.filename).toBe('electricity-101.csv');
    expect(file.contentType).toContain('text/csv');
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^month,counter,start,end,consumption/);
    expect(lines).toHaveLength(13);
  });

  it('downloads valid PDFs: statements and the electricity counter readings', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const counter = await downloadElectricity(client, 101, 'counterFilePdf', {
      month: { from: '2026-06' },
    });
    expect(counter.filename).toBe('electricity-101-counter.pdf');
    expect(counter.contentType).toBe('application/pdf');
    expect(await expectValidPdf(counter.blob)).toContain('2026-06');
    const water = await downloadWater(client, 103, 'filePdf');
    expect(water.filename).toBe('water-103.pdf');
    await expectValidPdf(water.blob);
    const services = await downloadServices(client, 104, 'filePdf');
    expect(await expectValidPdf(services.blob)).toContain('Total:');
  });

  it('has no counter readings file for water, and no files of other people apartments', async () => {
    const h = createHarness();
    const { session } = await h.signIn();
    expect(
      (await raw(h, 'GET', 'api/apartments/water/101/counterFilePdf', { session })).status,
    ).toBe(404);
    const resident = await h.signIn(RESIDENT);
    const other = await raw(h, 'GET', 'api/apartments/services/104/file', {
      session: resident.session,
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Apartment not found.');
  });
});
