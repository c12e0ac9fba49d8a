// The shared data table (issue 12): one implementation for every list of the product.
export { DataTable } from './DataTable';
export {
  DEFAULT_PAGE_SIZES,
  fullState,
  stateFromSearch,
  stateToSearch,
  tableListParams,
} from './tableState';
export type {
  CellOptions,
  ColumnType,
  DataTableProps,
  RowSchema,
  TableColumn,
  TableState,
} from './types';
