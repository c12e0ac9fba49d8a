// The DataTable's public types: columns, filters, cell options and the table state a host may own.
import type { Key, ReactNode } from 'react';
import type {
  ColumnConfig,
  DownloadedFile,
  FilterConfig,
  Filters,
  Label,
  ListDefinition,
  ListPage,
} from '@sakhli/sdk';
import type { StatusTone } from '../StatusBadge';

/** How a cell's value is shown: the API's column types (spec §7 tables). */
export type ColumnType = ColumnConfig['type'];

/** What a caller may set on a column, whether it came from `api/config/columns` or is local. */
export interface CellOptions<Row> {
  /** The cell's value. @defaultValue `row[key]` */
  value?: (row: Row) => unknown;
  /** Draws the cell instead of the type's format (the value is ignored then). */
  render?: (row: Row) => ReactNode;
  /**
   * `link` cells: the address of the file. Shown as a link (new tab, `rel="noopener noreferrer"`)
   * only when it is same-origin or `https:`; anything else is plain text.
   * @defaultValue the value itself when it is a string
   */
  href?: (row: Row) => string | null | undefined;
  /**
   * `link` cells: fetches the file through the SDK client (with the session) and saves it, for
   * files behind auth. Wins over `href`. Return `null` for rows without a file.
   */
  download?: (row: Row) => (() => Promise<DownloadedFile>) | null;
  /** `status` cells: the tone per value. @defaultValue known values (paid → success, …) else neutral */
  tones?: Readonly<Record<string, StatusTone>>;
  /** `status` cells: the label per value, already translated. @defaultValue the filter option's label */
  labels?: Readonly<Record<string, string>>;
  /** Right-align (numbers do by default). */
  align?: 'start' | 'end';
}

/** A column the caller defines itself (a chart's table, a widget's history). */
export interface TableColumn<Row> extends CellOptions<Row> {
  key: string;
  /** Already translated text, or an API label (message id or `{ ge, en, ru }`). */
  label: Label;
  /** @defaultValue 'text' */
  type?: ColumnType;
  /** Server lists only: the header sorts by `sort=key` / `sort=-key`. @defaultValue false */
  sortable?: boolean;
}

export type { FilterConfig, Filters };

/** A valibot schema of one row, as a list definition holds it. */
export type RowSchema<Row> = ListDefinition<Row>['row'];

/**
 * The column keys a caller may name for rows of type `Row`: its fields (checked), or any string
 * for rows typed only as records.
 */
export type ColumnKey<Row> = string extends keyof Row ? string : Extract<keyof Row, string>;

/** A last row of the table: a label (in the first column) and values under some columns. */
export interface TableFooter<Row> {
  label: ReactNode;
  cells: Partial<Record<ColumnKey<Row>, ReactNode>>;
}

/** Where the table is: page, rows per page, filter values (keyed by filter key), sort. */
export interface TableState {
  /** 1-based. */
  page: number;
  perPage: number;
  filters: Filters;
  /** Column key, `-key` for descending. */
  sort?: string;
}

export interface DataTableProps<Row> {
  /** What the table lists: the `<caption>` and the card list's name. */
  caption: ReactNode;
  /** Hide the caption visually (it stays for screen readers) when a heading already says it. */
  hideCaption?: boolean;
  /** What would be here, for the empty state ("Your bookings will be listed here."). */
  emptyMessage: ReactNode;
  /** Title of the empty state. @defaultValue "Nothing here yet" */
  emptyTitle?: ReactNode;

  /**
   * Name of the API's table config: columns and filters come from
   * `api/config/{columns|filters}/{config}`. @defaultValue the `list`'s config
   */
  config?: string;
  /** Local columns (instead of the config's). */
  columns?: readonly TableColumn<Row>[];
  /** Local filters (instead of the config's); `false` shows no filter bar. */
  filters?: readonly FilterConfig[] | false;
  /** Per column key (a field of `Row`): how to read, draw, link or label that column's cells. */
  cells?: { readonly [K in ColumnKey<Row>]?: CellOptions<Row> };
  /** Column keys to leave out (e.g. the apartment on one apartment's screen). */
  hiddenColumns?: readonly ColumnKey<Row>[];
  /** Filter keys to leave out of the bar (e.g. the apartment filter when `fixedFilters` sets it). */
  hiddenFilters?: readonly string[];
  /** A last column of actions per row (e.g. "Open"); its header is `actionsLabel`. */
  rowActions?: (row: Row) => ReactNode;
  /** @defaultValue "Actions" */
  actionsLabel?: string;
  /**
   * The address of a row's detail: the first column's cell becomes a link to it (a real link, so
   * it opens in a new tab, can be copied and is announced as a link).
   */
  rowHref?: (row: Row) => string | undefined;
  /**
   * A plain click on a row's link (no modifier key): e.g. a single-page app's navigation. Without
   * it, the browser follows `rowHref`.
   */
  onRowOpen?: (row: Row) => void;
  /** Actions above the table, beside the filters: a primary action, an export, a view toggle. */
  toolbar?: ReactNode;
  /** A last row, e.g. totals of the page's list (`page.totals`); `null` for none. */
  footer?: (page: ListPage<Row>) => TableFooter<Row> | null;

  /**
   * A server list (spec §7: `GET {url}` with pagination and filters → data.items + meta.items_count),
   * declared once with the SDK's `defineList`: its URL, rows, table config and the filters and
   * sorts it takes. A route's loader starts the same calls with `tableQueryOptions`.
   */
  list?: ListDefinition<Row>;
  /** Filters always sent with `list` and not shown (e.g. `{ apartment_id: 7 }`). */
  fixedFilters?: Filters;

  /** Local rows (instead of `list`): filtered, sorted and paged here. */
  rows?: readonly Row[];
  /** Local rows are still coming. */
  loading?: boolean;
  /** Local rows failed: the message to show (with `onRetry`, a retry button). */
  error?: ReactNode;
  onRetry?: () => void;

  /** Controlled state (with `onStateChange`): a host keeps it, e.g. in the address. */
  state?: Partial<TableState>;
  onStateChange?: (state: TableState) => void;
  /** Uncontrolled start. */
  defaultState?: Partial<TableState>;
  /** Choices of rows per page; the first is the default. @defaultValue [10, 25, 50] */
  pageSizes?: readonly number[];
  /** @defaultValue `row.id`, else the index */
  rowKey?: (row: Row, index: number) => Key;
}
