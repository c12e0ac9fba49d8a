// Chart: the one chart of the product (issue 12 §2). A line chart of series along months, dates or
// labels; @nivo/line arrives in its own chunk only when a chart is drawn; axes and tooltips read in
// the interface language; a legend with dash and shape per series (not colour alone); and a
// "Show as table" view with the same numbers through the shared DataTable.
import { Suspense, useId, useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../shell/context';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { Button } from '../Button';
import { WithCatalog } from '../catalogIntl';
import type { DataTableProps, TableColumn } from '../data-table/types';
import { EmptyState, ErrorState, LoadingState } from '../States';
import { formatX, formatXTick, formatY, formatYTick } from './format';
import { chartMessages } from './messages';
import { SeriesKey } from './symbols';
import type { ChartProps } from './types';
import { useWidth } from './useWidth';
import { onDemand } from '../onDemand';

const LineChart = onDemand(() => import('./LineChart'));
/**
 * The table view's DataTable comes when asked for (issue 28 §3): a screen that shows a chart and no
 * table (the dashboard's revenue card) does not carry the table's code.
 */
const DataTable = onDemand(() =>
  import('../data-table/DataTable').then(({ DataTable: Table }) => ({
    default: Table as (props: DataTableProps<Row>) => ReturnType<typeof Table>,
  })),
);

const Figure = styled('figure', dom)`
  margin: 0;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space2};
  margin-bottom: ${vars.space3};
`;

const Caption = styled.figcaption`
  font-weight: ${vars.fontWeightBold};
  font-size: ${vars.fontSizeLg};
`;

const Plot = styled('div', dom)`
  width: 100%;
  min-width: 0;
  overflow: hidden;
`;

const Legend = styled('ul', dom)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2} ${vars.space4};
  margin: ${vars.space2} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space2};
  }
`;

type Row = Record<string, string | number | null>;

export function Chart(props: ChartProps) {
  return (
    <WithCatalog catalog={chartMessages}>
      <ChartBody {...props} />
    </WithCatalog>
  );
}

function ChartBody(props: ChartProps) {
  const { title, series, xType = 'month', xLabel, yType = 'number', unit, height = 260 } = props;
  const intl = useIntl();
  const language = useLanguage();
  const captionId = useId();
  const [view, setView] = useState(props.defaultView ?? 'chart');
  const [plotRef, width] = useWidth<HTMLDivElement>();

  const xs = useMemo(() => [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))], [series]);
  const values = series
    .flatMap((s) => s.points.map((p) => p.y))
    .filter((y): y is number => y !== null);
  const fullX = (x: string) => formatX(x, xType, language);
  const fullY = (y: number) => formatY(y, yType, language, unit);

  // The same numbers as rows: one per x, one column per series.
  const rows: Row[] = xs.map((x) => ({
    id: x,
    x,
    ...Object.fromEntries(series.map((s) => [s.id, s.points.find((p) => p.x === x)?.y ?? null])),
  }));
  const columns: TableColumn<Row>[] = [
    { key: 'x', label: xLabel, value: (row) => fullX(String(row.x)) },
    ...series.map((s): TableColumn<Row> => ({
      key: s.id,
      label: unit && yType === 'number' ? `${s.label}, ${unit}` : s.label,
      type: yType === 'money' ? 'money' : 'number',
    })),
  ];

  if (props.error) {
    return <ErrorState message={props.error} onRetry={props.onRetry} />;
  }
  if (props.loading) {
    return <LoadingState heading label={intl.formatMessage({ id: 'ui.chart.loading' })} />;
  }
  if (values.length === 0) return <EmptyState description={props.emptyMessage} />;

  const summary = intl.formatMessage(
    { id: 'ui.chart.summary' },
    {
      title,
      count: values.length,
      first: fullX(xs[0]!),
      last: fullX(xs[xs.length - 1]!),
      min: fullY(Math.min(...values)),
      max: fullY(Math.max(...values)),
    },
  );

  return (
    <Figure part="chart" aria-labelledby={captionId}>
      <Head>
        <Caption id={captionId}>{title}</Caption>
        <Button variant="secondary" onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
          {intl.formatMessage({
            id: view === 'chart' ? 'ui.chart.showTable' : 'ui.chart.showChart',
          })}
        </Button>
      </Head>
      {view === 'chart' ? (
        <>
          {/* Busy until measured: the plot is drawn at its box's width, known a frame later. */}
          <Plot ref={plotRef} style={{ height }} aria-busy={width === 0 || undefined}>
            {width > 0 && (
              <Suspense
                fallback={
                  <LoadingState
                    heading={false}
                    label={intl.formatMessage({ id: 'ui.chart.loading' })}
                  />
                }
              >
                <LineChart
                  series={series.map((s) => ({
                    id: s.id,
                    label: s.label,
                    data: xs.map((x) => ({ x, y: s.points.find((p) => p.x === x)?.y ?? null })),
                  }))}
                  width={width}
                  height={height}
                  summary={summary}
                  tickX={(x) => formatXTick(x, xType, language)}
                  tickY={(y) => formatYTick(y, yType, language)}
                  fullX={fullX}
                  fullY={fullY}
                />
              </Suspense>
            )}
          </Plot>
          <Legend part="chart-legend" aria-label={intl.formatMessage({ id: 'ui.chart.legend' })}>
            {series.map((s, index) => (
              <li key={s.id}>
                <SeriesKey index={index} />
                {unit && yType === 'number' ? `${s.label}, ${unit}` : s.label}
              </li>
            ))}
          </Legend>
        </>
      ) : (
        <Suspense fallback={<LoadingState heading={false} />}>
          <DataTable
            caption={title}
            hideCaption
            emptyMessage={props.emptyMessage}
            columns={columns}
            rows={rows}
            filters={false}
            pageSizes={[24, 60, 120]}
          />
        </Suspense>
      )}
    </Figure>
  );
}
