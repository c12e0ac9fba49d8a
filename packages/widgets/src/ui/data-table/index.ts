// The shared data table (issue 12): one implementation for every list of the product.
export { DataTable } from './DataTable';
export {
  DEFAULT_PAGE_SIZES,
  fullState,
  stateFromSearch,
  stateToSearch,
  isTableParam,
  tableListParams,
} from './tableState';
export {
  tableConfigQueries,
  tablePageParams,
  tablePageQuery,
  tableQueryOptions,
} from './tableQueries';
export type { TableQueryOptions } from './tableQueries';
export type {
  CellOptions,
  ColumnKey,
  ColumnType,
  DataTableProps,
  RowSchema,
  TableColumn,
  TableFooter,
  TableState,
} from './types';
