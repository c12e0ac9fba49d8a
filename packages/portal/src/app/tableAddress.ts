// A DataTable's state in the portal's address (issue 12 §1): page, rows per page, sort and filters
// as plain search params (`?page=2&status=new&income_date_from=2026-12-01`), so Back, Forward,
// Reload and a shared link all find the same rows. Routes validate them with `tableSearch`; the
// screen binds the table with `useTableAddress`.
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  DEFAULT_PAGE_SIZES,
  stateFromSearch,
  stateToSearch,
  type TableState,
} from '@sakhli/widgets';

/** The table's part of the address: flat strings, defaults left out. */
export type TableSearch = Record<string, string>;

export interface TableAddressOptions {
  /** Before every name, when a screen has two tables (`b_page`). @defaultValue '' */
  prefix?: string;
  /** The table's `pageSizes`, if not the default. */
  pageSizes?: readonly number[];
}

/**
 * A route's `validateSearch` for a table screen: whatever the address holds (hand-edited, old,
 * parsed as numbers by the router) becomes a valid table state, written back in its plain form.
 */
export function tableSearch({
  prefix = '',
  pageSizes = DEFAULT_PAGE_SIZES,
}: TableAddressOptions = {}) {
  return (search: Record<string, unknown>): TableSearch =>
    stateToSearch(stateFromSearch(search, prefix, pageSizes), prefix, pageSizes);
}

/** The table state a route's loader prefetches (its `loaderDeps`). */
export function tableStateOf(
  search: Record<string, unknown>,
  { prefix = '', pageSizes = DEFAULT_PAGE_SIZES }: TableAddressOptions = {},
): TableState {
  return stateFromSearch(search, prefix, pageSizes);
}

/**
 * `state` + `onStateChange` for a DataTable on the current route: the address owns the state; each
 * change is a new history entry (Back returns to the previous page or filters).
 */
export function useTableAddress({
  prefix = '',
  pageSizes = DEFAULT_PAGE_SIZES,
}: TableAddressOptions = {}) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = useMemo(
    () => stateFromSearch(search, prefix, pageSizes),
    [search, prefix, pageSizes],
  );
  const onStateChange = useCallback(
    (next: TableState) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => {
          // With a prefix, the route's other params stay and only this table's go; without one,
          // the table owns the whole query.
          const kept = Object.fromEntries(
            Object.entries(previous).filter(([name]) => prefix !== '' && !name.startsWith(prefix)),
          );
          return { ...kept, ...stateToSearch(next, prefix, pageSizes) };
        },
      } as never);
    },
    [navigate, prefix, pageSizes],
  );
  return { state, onStateChange };
}
