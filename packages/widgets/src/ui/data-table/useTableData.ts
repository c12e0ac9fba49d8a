// The table's data: its config (columns, filters) and its rows, from the API or the caller, as one
// query each (the config is cached for an hour: it carries all three languages).
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ColumnConfig,
  type FilterConfig,
  type Filters,
  type ListDefinition,
  type ListPage,
} from '@sakhli/sdk';
import { useSakhliClient } from '../../shell/context';
import { localPage } from './localPage';
import { tableConfigQueries, tablePageQuery } from './tableQueries';
import { isRange, isSet } from './tableState';
import type { TableColumn, TableState } from './types';

const CONFIG_STALE_MS = 60 * 60 * 1000;

export function useTableConfig<Row>(
  config: string | undefined,
  columns: readonly TableColumn<Row>[] | undefined,
  filters: readonly FilterConfig[] | false | undefined,
  hiddenFilters: readonly string[] = [],
) {
  // The same options a loader gets from `tableQueryOptions` (shown in place, not toasted).
  const [columnsOptions, filtersOptions] = tableConfigQueries(useSakhliClient(), config ?? '');
  const columnsQuery = useQuery({
    ...columnsOptions,
    enabled: Boolean(config) && !columns,
    staleTime: CONFIG_STALE_MS,
  });
  const filtersQuery = useQuery({
    ...filtersOptions,
    enabled: Boolean(config) && filters === undefined,
    staleTime: CONFIG_STALE_MS,
  });
  const resolvedColumns: readonly (TableColumn<Row> | ColumnConfig)[] =
    columns ?? columnsQuery.data ?? [];
  const hidden = hiddenFilters.join('\n');
  const resolvedFilters: readonly FilterConfig[] = useMemo(() => {
    const all = filters === false ? [] : (filters ?? filtersQuery.data ?? []);
    return hidden ? all.filter((filter) => !hidden.split('\n').includes(filter.key)) : all;
  }, [filters, filtersQuery.data, hidden]);
  const pending =
    (!columns && Boolean(config) && columnsQuery.isPending) ||
    (filters === undefined && Boolean(config) && filtersQuery.isPending);
  const error = columnsQuery.error ?? filtersQuery.error;
  const retry = () => {
    if (columnsQuery.error) void columnsQuery.refetch();
    if (filtersQuery.error) void filtersQuery.refetch();
  };
  return { columns: resolvedColumns, filters: resolvedFilters, pending, error, retry };
}

/**
 * The state's filters that the table's filters know, with values they allow: a hand-edited address
 * never sends the API a filter it would refuse.
 */
export function knownFilters(filters: Filters, known: readonly FilterConfig[]): Filters {
  const out: Filters = {};
  for (const filter of known) {
    const value = filters[filter.key];
    if (!isSet(value)) continue;
    if (filter.kind === 'date-range') {
      if (isRange(value)) out[filter.key] = value;
    } else if (isRange(value)) continue;
    else if (filter.kind === 'select') {
      if (filter.options?.some((o) => o.value === String(value))) out[filter.key] = String(value);
    } else out[filter.key] = String(value);
  }
  return out;
}

/** The rows: a page of the list (the very query `tableQueryOptions` gives a loader), or local rows. */
export function useTableRows<Row>(options: {
  list: ListDefinition<Row> | undefined;
  rows: readonly Row[] | undefined;
  state: TableState;
  filters: readonly FilterConfig[];
  fixedFilters: Filters | undefined;
  /** The config is still loading: hold the list until its filters are known. */
  waiting: boolean;
}): {
  page: ListPage<Row> | undefined;
  pending: boolean;
  fetching: boolean;
  error: unknown;
  retry: () => void;
} {
  const { list, rows, state, filters, fixedFilters, waiting } = options;
  const client = useSakhliClient();
  const server = useQuery({
    // A table without a list asks for nothing: the key is its own and the query never runs.
    ...(list
      ? tablePageQuery(client, list, state, fixedFilters ? { fixedFilters } : {})
      : { queryKey: ['table', 'local'], queryFn: () => Promise.reject(new Error('no list')) }),
    enabled: Boolean(list) && !rows && !waiting,
    placeholderData: keepPreviousData,
  });
  const local = useMemo(
    () => (rows ? localPage(rows, state, filters, fixedFilters) : undefined),
    [rows, state, filters, fixedFilters],
  );
  if (local) return { page: local, pending: false, fetching: false, error: null, retry: () => {} };
  return {
    page: server.data,
    pending: server.isPending,
    fetching: server.isFetching && server.isPlaceholderData,
    error: server.error,
    retry: () => void server.refetch(),
  };
}
