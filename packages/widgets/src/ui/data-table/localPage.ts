// Local rows answered like a server list (docs/api-assumptions.md "Tables"): select and text filters
// on the row's field (text: case-insensitive substring), date ranges at the bound's precision, sort,
// then one page. So a table of local rows behaves as one of a list url.
import type { FilterConfig, Filters } from '@sakhli/sdk';
import { isRange, isSet } from './tableState';
import type { TableState } from './types';

/** A row's value for a key; `apartment_id` also matches a nested `apartment: { id }`. */
export function fieldOf(row: unknown, key: string): unknown {
  const record = (row ?? {}) as Record<string, unknown>;
  let value = record[key];
  if (value === undefined && key.endsWith('_id')) value = record[key.slice(0, -3)];
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

function matches(row: unknown, filter: FilterConfig | undefined, key: string, value: unknown) {
  const field = fieldOf(row, key);
  if (isRange(value as Filters[string])) {
    const { from, to } = value as { from?: string; to?: string };
    const day = String(field ?? '');
    return (!from || day.slice(0, from.length) >= from) && (!to || day.slice(0, to.length) <= to);
  }
  if (filter?.kind === 'text') {
    return String(field ?? '')
      .toLocaleLowerCase()
      .includes(String(value).toLocaleLowerCase());
  }
  return String(field) === String(value);
}

export interface LocalPage<Row> {
  items: Row[];
  itemsCount: number;
}

export function localPage<Row>(
  rows: readonly Row[],
  state: TableState,
  filters: readonly FilterConfig[],
  fixedFilters: Filters = {},
): LocalPage<Row> {
  let out = [...rows];
  const all = { ...state.filters, ...fixedFilters };
  for (const [key, value] of Object.entries(all)) {
    if (!isSet(value)) continue;
    const filter = filters.find((f) => f.key === key);
    out = out.filter((row) => matches(row, filter, key, value));
  }
  if (state.sort) {
    const key = state.sort.replace(/^-/, '');
    const dir = state.sort.startsWith('-') ? -1 : 1;
    out.sort((a, b) => {
      const x = fieldOf(a, key);
      const y = fieldOf(b, key);
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
      return String(x ?? '').localeCompare(String(y ?? '')) * dir;
    });
  }
  const start = (state.page - 1) * state.perPage;
  return { items: out.slice(start, start + state.perPage), itemsCount: out.length };
}
