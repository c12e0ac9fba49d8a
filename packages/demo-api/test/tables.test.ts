// Table configs and the generic list call through the SDK: every list has columns and filters in
// three languages, and lists filter, sort and paginate by those keys.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { getList, getTableColumns, getTableFilters, tableNames } from '@sakhli/sdk';
import { createHarness, failure, RESIDENT } from './harness';

const labelled = (label: unknown) => {
  const l = label as { ge: string; en: string; ru: string };
  expect(l.ge).toMatch(/[\u10D0-\u10FF]|ID/);
  expect(l.en).toMatch(/[A-Za-z]/);
  expect(l.ru).toMatch(/[\u0400-\u04FF]|ID/);
};

describe('tables and lists', () => {
  it.each(tableNames)('%s has columns and filters labelled in ge, en and ru', async (name) => {
    const h = createHarness();
    const { client } = await h.signIn();
    const columns = await getTableColumns(client, name);
    expect(columns.length).toBeGreaterThan(2);
    columns.forEach((c) => labelled(c.label));
    const filters = await getTableFilters(client, name);
    expect(filters.length).toBeGreaterThan(0);
    for (const f of filters) {
      labelled(f.label);
      if (f.kind === 'select') {
        expect(f.options!.length).toBeGreaterThan(0);
        f.options!.forEach((o) => labelled(o.label));
      }
    }
  });

  it('answers 404 with a message for an unknown table', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const error = await failure(getTableColumns(client, 'secrets'));
    expect(error).toMatchObject({
      status: 404,
      serverMessage: 'The requested record was not found.',
    });
    expect((await failure(getTableFilters(client, '__proto__'))).status).toBe(404);
  });

  it('offers the caller own apartments as the apartment filter options', async () => {
    const h = createHarness();
    const owner = await h.signIn();
    const ownerOptions = (await getTableFilters(owner.client, 'invoices')).find(
      (f) => f.key === 'apartment_id',
    )!;
    expect(ownerOptions.options!.map((o) => o.value)).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '106',
    ]);
    const resident = await h.signIn(RESIDENT);
    const residentOptions = (await getTableFilters(resident.client, 'invoices')).find(
      (f) => f.key === 'apartment_id',
    )!;
    expect(residentOptions.options!.map((o) => o.value)).toEqual(['101', '102']);
  });

  it('reads any list through getList with a text filter, a date range, sorting and pages', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const row = v.object({ id: v.number(), title: v.string(), date: v.string(), size: v.number() });
    const contracts = await getList(client, 'api/documents', row, {
      filters: { title: 'management' },
    });
    expect(contracts.itemsCount).toBe(6);
    expect(contracts.items.every((d) => d.title.includes('Management contract'))).toBe(true);
    const bySize = await getList(client, 'api/documents', row, { sort: '-size', perPage: 48 });
    const sizes = bySize.items.map((d) => d.size);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    const recent = await getList(client, 'api/documents', row, {
      filters: { date: { from: '2026-10' } },
      page: 2,
      perPage: 5,
    });
    expect(recent.itemsCount).toBe(12);
    expect(recent.items).toHaveLength(5);
    expect(recent.items.every((d) => d.date >= '2026-10')).toBe(true);
  });

  it('refuses unknown sort columns and malformed dates with 400', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const row = v.object({ id: v.number() });
    expect((await failure(getList(client, 'api/deals', row, { sort: 'password' }))).status).toBe(
      400,
    );
    const date = await failure(
      getList(client, 'api/deals', row, { filters: { created_at: { to: 'yesterday' } } }),
    );
    expect(date).toMatchObject({
      status: 400,
      serverMessage: 'Invalid filter value (created_at_to).',
    });
    expect((await failure(getList(client, 'api/deals', row, { page: -1 }))).status).toBe(400);
  });
});
