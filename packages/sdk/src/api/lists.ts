// One definition per list (STYLE.md 14): a server list of spec §7 is declared once — its URL, row
// schema, table config, key root and the filter and sort parameters it takes — and its fetcher,
// query options for any page, and invalidation key all come from that declaration, so the table,
// a route's prefetch and a mutation's invalidation cannot drift apart.
import type * as v from 'valibot';
import type { Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import {
  getListWithMeta,
  type DateRange,
  type FilterValue,
  type Filters,
  type TableName,
} from './tables';

/**
 * What a list filter takes: a fixed set of values (a `select` with known choices), `id` (a
 * positive whole number, e.g. one of the user's apartments), `text`, or `date-range`
 * (`key_from` / `key_to`).
 */
export type ListFilterParam = readonly string[] | 'id' | 'text' | 'date-range';

export interface ListOptions<Row> {
  /**
   * The key root of every page, under its domain's root (`[...bookingKeys.all, 'list']`), so
   * invalidating the domain after a write refreshes the table too.
   */
  key: readonly unknown[];
  /** `GET {url}` (spec §7 tables: pagination and filters → `data.items` + `meta.items_count`). */
  url: string;
  /** Checks each row. */
  row: v.GenericSchema<unknown, Row>;
  /** The API's table config of its columns and filters (`api/config/{columns|filters}/{config}`). */
  config?: TableName;
  /** The filters the API takes; anything else in a table's state is never sent. */
  filters?: Readonly<Record<string, ListFilterParam>>;
  /** Column keys the API sorts by (`sort=key` / `sort=-key`). */
  sorts?: readonly string[];
  /** Number columns whose sum over every matching row the API sends in `meta.totals`. */
  totals?: readonly string[];
}

/** One page of a list, with the sums of its `totals` columns over all matching rows. */
export interface ListPage<Row> extends Page<Row> {
  totals?: Readonly<Record<string, number>>;
}

/** Where a list is: page (1-based), rows per page, filter values, sort (`key` or `-key`). */
export interface ListPageParams {
  page?: number;
  perPage?: number;
  filters?: Filters;
  sort?: string;
}

export interface ListDefinition<Row> {
  readonly url: string;
  readonly row: v.GenericSchema<unknown, Row>;
  readonly config: TableName | undefined;
  readonly filters: Readonly<Record<string, ListFilterParam>>;
  readonly sorts: readonly string[];
  readonly totals: readonly string[];
  readonly keys: {
    /** Every page of this list (and of every scope of a scoped list): invalidate it after a write. */
    readonly all: readonly unknown[];
    /** One page. */
    page: (params: ListPageParams) => readonly unknown[];
  };
}

const ID = /^[1-9]\d{0,11}$/;
const DAY = /^\d{4}-\d{2}(-\d{2})?$/;
const MAX_TEXT = 200;

function acceptedValue(param: ListFilterParam, value: FilterValue): FilterValue | undefined {
  const isRange = typeof value === 'object' && !Array.isArray(value);
  if (param === 'date-range') {
    if (!isRange) return undefined;
    const { from, to } = value as DateRange;
    const range: DateRange = {
      ...(from && DAY.test(from) ? { from } : {}),
      ...(to && DAY.test(to) ? { to } : {}),
    };
    return range.from || range.to ? range : undefined;
  }
  if (isRange || Array.isArray(value)) return undefined;
  const text = String(value);
  if (text === '') return undefined;
  if (param === 'id') return ID.test(text) ? text : undefined;
  if (param === 'text') return text.slice(0, MAX_TEXT);
  return param.includes(text) ? text : undefined;
}

/**
 * The params a list really sends: filters it declares, with values they allow (a hand-edited
 * address sends the API nothing it would refuse), a sort it declares, a whole page.
 */
export function acceptedListParams(
  list: Pick<ListDefinition<unknown>, 'filters' | 'sorts'>,
  params: ListPageParams,
): ListPageParams {
  const filters: Filters = {};
  for (const [key, param] of Object.entries(list.filters)) {
    const value = params.filters?.[key];
    if (value === undefined || value === null) continue;
    const accepted = acceptedValue(param, value);
    if (accepted !== undefined) filters[key] = accepted;
  }
  const sortKey = params.sort?.replace(/^-/, '');
  return {
    ...(params.page && Number.isInteger(params.page) && params.page > 0
      ? { page: params.page }
      : {}),
    ...(params.perPage && Number.isInteger(params.perPage) && params.perPage > 0
      ? { perPage: params.perPage }
      : {}),
    filters,
    ...(sortKey && list.sorts.includes(sortKey) ? { sort: params.sort } : {}),
  };
}

/** `meta.totals` when it is what a list declares: a number for each of its totals columns. */
function totalsOf(
  declared: readonly string[],
  raw: unknown,
): Readonly<Record<string, number>> | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const sums = raw as Record<string, unknown>;
  return declared.every((key) => typeof sums[key] === 'number')
    ? Object.fromEntries(declared.map((key) => [key, sums[key] as number]))
    : undefined;
}

/** Declares a server list (see the module comment). */
export function defineList<Row>(options: ListOptions<Row>): ListDefinition<Row> {
  const all = options.key;
  return {
    url: options.url,
    row: options.row,
    config: options.config,
    filters: options.filters ?? {},
    sorts: options.sorts ?? [],
    totals: options.totals ?? [],
    keys: {
      all,
      page: (params) => [...all, options.url, params] as const,
    },
  };
}

/** A list per parent: what every parent's list shares (its filters), and the list of one. */
export interface ScopedListDefinition<Row> {
  readonly keys: { readonly all: readonly unknown[] };
  /** The filters every parent's list takes (an address holds them before it names a parent). */
  readonly filters: ListDefinition<Row>['filters'];
  readonly of: (id: number) => ListDefinition<Row>;
}

/**
 * A list whose URL names a parent (an apartment's transactions): `.of(id)` is the list of one
 * parent; `keys.all` covers every parent's pages.
 */
export function defineScopedList<Row>(
  options: Omit<ListOptions<Row>, 'url'> & { url: (id: number) => string },
): ScopedListDefinition<Row> {
  return {
    keys: { all: options.key },
    filters: options.filters ?? {},
    of: (id) => defineList({ ...options, key: [...options.key, id], url: options.url(id) }),
  };
}

/** One page of `list` (only its accepted params are sent). */
export async function fetchListPage<Row>(
  client: SakhliClient,
  list: ListDefinition<Row>,
  params: ListPageParams = {},
): Promise<ListPage<Row>> {
  const accepted = acceptedListParams(list, params);
  const { page, meta } = await getListWithMeta(client, list.url, list.row, accepted);
  if (list.totals.length === 0) return page;
  const totals = totalsOf(list.totals, meta.totals);
  return totals ? { ...page, totals } : page;
}

/** Query options of one page of `list`: the key holds the params actually sent. */
export function listPageQuery<Row>(
  client: SakhliClient,
  list: ListDefinition<Row>,
  params: ListPageParams = {},
) {
  const accepted = acceptedListParams(list, params);
  return {
    queryKey: list.keys.page(accepted),
    queryFn: () => fetchListPage(client, list, accepted),
  };
}
