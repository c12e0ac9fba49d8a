import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { testCalls } from '../testing/callCases';
import { filterQuery, getCalendar, getList, getTableColumns, getTableFilters } from './tables';

const event = v.object({ id: v.number(), start: v.string() });

describe('tables and lists', () => {
  testCalls([
    {
      name: 'getTableColumns',
      run: (c) => getTableColumns(c, 'invoices'),
      method: 'GET',
      path: 'api/config/columns/invoices',
      answer: {
        data: [
          { key: 'number', label: 'table.invoices.number', sortable: true, type: 'text' },
          {
            key: 'total',
            label: { ge: 'ჯამი', en: 'Total', ru: 'Итого' },
            sortable: true,
            type: 'money',
          },
        ],
      },
      malformed: { data: [{ key: 'number', label: 3, sortable: true, type: 'text' }] },
    },
    {
      name: 'getTableFilters',
      run: (c) => getTableFilters(c, 'payments'),
      method: 'GET',
      path: 'api/config/filters/payments',
      answer: {
        data: [
          {
            key: 'status',
            kind: 'select',
            label: { ge: 'სტატუსი', en: 'Status', ru: 'Статус' },
            options: [{ value: 'paid', label: { ge: 'გადახდილი', en: 'Paid', ru: 'Оплачен' } }],
          },
          { key: 'date', kind: 'date-range', label: 'table.date' },
        ],
      },
      malformed: { data: [{ key: 'status', kind: 'checkbox', label: 'x' }] },
    },
    {
      name: 'getList',
      run: (c) =>
        getList(c, 'api/deals', event, {
          page: 3,
          perPage: 5,
          sort: '-date',
          filters: { stage: 'lead', created: { to: '2026-11-01' }, empty: '' },
        }),
      method: 'GET',
      path: 'api/deals',
      query: { page: '3', per_page: '5', sort: '-date', stage: 'lead', created_to: '2026-11-01' },
      answer: { data: { items: [{ id: 1, start: '2026-11-01' }] }, meta: { items_count: 11 } },
      returns: (value) =>
        expect(value).toEqual({ items: [{ id: 1, start: '2026-11-01' }], itemsCount: 11 }),
      malformed: { data: [{ id: 1, start: 'x' }], meta: { items_count: 1 } },
    },
    {
      name: 'getCalendar',
      run: (c) =>
        getCalendar(c, 'api/bookings/calendar', event, {
          dateRange: { from: '2026-11-01', to: '2026-11-30' },
          filters: { apartment_id: 101 },
        }),
      method: 'GET',
      path: 'api/bookings/calendar',
      query: { date_range: '2026-11-01,2026-11-30', apartment_id: '101' },
      answer: { data: [{ id: 1, start: '2026-11-02' }] },
      malformed: { data: { items: [] } },
    },
  ]);

  it('sends a date range as key_from / key_to and leaves empty filters out', () => {
    expect(
      filterQuery({ date: { from: '2026-01-01' }, type: undefined, q: null, ids: [1, 2] }),
    ).toEqual({
      date_from: '2026-01-01',
      ids: [1, 2],
    });
  });
});
