// A DataTable's state in the portal's address (issue 12 §1, issue 24 §3): page, rows per page, sort
// and filters as plain search params (`?page=2&status=new&income_date_from=2026-12-01`), so Back,
// Forward, Reload and a shared link all find the same rows. The table's params are its own: with a
// list definition only the filters it declares (and with a prefix only prefixed names), so a
// screen's other params (`view=calendar`) survive every table change and "Clear filters" clears
// only filters. Routes validate them with `tableSearch`; the screen binds the table with
// `useTableAddress`.
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ListDefinition } from '@sakhli/sdk';
import {
  DEFAULT_PAGE_SIZES,
  isTableParam,
  stateFromSearch,
  stateToSearch,
  type TableState,
} from '@sakhli/widgets';

/** The address's params, flat strings, defaults left out. */
export type TableSearch = Record<string, string>;

export interface TableAddressOptions {
  /** The table's list: only the filters it declares are the table's. */
  list?: Pick<ListDefinition<unknown>, 'filters'>;
  /** Before every name, when a screen has two tables (`b_page`). @defaultValue '' */
  prefix?: string;
  /** The table's `pageSizes`, if not the default. */
  pageSizes?: readonly number[];
}

function filterKeysOf(options: TableAddressOptions): readonly string[] | undefined {
  return options.list ? Object.keys(options.list.filters) : undefined;
}

/** The params that are not the table's, as strings (a screen's own: `view`, `from`, …). */
function otherParams(search: Record<string, unknown>, options: TableAddressOptions): TableSearch {
  const keys = filterKeysOf(options);
  const own = (name: string) =>
    keys || options.prefix ? isTableParam(name, options.prefix, keys) : true;
  return Object.fromEntries(
    Object.entries(search)
      .filter(
        ([name, value]) => !own(name) && ['string', 'number', 'boolean'].includes(typeof value),
      )
      .map(([name, value]) => [name, String(value)]),
  );
}

const MAX_PARAM = 200;

/**
 * A route's `validateSearch` that only makes the address plain — every value a string (the router
 * may have parsed `2` as a number), nothing nested, nothing overlong — and leaves what each param
 * means to the screen's code (a list's table reads its own with {@link tableStateOf}). It keeps a
 * route free of the list definitions: the route tree is in every first load.
 */
export function plainSearch(search: Record<string, unknown>): TableSearch {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([name, value]) => [name, String(value).slice(0, MAX_PARAM)]),
  );
}

/**
 * The id an address names under `param` (`?apartment=101`: a scoped list's parent), else
 * undefined: anything that cannot be an id names nothing.
 */
export function scopeIdOf(search: Record<string, unknown>, param: string): number | undefined {
  const value = search[param];
  return /^[1-9]\d{0,11}$/.test(String(value)) ? Number(value) : undefined;
}

/** The table state an address holds. */
export function tableStateOf(
  search: Record<string, unknown>,
  options: TableAddressOptions = {},
): TableState {
  const { prefix = '', pageSizes = DEFAULT_PAGE_SIZES } = options;
  return stateFromSearch(search, prefix, pageSizes, filterKeysOf(options));
}

/**
 * A route's `validateSearch` for a table screen: whatever the address holds (hand-edited, old,
 * parsed as numbers by the router) becomes a valid table state, written back in its plain form;
 * params that are not the table's are kept as they are.
 */
export function tableSearch(options: TableAddressOptions = {}) {
  const { prefix = '', pageSizes = DEFAULT_PAGE_SIZES } = options;
  return (search: Record<string, unknown>): TableSearch => ({
    ...otherParams(search, options),
    ...stateToSearch(tableStateOf(search, options), prefix, pageSizes),
  });
}

/**
 * `state` + `onStateChange` for a DataTable on the current route: the address owns the state; each
 * change is a new history entry (Back returns to the previous page or filters).
 */
export function useTableAddress(options: TableAddressOptions = {}) {
  const { list, prefix = '', pageSizes = DEFAULT_PAGE_SIZES } = options;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = useMemo(
    () => tableStateOf(search, { ...(list ? { list } : {}), prefix, pageSizes }),
    [search, list, prefix, pageSizes],
  );
  const onStateChange = useCallback(
    (next: TableState) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({
          ...otherParams(previous, { ...(list ? { list } : {}), prefix }),
          ...stateToSearch(next, prefix, pageSizes),
        }),
      } as never);
    },
    [navigate, list, prefix, pageSizes],
  );
  return { state, onStateChange };
}
