// One utility's monthly history (spec §3 Utilities, §7): one query of the last 24 months feeds both
// the shared DataTable (month, consumption, amount, VAT, paid, the month's documents) and the shared
// Chart of consumption (or of the amount, for utilities without a meter).
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  downloadUtilityFile,
  internetTvHistoryQuery,
  utilityHistoryQuery,
  type ElectricityFileKind,
  type FilterConfig,
  type InternetTvRecord,
  type UtilityRecord,
  type UtilityType,
} from '@sakhli/sdk';
import { useLanguage, useInPlaceClient } from '../shell/context';
import { formatMonth, formatNumber } from '../shell/i18n/format';
import { Money } from '../ui/Money';
import { DataTable, type TableColumn } from '../ui/data-table';
import { Stack } from '../ui/layout';
import { LoadingState } from '../ui/States';
import { HISTORY_MONTHS } from './queries';
import { onDemand } from '../ui/onDemand';

/**
 * The chart's frame and texts come with the history's answer (issue 28 §4: not in the first view,
 * which shows the table's and the chart's skeletons until then), then @nivo/line as it is drawn.
 */
const Chart = onDemand(() => {
  // Its plot, @nivo/line, is fetched beside the frame rather than after it: the frame draws it at once.
  void import('../ui/chart/LineChart').catch(() => {});
  return import('../ui/chart').then((m) => ({ default: m.Chart }));
});

type Row = (UtilityRecord | InternetTvRecord) & { paid_status: 'paid' | 'unpaid' };

/** `2026-05` → a local date on the 1st, for the month's name in the language. */
function monthDate(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(y, m - 1, 1);
}

function useHistory(utility: UtilityType, apartmentId: number) {
  const client = useInPlaceClient();
  const params = { perPage: HISTORY_MONTHS };
  const metered = useQuery({
    ...utilityHistoryQuery(
      client,
      utility === 'internetTv' ? 'electricity' : utility,
      apartmentId,
      params,
    ),
    enabled: utility !== 'internetTv',
  });
  const internetTv = useQuery({
    ...internetTvHistoryQuery(client, apartmentId, params),
    enabled: utility === 'internetTv',
  });
  return utility === 'internetTv' ? internetTv : metered;
}

export function UtilityHistory({
  utility,
  apartmentId,
}: {
  utility: UtilityType;
  apartmentId: number;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const client = useInPlaceClient();
  const history = useHistory(utility, apartmentId);
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  // A meter's reading, to the litre or watt-hour it was read in.
  const reading = (value: number) => formatNumber(value, language, { maximumFractionDigits: 3 });
  const name = say(`apartmentBills.utility.${utility}`);
  const rows: Row[] | undefined = history.data?.items.map((r) => ({
    ...r,
    paid_status: r.paid ? 'paid' : 'unpaid',
  }));
  const meter = utility === 'electricity' || utility === 'water';
  const unit = utility === 'electricity' ? 'kWh' : utility === 'water' ? 'm3' : undefined;
  const unitText = unit ? say(`apartmentBills.unit.${unit}`) : '';

  /** The month's document of a kind, fetched with the session when the user asks for it. */
  const document = (kind: ElectricityFileKind) => (row: Row) => () =>
    downloadUtilityFile(client, utility, apartmentId, kind, {
      month: { from: row.month, to: row.month },
    });

  const columns: TableColumn<Row>[] = [
    {
      key: 'month',
      label: say('apartmentBills.history.month'),
      sortable: true,
      render: (row) => formatMonth(monthDate(row.month), language),
    },
    ...(meter
      ? ([
          {
            key: 'readings',
            label: say('apartmentBills.history.readings'),
            render: (row: Row) => {
              const r = row as UtilityRecord;
              return r.reading_start === null || r.reading_end === null
                ? '—'
                : `${reading(r.reading_start)} → ${reading(r.reading_end)}`;
            },
          },
          {
            key: 'consumption',
            label: say('apartmentBills.history.consumption', { unit: unitText }),
            type: 'number',
            sortable: true,
          },
        ] satisfies TableColumn<Row>[])
      : []),
    ...(utility === 'internetTv'
      ? ([
          { key: 'internet', label: say('apartmentBills.tv.internet') },
          { key: 'tv', label: say('apartmentBills.tv.tv') },
          {
            key: 'status',
            label: say('apartmentBills.tv.status'),
            type: 'status',
            labels: {
              active: say('apartmentBills.tv.status.active'),
              paused: say('apartmentBills.tv.status.paused'),
              passive: say('apartmentBills.tv.status.passive'),
            },
          },
        ] satisfies TableColumn<Row>[])
      : []),
    // Bills always show their tetri (`GEL 7.00`, not `GEL 7` beside `GEL 8.04`).
    {
      key: 'amount',
      label: say('apartmentBills.history.amount'),
      type: 'money',
      sortable: true,
      render: (row) => <Money amount={row.amount} fractionDigits={2} />,
    },
    {
      key: 'vat',
      label: say('apartmentBills.history.vat'),
      type: 'money',
      render: (row) =>
        row.vat === undefined ? '—' : <Money amount={row.vat} fractionDigits={2} />,
    },
    {
      key: 'paid_status',
      label: say('apartmentBills.history.paid'),
      type: 'status',
      labels: {
        paid: say('apartmentBills.history.paidYes'),
        unpaid: say('apartmentBills.history.paidNo'),
      },
    },
    {
      key: 'statement',
      label: say('apartmentBills.download.filePdf'),
      type: 'link',
      value: (row) => `${utility}-${apartmentId}-${row.month}.pdf`,
      download: document('filePdf'),
    },
  ];

  const filters: FilterConfig[] = [
    {
      key: 'paid_status',
      kind: 'select',
      label: say('apartmentBills.history.paid'),
      options: [
        { value: 'paid', label: say('apartmentBills.history.paidYes') },
        { value: 'unpaid', label: say('apartmentBills.history.paidNo') },
      ],
    },
  ];

  const error = history.isError ? say('apartmentBills.history.failed') : undefined;
  // Oldest first along the x axis; consumption where there is a meter, else what was billed.
  const points = [...(rows ?? [])]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((r) => ({
      x: r.month,
      y: meter ? ((r as UtilityRecord).consumption ?? null) : r.amount,
    }));

  return (
    <Stack>
      <DataTable<Row>
        caption={say('apartmentBills.history.title', { utility: name })}
        emptyMessage={say('apartmentBills.history.empty')}
        columns={columns}
        filters={filters}
        rows={rows ?? []}
        loading={history.isPending}
        {...(error ? { error, onRetry: () => void history.refetch() } : {})}
        defaultState={{ sort: '-month' }}
        pageSizes={[12, 24]}
      />
      {history.isPending ? (
        <LoadingState heading />
      ) : (
        <Suspense fallback={<LoadingState heading />}>
          <Chart
            title={
              meter
                ? say('apartmentBills.chart.title', { utility: name, unit: unitText })
                : say('apartmentBills.chart.amountTitle', { utility: name })
            }
            xLabel={say('apartmentBills.history.month')}
            series={[
              {
                id: utility,
                // The chart adds the unit to the axis and tooltips itself.
                label: meter
                  ? say('apartmentBills.chart.consumption')
                  : say('apartmentBills.history.amount'),
                points,
              },
            ]}
            yType={meter ? 'number' : 'money'}
            {...(meter ? { unit: unitText } : {})}
            {...(error ? { error, onRetry: () => void history.refetch() } : {})}
            emptyMessage={say('apartmentBills.history.empty')}
          />
        </Suspense>
      )}
    </Stack>
  );
}
