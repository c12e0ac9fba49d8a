// Table configs and the generic list call through the SDK: every list has columns and filters in
// three languages, and lists filter, sort and paginate by those keys.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { getCalendar, getList, getTableColumns, getTableFilters, tableNames } from '@sakhli/sdk';
import { createHarness, failure, raw, RESIDENT } from './harness';

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

  it.each([
    ['bookings', 'api/bookings'],
    ['transactions', 'api/transactions'],
    ['payments', 'api/payments'],
    ['invoices', 'api/invoices'],
    ['documents', 'api/documents'],
    ['tickets', 'api/tickets/list'],
    ['notifications', 'api/notifications'],
    ['deals', 'api/deals'],
    ['loyaltyHistory', 'api/loyalty/history'],
    ['devices', 'api/users/devices'],
  ])('%s config names fields its list rows really have', async (name, url) => {
    const h = createHarness();
    const { client, session } = await h.signIn();
    const response = await raw(h, 'GET', url, { session });
    expect(response.status).toBe(200);
    const data = response.body.data as { items?: object[]; desktops?: object[] };
    const rows = data.items ?? data.desktops!;
    expect(rows.length).toBeGreaterThan(0);
    const row = rows[0] as Record<string, unknown>;
    const has = (key: string) => key in row || (key.endsWith('_id') && key.slice(0, -3) in row);
    for (const column of await getTableColumns(client, name))
      expect(has(column.key), column.key).toBe(true);
    for (const filter of await getTableFilters(client, name))
      expect(has(filter.key), filter.key).toBe(true);
  });

  it('words filter refusals in the caller language', async () => {
    const h = createHarness();
    const { client } = await h.signIn(undefined, { language: 'ru' });
    const error = await failure(
      getList(client, 'api/invoices', v.object({ id: v.number() }), {
        filters: { status: 'lost' },
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'Неверное значение фильтра (status).',
    });
  });

  it('reads a calendar through getCalendar with date_range', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const event = v.looseObject({
      status: v.picklist(['new', 'approved', 'canceled']),
      start: v.string(),
      title: v.string(),
    });
    const wide = await getCalendar(client, 'api/bookings/calendar', event, {
      dateRange: { from: '2025-01-01', to: '2027-12-31' },
    });
    expect(wide.length).toBeGreaterThan(0);
    const none = await getCalendar(client, 'api/bookings/calendar', event, {
      dateRange: { from: '2000-01-01', to: '2000-01-31' },
    });
    expect(none).toEqual([]);
  });

  it('offers the support departments as the ticket department filter', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const department = (await getTableFilters(client, 'tickets')).find(
      (f) => f.key === 'department',
    )!;
    expect(department.options!.length).toBeGreaterThan(1);
    expect(department.options!.every((o) => /^\d+$/.test(o.value))).toBe(true);
  });
});
