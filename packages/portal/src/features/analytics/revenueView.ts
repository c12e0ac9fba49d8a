// What /analytics shows, from one answer of `api/analytics/revenue` that covers the chosen period
// and the one before: the figures of each (the SDK's `revenueFigures`), the chart's lines (the
// total and each apartment's) and the CSV of exactly those numbers — one computation, so the
// screen, its export and the tests cannot disagree.
import {
  monthsBetween,
  revenueFigures,
  toCsv,
  type Revenue,
  type RevenueFigures,
  type RevenueSpan,
} from '@sakhli/sdk';
import type { ChartSeries } from '@sakhli/widgets';

export interface RevenueLine {
  id: string;
  label: string;
  /** GEL per month, over both periods. */
  byMonth: ReadonlyMap<string, number>;
}

export interface RevenueView {
  span: RevenueSpan;
  /** The chosen period's months, `YYYY-MM`. */
  months: readonly string[];
  previousMonths: readonly string[];
  figures: RevenueFigures;
  previous: RevenueFigures;
  /** The total, then each apartment (only the apartment when one is chosen). */
  lines: readonly RevenueLine[];
  /** Nothing was earned or booked in the period. */
  empty: boolean;
}

const sum = (values: readonly number[]) =>
  Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

export function revenueView(revenue: Revenue, span: RevenueSpan, totalLabel: string): RevenueView {
  const months = monthsBetween(span.from, span.to);
  const previousMonths = monthsBetween(span.previousFrom, span.previousTo);
  const within = (list: readonly string[]) => revenue.series.filter((p) => list.includes(p.month));
  const total: RevenueLine = {
    id: 'total',
    label: totalLabel,
    byMonth: new Map(revenue.series.map((p) => [p.month, p.revenue])),
  };
  const apartments = revenue.apartments.map((a) => ({
    id: `apartment-${a.apartment_id}`,
    label: a.address,
    byMonth: new Map(a.series.map((p) => [p.month, p.revenue])),
  }));
  const figures = revenueFigures(within(months));
  return {
    span,
    months,
    previousMonths,
    figures,
    previous: revenueFigures(within(previousMonths)),
    // One apartment: its own line says it all (named by its address).
    lines: apartments.length === 1 ? apartments : [total, ...apartments],
    empty: figures.revenue === 0 && figures.nights === 0,
  };
}

/** The chart's series: each line over the chosen period's months. */
export function chartSeries(view: RevenueView): ChartSeries[] {
  return view.lines.map((line) => ({
    id: line.id,
    label: line.label,
    points: view.months.map((x) => ({ x, y: line.byMonth.get(x) ?? null })),
  }));
}

export interface CsvWords {
  month: string;
  nights: string;
  occupancy: string;
  rate: string;
  /** The row of a whole period, `from` and `to` as `YYYY-MM`. */
  period: (from: string, to: string) => string;
}

/**
 * The CSV of what the screen shows: a row per month of the period (each line's revenue, booked
 * nights, occupancy in %, average nightly rate), then the period's and the one before's figures.
 * Numbers are plain (`1234.5`) so a spreadsheet reads them as numbers; every cell goes through
 * the SDK's `toCsv`, which neutralises formulas (an address such as `=cmd|…`).
 */
export function revenueCsv(view: RevenueView, revenue: Revenue, words: CsvWords): string {
  const percent = (value: number | null) => (value === null ? '' : Math.round(value * 1000) / 10);
  const point = new Map(revenue.series.map((p) => [p.month, p]));
  const monthRow = (month: string) => {
    const p = point.get(month);
    const figures = revenueFigures(p ? [p] : []);
    return [
      month,
      ...view.lines.map((line) => line.byMonth.get(month) ?? ''),
      figures.nights,
      percent(figures.occupancy),
      figures.averageRate ?? '',
    ];
  };
  const periodRow = (months: readonly string[], figures: RevenueFigures) => [
    words.period(months[0] ?? '', months.at(-1) ?? ''),
    ...view.lines.map((line) => sum(months.map((month) => line.byMonth.get(month) ?? 0))),
    figures.nights,
    percent(figures.occupancy),
    figures.averageRate ?? '',
  ];
  return toCsv([
    [
      words.month,
      ...view.lines.map((line) => line.label),
      words.nights,
      words.occupancy,
      words.rate,
    ],
    ...view.months.map(monthRow),
    periodRow(view.months, view.figures),
    periodRow(view.previousMonths, view.previous),
  ]);
}
