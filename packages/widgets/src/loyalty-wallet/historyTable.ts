// The history's server list as the DataTable asks for it, so a host (the portal's route loader)
// can start the same query before the table renders: one request, one cache entry.
import {
  errorsInPlace,
  listQueryOptions,
  pointsEntrySchema,
  pointStatuses,
  type FilterConfig,
  type SakhliClient,
} from '@sakhli/sdk';
import { fullState, tableListParams, type TableState } from '../ui/data-table';

/** spec §7 GET history. */
export const HISTORY_URL = 'api/loyalty/history';
export const historyRowSchema = pointsEntrySchema;

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

/**
 * The query the history table makes in `state` (a filter it does not know is dropped, as it does),
 * its failure shown by the table as the DataTable's own calls are (`errorsInPlace`).
 */
export function historyQueryOptions(client: SakhliClient, state: Partial<TableState> = {}) {
  const full = fullState(state);
  const status = full.filters.status;
  const known = (pointStatuses as readonly unknown[]).includes(status) ? { status } : {};
  return listQueryOptions(
    errorsInPlace(client),
    HISTORY_URL,
    historyRowSchema,
    tableListParams({ ...full, filters: known }),
  );
}
