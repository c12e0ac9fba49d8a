// The table state's address form: what the portal writes into the URL reads back the same, and a
// hand-edited address never breaks the table.
import { describe, expect, it } from 'vitest';
import { fullState, stateFromSearch, stateToSearch, tableListParams } from './tableState';
import type { TableState } from './types';

describe('table state in the address', () => {
  const state: TableState = {
    page: 3,
    perPage: 25,
    sort: '-price',
    filters: {
      status: 'new',
      apartment_id: '105',
      income_date: { from: '2026-12-01', to: '2026-12-31' },
    },
  };

  it('round-trips page, page size, sort, select, text and date-range filters', () => {
    const search = stateToSearch(state);
    expect(search).toEqual({
      page: '3',
      per_page: '25',
      sort: '-price',
      status: 'new',
      apartment_id: '105',
      income_date_from: '2026-12-01',
      income_date_to: '2026-12-31',
    });
    expect(stateFromSearch(search)).toEqual(state);
  });

  it('reads what a router parsed as numbers, and a prefix keeps two tables apart', () => {
    expect(stateFromSearch({ b_page: 2, b_apartment_id: 105, page: 9 }, 'b_')).toEqual({
      page: 2,
      perPage: 10,
      filters: { apartment_id: '105' },
    });
  });

  it('leaves defaults and empty filters out of the address', () => {
    expect(stateToSearch(fullState({ filters: { status: '', income_date: {} } }))).toEqual({});
  });

  it('drops malformed parts instead of failing', () => {
    expect(
      stateFromSearch({
        page: '-4',
        per_page: '7',
        sort: 'price; drop',
        income_date_from: 'yesterday',
        'bad key': 'x',
        status: { nested: true },
      }),
    ).toEqual({ page: 1, perPage: 10, filters: {} });
  });

  it('makes the SDK list params with the host fixed filters on top', () => {
    expect(tableListParams(state, { apartment_id: 7 })).toEqual({
      page: 3,
      perPage: 25,
      sort: '-price',
      filters: { status: 'new', apartment_id: 7, income_date: state.filters.income_date },
    });
  });
});
