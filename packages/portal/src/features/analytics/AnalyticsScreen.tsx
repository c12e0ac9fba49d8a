// /analytics (spec §2, §7 `api/analytics/revenue`; owners only): revenue over the chosen period as
// a chart (the total and each apartment, with the chart's own "show as table"), and the figures
// owners compare in host tools — revenue, booked nights, occupancy, average nightly rate — against
// the period before. Period and apartment live in the address; the CSV holds what is shown.
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { apartmentsQuery, errorsInPlace, revenuePeriods } from '@sakhli/sdk';
import {
  Button,
  Chart,
  EmptyState,
  ErrorState,
  FailedInPlace,
  LoadingState,
  saveBlob,
  SelectField,
  useSakhliClient,
  WithCatalog,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { Choices, Sections } from '../money/parts';
import { analyticsRevenueQuery, DEFAULT_MONTHS, spanOf, type AnalyticsChoice } from './queries';
import { RevenueFigures } from './RevenueFigures';
import { chartSeries, revenueCsv, revenueView } from './revenueView';
import { analyticsMessages } from './messages';

const analyticsRoute = getRouteApi('/main/analytics');

export function AnalyticsScreen() {
  return (
    <WithCatalog catalog={analyticsMessages}>
      <ScreenHeading id="portal.title.analytics" />
      <Analytics />
    </WithCatalog>
  );
}

function Analytics() {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const client = useSakhliClient();
  const search = analyticsRoute.useSearch();
  const navigate = useNavigate();
  const choice: AnalyticsChoice = { months: search.months, apartment: search.apartment };
  const apartments = useQuery(apartmentsQuery(errorsInPlace(client)));
  const revenue = useQuery(analyticsRevenueQuery(client, choice));
  const exportFrom = useRef<HTMLDivElement>(null);
  const choose = (next: AnalyticsChoice) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...next }),
    } as never);

  const view = revenue.data
    ? revenueView(revenue.data, spanOf(choice), say('portal.analytics.total'))
    : undefined;
  const download = () => {
    if (!view || !revenue.data || !exportFrom.current) return;
    const text = revenueCsv(view, revenue.data, {
      month: say('portal.analytics.csv.month'),
      nights: say('portal.analytics.csv.nights'),
      occupancy: say('portal.analytics.csv.occupancy'),
      rate: say('portal.analytics.csv.rate'),
      period: (from, to) => say('portal.analytics.csv.period', { from, to }),
    });
    const name = `revenue-${view.span.from}-${view.span.to}${
      choice.apartment === undefined ? '' : `-${choice.apartment}`
    }.csv`;
    saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), name, exportFrom.current);
  };

  return (
    <>
      <Choices ref={exportFrom}>
        <SelectField
          label={say('portal.analytics.period')}
          placeholder={false}
          options={revenuePeriods.map((months) => ({
            value: String(months),
            label: say('portal.analytics.periodOption', { months }),
          }))}
          value={String(choice.months ?? DEFAULT_MONTHS)}
          onChange={(event) => choose({ months: Number(event.currentTarget.value) })}
        />
        <SelectField
          label={say('portal.analytics.apartment')}
          placeholder={false}
          options={[
            { value: '', label: say('portal.analytics.allApartments') },
            ...(apartments.data ?? []).map((a) => ({ value: String(a.id), label: a.address })),
          ]}
          value={choice.apartment === undefined ? '' : String(choice.apartment)}
          onChange={(event) => {
            const id = event.currentTarget.value;
            choose({ apartment: id ? Number(id) : undefined });
          }}
        />
        <Button variant="secondary" onClick={download} disabled={!view || view.empty}>
          {say('portal.analytics.export')}
        </Button>
      </Choices>
      {/* The picker's own failure, beside it: its empty list would look like "no apartment". */}
      <FailedInPlace query={apartments} title={say('portal.analytics.apartmentsFailed')} />
      {revenue.isError ? (
        <ErrorState
          message={say('portal.analytics.failed')}
          onRetry={() => void revenue.refetch()}
          retrying={revenue.isFetching}
        />
      ) : !view ? (
        <LoadingState lines={6} />
      ) : view.empty ? (
        <EmptyState description={say('portal.analytics.empty')} />
      ) : (
        <Sections>
          <RevenueFigures view={view} />
          <Chart
            title={say('portal.analytics.chart')}
            series={chartSeries(view)}
            xLabel={say('portal.analytics.month')}
            yType="money"
            emptyMessage={say('portal.analytics.empty')}
          />
        </Sections>
      )}
    </>
  );
}
