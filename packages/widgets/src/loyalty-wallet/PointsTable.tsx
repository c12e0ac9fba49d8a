// The points history's table (spec §4 Points, §7 GET history), the shared DataTable: date, reason,
// signed points and status, filtered by status (spec §4: all, in_process, new, purchase, refuse)
// and paged by the server — or, in test mode, the sample rows paged here. Its own chunk, fetched as
// the wallet opens (PointsHistory.tsx).
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { loyaltyHistoryList, type FilterConfig, type PointsEntry } from '@sakhli/sdk';
import { DataTable, type TableColumn } from '../ui/data-table';
import { historyFilters } from './historyTable';
import { STATUS_TONES } from './parts';
import type { PointsHistoryProps } from './PointsHistory';
import { useLoyaltySource } from './source';
import { useLanguage } from '../shell/context';
import { formatNumber } from '../shell/i18n/format';

const columns: TableColumn<PointsEntry>[] = [
  { key: 'date', label: 'loyalty.history.date', type: 'datetime', sortable: true },
  { key: 'title', label: 'loyalty.history.reason' },
  { key: 'points', label: 'loyalty.history.points', type: 'number', sortable: true },
  { key: 'status', label: 'loyalty.history.status', type: 'status', tones: STATUS_TONES },
];

export function PointsTable({
  title,
  state,
  onStateChange,
}: PointsHistoryProps & { title: string }) {
  const intl = useIntl();
  const language = useLanguage();
  const source = useLoyaltySource();
  // Earned points show their +, spent ones their − (the sign is the point of the column).
  const signed = (row: PointsEntry) =>
    formatNumber(row.points, language, { signDisplay: 'exceptZero' });
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
  return source.demo ? (
    <DataTable<PointsEntry> {...table} rows={demoRows.data ?? []} loading={demoRows.isPending} />
  ) : (
    <DataTable<PointsEntry> {...table} list={loyaltyHistoryList} />
  );
}
