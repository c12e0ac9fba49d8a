// The table's state: defaults, what counts as "filtered", the SDK list params, and the address
// encoding (flat `page`, `per_page`, `sort`, `key`, `key_from`/`key_to`, as the API's own query).
import type { DateRange, FilterValue, Filters, ListParams } from '@sakhli/sdk';
import type { TableState } from './types';

export const DEFAULT_PAGE_SIZES = [10, 25, 50] as const;

/** A whole state from a partial one: page 1, the first page size, no filters. */
export function fullState(
  state: Partial<TableState> | undefined,
  pageSizes: readonly number[] = DEFAULT_PAGE_SIZES,
): TableState {
  const perPage =
    state?.perPage && pageSizes.includes(state.perPage) ? state.perPage : (pageSizes[0] ?? 10);
  const page = state?.page && Number.isInteger(state.page) && state.page > 0 ? state.page : 1;
  return {
    page,
    perPage,
    filters: state?.filters ?? {},
    ...(state?.sort ? { sort: state.sort } : {}),
  };
}

export function isRange(value: FilterValue | null | undefined): value is DateRange {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A filter holds something (an empty range or text is no filter). */
export function isSet(value: FilterValue | null | undefined): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (isRange(value)) return Boolean(value.from || value.to);
  return true;
}

/** The filters that hold something. */
export function activeFilters(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => isSet(value)));
}

/** The SDK list params of a state (and filters the host always sends). */
export function tableListParams(state: TableState, fixedFilters: Filters = {}): ListParams {
  return {
    page: state.page,
    perPage: state.perPage,
    filters: { ...activeFilters(state.filters), ...fixedFilters },
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

const DATE = /^\d{4}-\d{2}(-\d{2})?$/;
const SORT = /^-?[\w.]{1,64}$/;
const KEY = /^[A-Za-z][\w]{0,63}$/;
const MAX_VALUE = 200;

/** The address form of a state: flat strings, defaults left out, `prefix` before every name. */
export function stateToSearch(
  state: TableState,
  prefix = '',
  pageSizes: readonly number[] = DEFAULT_PAGE_SIZES,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.page > 1) out[`${prefix}page`] = String(state.page);
  if (state.perPage !== pageSizes[0]) out[`${prefix}per_page`] = String(state.perPage);
  if (state.sort) out[`${prefix}sort`] = state.sort;
  for (const [key, value] of Object.entries(activeFilters(state.filters))) {
    if (isRange(value)) {
      if (value.from) out[`${prefix}${key}_from`] = value.from;
      if (value.to) out[`${prefix}${key}_to`] = value.to;
    } else out[`${prefix}${key}`] = String(value);
  }
  return out;
}

/**
 * Whether a search param belongs to the table: its page, rows per page and sort, and — when the
 * table names its filters (`filterKeys`, e.g. a list definition's) — only those filters (with
 * `_from`/`_to`), so a screen's other params (`view=calendar`) are not read as filters; without
 * `filterKeys`, every other param is a filter.
 */
export function isTableParam(name: string, prefix = '', filterKeys?: readonly string[]): boolean {
  if (!name.startsWith(prefix)) return false;
  const key = name.slice(prefix.length);
  if (key === 'page' || key === 'per_page' || key === 'sort') return true;
  if (!filterKeys) return true;
  return filterKeys.includes(key.replace(/_(from|to)$/, '')) || filterKeys.includes(key);
}

/**
 * A state from an address (any values: the router may have parsed `2` as a number). Malformed
 * parts are dropped, never thrown: a hand-edited address still opens the table. With
 * `filterKeys`, only those are read as filters (see {@link isTableParam}).
 */
export function stateFromSearch(
  search: Readonly<Record<string, unknown>>,
  prefix = '',
  pageSizes: readonly number[] = DEFAULT_PAGE_SIZES,
  filterKeys?: readonly string[],
): TableState {
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value).slice(0, MAX_VALUE)
      : undefined;
  const filters: Filters = {};
  const state: Partial<TableState> = { filters };
  for (const [name, raw] of Object.entries(search)) {
    if (!isTableParam(name, prefix, filterKeys)) continue;
    const key = name.slice(prefix.length);
    const value = text(raw);
    if (value === undefined || value === '') continue;
    if (key === 'page') state.page = /^\d+$/.test(value) ? Number(value) : 1;
    else if (key === 'per_page') state.perPage = /^\d+$/.test(value) ? Number(value) : undefined;
    else if (key === 'sort') {
      if (SORT.test(value)) state.sort = value;
    } else if (/_(from|to)$/.test(key)) {
      const base = key.replace(/_(from|to)$/, '');
      if (!KEY.test(base) || !DATE.test(value)) continue;
      const range = isRange(filters[base]) ? (filters[base] as DateRange) : {};
      filters[base] = { ...range, [key.endsWith('_from') ? 'from' : 'to']: value };
    } else if (KEY.test(key)) filters[key] = value;
  }
  return fullState(state, pageSizes);
}
