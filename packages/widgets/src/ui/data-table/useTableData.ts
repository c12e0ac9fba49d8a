// The table's data: its config (columns, filters) and its rows, from the API or the caller, as one
// query each (the config is cached for an hour: it carries all three languages).
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  listQueryOptions,
  listRowSchema,
  tableColumnsQuery,
  tableFiltersQuery,
  type ColumnConfig,
  type FilterConfig,
  type Filters,
} from '@sakhli/sdk';
import { useInPlaceClient } from '../../shell/context';
import { localPage } from './localPage';
import { isRange, isSet, tableListParams } from './tableState';
import type { RowSchema, TableColumn, TableState } from './types';

const CONFIG_STALE_MS = 60 * 60 * 1000;

export function useTableConfig<Row>(
  config: string | undefined,
  columns: readonly TableColumn<Row>[] | undefined,
  filters: readonly FilterConfig[] | false | undefined,
  hiddenFilters: readonly string[] = [],
) {
  // The table shows its failures (error state, retry): the policy does not toast them too.
  const client = useInPlaceClient();
  const columnsQuery = useQuery({
    ...tableColumnsQuery(client, config ?? ''),
    enabled: Boolean(config) && !columns,
    staleTime: CONFIG_STALE_MS,
  });
  const filtersQuery = useQuery({
    ...tableFiltersQuery(client, config ?? ''),
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

export function useTableRows<Row>(options: {
  url: string | undefined;
  item: RowSchema<Row> | undefined;
  rows: readonly Row[] | undefined;
  state: TableState;
  filters: readonly FilterConfig[];
  fixedFilters: Filters | undefined;
  /** The config is still loading: hold the list until its filters are known. */
  waiting: boolean;
}) {
  const { url, item, rows, state, filters, fixedFilters, waiting } = options;
  const client = useInPlaceClient();
  const params = tableListParams(state, fixedFilters);
  const list = useQuery({
    ...listQueryOptions(client, url ?? '', (item ?? listRowSchema) as RowSchema<Row>, params),
    enabled: Boolean(url) && !rows && !waiting,
    placeholderData: keepPreviousData,
  });
  const local = useMemo(
    () => (rows ? localPage(rows, state, filters, fixedFilters) : undefined),
    [rows, state, filters, fixedFilters],
  );
  if (local) return { page: local, pending: false, fetching: false, error: null, retry: () => {} };
  return {
    page: list.data,
    pending: list.isPending,
    fetching: list.isFetching && list.isPlaceholderData,
    error: list.error,
    retry: () => void list.refetch(),
  };
}
