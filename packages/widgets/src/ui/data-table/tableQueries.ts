// The calls a DataTable over a list definition makes in a given state — its table config and the
// page — as query options. The table reads them, and a host (a route's loader) starts the very same
// ones before the table renders: the same keys and the same error owner, so each call is made once.
// No React here: a loader imports it without the table's code.
import {
  errorsInPlace,
  listPageQuery,
  tableColumnsQuery,
  tableFiltersQuery,
  type Filters,
  type ListDefinition,
  type ListPageParams,
  type SakhliClient,
} from '@sakhli/sdk';
import { DEFAULT_PAGE_SIZES, fullState, tableListParams } from './tableState';
import type { TableState } from './types';

export type { TableState };

export interface TableQueryOptions {
  /** The table's `fixedFilters`. */
  fixedFilters?: Filters;
  /** The table's `pageSizes`. @defaultValue [10, 25, 50] */
  pageSizes?: readonly number[];
}

/** The list params of a table state (filters and sort the list does not take are dropped by it). */
export function tablePageParams(
  state: Partial<TableState> = {},
  { fixedFilters, pageSizes = DEFAULT_PAGE_SIZES }: TableQueryOptions = {},
): ListPageParams {
  return tableListParams(fullState(state, pageSizes), fixedFilters);
}

/** The table's config calls (columns, filters), shown in place like the table's other failures. */
export function tableConfigQueries(client: SakhliClient, config: string) {
  const inPlace = errorsInPlace(client);
  return [tableColumnsQuery(inPlace, config), tableFiltersQuery(inPlace, config)] as const;
}

/** The page the table shows in `state`; the table shows its failure (`errorsInPlace`). */
export function tablePageQuery<Row>(
  client: SakhliClient,
  list: ListDefinition<Row>,
  state: Partial<TableState> = {},
  options: TableQueryOptions = {},
) {
  return listPageQuery(errorsInPlace(client), list, tablePageParams(state, options));
}

/**
 * Every call `<DataTable list={list} state={state} />` makes as it opens: its config (when the list
 * has one) and the page.
 * ```ts
 * loader: ({ context, deps }) => prefetch(tableQueryOptions(context.client, documentsList, deps.table))
 * ```
 */
export function tableQueryOptions<Row>(
  client: SakhliClient,
  list: ListDefinition<Row>,
  state: Partial<TableState> = {},
  options: TableQueryOptions = {},
) {
  return [
    ...(list.config ? tableConfigQueries(client, list.config) : []),
    tablePageQuery(client, list, state, options),
  ];
}
