// The points history (spec §4 Points, §7 GET history) in the shared DataTable: date, reason,
// signed points and status, filtered by status (spec §4: all, in_process, new, purchase, refuse)
// and paged by the server — or, in test mode, the sample rows paged here.
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { loyaltyHistoryList, type FilterConfig, type PointsEntry } from '@sakhli/sdk';
import { DataTable, type TableColumn, type TableState } from '../ui/data-table';
import { historyFilters } from './historyTable';
import { STATUS_TONES, WalletSection } from './parts';
import { useLoyaltySource } from './source';

export interface PointsHistoryProps {
  /** The table's state, when a host keeps it (the portal's address). */
  state?: Partial<TableState> | undefined;
  onStateChange?: ((state: TableState) => void) | undefined;
}

const columns: TableColumn<PointsEntry>[] = [
  { key: 'date', label: 'loyalty.history.date', type: 'datetime', sortable: true },
  { key: 'title', label: 'loyalty.history.reason' },
  { key: 'points', label: 'loyalty.history.points', type: 'number', sortable: true },
  { key: 'status', label: 'loyalty.history.status', type: 'status', tones: STATUS_TONES },
];

export function PointsHistory({ state, onStateChange }: PointsHistoryProps) {
  const intl = useIntl();
  const source = useLoyaltySource();
  const title = intl.formatMessage({ id: 'loyalty.history.title' });
  // Earned points show their +, spent ones their − (the sign is the point of the column).
  const signed = (row: PointsEntry) =>
    intl.formatNumber(row.points, { signDisplay: row.points === 0 ? 'auto' : 'always' });
  const filters: FilterConfig[] = historyFilters();
  const demoRows = useQuery({ ...source.demoHistory(), enabled: source.demo });
  const table = {
    caption: title,
    hideCaption: true,
    emptyMessage: intl.formatMessage({ id: 'loyalty.history.empty' }),
    columns,
    filters,
    cells: { points: { value: signed } },
    ...(state ? { state } : {}),
    ...(onStateChange ? { onStateChange } : {}),
  };
  return (
    <WalletSection title={title}>
      <div part="history">
        {source.demo ? (
          <DataTable<PointsEntry>
            {...table}
            rows={demoRows.data ?? []}
            loading={demoRows.isPending}
          />
        ) : (
          <DataTable<PointsEntry> {...table} list={loyaltyHistoryList} />
        )}
      </div>
    </WalletSection>
  );
}
