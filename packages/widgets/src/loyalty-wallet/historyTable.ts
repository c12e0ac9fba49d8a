// The history's table set-up: its status filter (spec §4), shared by the table and by a host that
// starts its first page (the portal's route loader) through the table's own `tablePageQuery`.
import {
  loyaltyHistoryList,
  pointStatuses,
  type FilterConfig,
  type SakhliClient,
} from '@sakhli/sdk';
// The table's query module, not its index: the wallet's first load asks for a page without the table.
import { tablePageQuery, type TableState } from '../ui/data-table/tableQueries';

/** spec §4: the status filter; its empty choice ("All") sends no filter. Labels are message ids. */
export function historyFilters(): FilterConfig[] {
  return [
    {
      key: 'status',
      kind: 'select',
      label: 'loyalty.history.status',
      options: pointStatuses.map((status) => ({
        value: status,
        label: `loyalty.status.${status}`,
      })),
    },
  ];
}

/** The page the history table asks for in `state` (its failure shown by the table). */
export function historyQueryOptions(client: SakhliClient, state: Partial<TableState> = {}) {
  return tablePageQuery(client, loyaltyHistoryList, state);
}
