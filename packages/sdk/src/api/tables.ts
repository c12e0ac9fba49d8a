// Tables, lists and calendars (spec §7 "Tables, lists and analytics"): configs, pages, calendar windows.
import * as v from 'valibot';
import { ApiError } from '../client/ApiError';
import type { Page, QueryValue } from '../client/call';
import type { SakhliClient } from '../client/createClient';

/** A text the server sends in all three languages (table configs are cached across languages). */
export const localizedSchema = v.object({ ge: v.string(), en: v.string(), ru: v.string() });
export type Localized = v.InferOutput<typeof localizedSchema>;

/** A label is either a message id of the UI catalog or a text per language. */
export const labelSchema = v.union([v.string(), localizedSchema]);
export type Label = v.InferOutput<typeof labelSchema>;

export const columnTypes = [
  'text',
  'number',
  'money',
  'date',
  'datetime',
  'status',
  'link',
] as const;
export const columnConfigSchema = v.object({
  key: v.string(),
  label: labelSchema,
  sortable: v.boolean(),
  type: v.picklist(columnTypes),
});
export type ColumnConfig = v.InferOutput<typeof columnConfigSchema>;

export const filterOptionSchema = v.object({ value: v.string(), label: labelSchema });
export const filterConfigSchema = v.object({
  key: v.string(),
  kind: v.picklist(['select', 'date-range', 'text']),
  label: labelSchema,
  /** Choices of a `select` filter. */
  options: v.optional(v.array(filterOptionSchema)),
});
export type FilterConfig = v.InferOutput<typeof filterConfigSchema>;

/** The lists of the portal that have a table configuration. */
export const tableNames = [
  'bookings',
  'transactions',
  'payments',
  'invoices',
  'documents',
  'tickets',
  'notifications',
  'deals',
  'loyaltyHistory',
  'devices',
] as const;
export type TableName = (typeof tableNames)[number];

/** An inclusive range of ISO dates (`YYYY-MM-DD`); either end may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}
export type FilterValue = string | number | boolean | readonly (string | number)[] | DateRange;
export type Filters = Record<string, FilterValue | undefined | null>;

export interface ListParams {
  /** 1-based. @defaultValue 1 */
  page?: number;
  /** Rows per page. @defaultValue 10 (server side) */
  perPage?: number;
  /** Filter values keyed by the table config's filter keys. */
  filters?: Filters;
  /** Column key, `-key` for descending. */
  sort?: string;
}

/**
 * Filters as query parameters: plain values as `key=value`; a date range as `key_from`/`key_to`
 * (see docs/api-assumptions.md).
 */
export function filterQuery(filters: Filters = {}): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const range = value as DateRange;
      if (range.from) query[`${key}_from`] = range.from;
      if (range.to) query[`${key}_to`] = range.to;
    } else query[key] = value as QueryValue;
  }
  return query;
}

/** Pagination, sorting and filters as one query object. */
export function listQuery(params: ListParams = {}): Record<string, QueryValue> {
  return {
    page: params.page,
    per_page: params.perPage,
    sort: params.sort,
    ...filterQuery(params.filters),
  };
}

export const tableKeys = {
  all: ['tables'] as const,
  columns: (name: string) => [...tableKeys.all, 'columns', name] as const,
  filters: (name: string) => [...tableKeys.all, 'filters', name] as const,
  calendar: (url: string, params: CalendarParams) => ['calendar', url, params] as const,
};

export async function getTableColumns(
  client: SakhliClient,
  name: TableName | (string & {}),
): Promise<ColumnConfig[]> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/config/columns/${encodeURIComponent(name)}`,
    schema: v.array(columnConfigSchema),
  });
  return data;
}

export function tableColumnsQuery(client: SakhliClient, name: TableName | (string & {})) {
  return { queryKey: tableKeys.columns(name), queryFn: () => getTableColumns(client, name) };
}

export async function getTableFilters(
  client: SakhliClient,
  name: TableName | (string & {}),
): Promise<FilterConfig[]> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/config/filters/${encodeURIComponent(name)}`,
    schema: v.array(filterConfigSchema),
  });
  return data;
}

export function tableFiltersQuery(client: SakhliClient, name: TableName | (string & {})) {
  return { queryKey: tableKeys.filters(name), queryFn: () => getTableFilters(client, name) };
}

/**
 * Any list of spec §7: `GET {url}` with pagination and filters, answered as `data.items` plus
 * `meta.items_count`. Rows are checked with `item`; a missing count is a bad response. The
 * product's lists are declared with `defineList` (./lists.ts), which calls this.
 */
export async function getList<T>(
  client: SakhliClient,
  url: string,
  item: v.GenericSchema<unknown, T>,
  params: ListParams = {},
): Promise<Page<T>> {
  return (await getListWithMeta(client, url, item, params)).page;
}

/** {@link getList}, with the answer's whole `meta` (a list's totals ride there). */
export async function getListWithMeta<T>(
  client: SakhliClient,
  url: string,
  item: v.GenericSchema<unknown, T>,
  params: ListParams = {},
): Promise<{ page: Page<T>; meta: Readonly<Record<string, unknown>> }> {
  const { data, meta } = await client.request({
    method: 'GET',
    path: url,
    query: listQuery(params),
    schema: v.object({ items: v.array(item) }),
  });
  if (!meta) {
    throw new ApiError({
      kind: 'bad-response',
      status: 200,
      data,
      call: `GET ${url}`,
      cause: new Error('meta.items_count is missing'),
    });
  }
  return { page: { items: data.items, itemsCount: meta.items_count }, meta };
}

/** Any row of a list, unchecked beyond being an object: for tables that only show fields by key. */
export const listRowSchema: v.GenericSchema<unknown, Record<string, unknown>> = v.looseObject({});

export interface CalendarParams {
  /** The visible window, inclusive ISO dates. */
  dateRange: { from: string; to: string };
  filters?: Filters;
}

/** Any calendar of spec §7: `GET {url}` with `date_range=from,to` and filters. */
export async function getCalendar<T>(
  client: SakhliClient,
  url: string,
  event: v.GenericSchema<unknown, T>,
  params: CalendarParams,
): Promise<T[]> {
  const { data } = await client.request({
    method: 'GET',
    path: url,
    query: {
      date_range: `${params.dateRange.from},${params.dateRange.to}`,
      ...filterQuery(params.filters),
    },
    schema: v.array(event),
  });
  return data;
}

export function calendarQuery<T>(
  client: SakhliClient,
  url: string,
  event: v.GenericSchema<unknown, T>,
  params: CalendarParams,
) {
  return {
    queryKey: tableKeys.calendar(url, params),
    queryFn: () => getCalendar(client, url, event, params),
  };
}
