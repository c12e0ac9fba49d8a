// The Chart's public types: series of points along months, dates or labels.
import type { ReactNode } from 'react';

export interface ChartPoint {
  /** `YYYY-MM` for months, `YYYY-MM-DD` for dates, else a label. */
  x: string;
  /** `null`: no value that month (a gap, and "—" in the table). */
  y: number | null;
}

export interface ChartSeries {
  id: string;
  /** The series' name in the user's language (legend, tooltip, table header). */
  label: string;
  points: readonly ChartPoint[];
}

export type ChartX = 'month' | 'date' | 'text';
export type ChartY = 'money' | 'number';

export interface ChartProps {
  /** What the chart shows: its caption, the SVG's name and the table's caption. */
  title: string;
  series: readonly ChartSeries[];
  /** How x values read. @defaultValue 'month' */
  xType?: ChartX;
  /** The x column's header in the table view ("Month"). */
  xLabel: string;
  /** How y values read: GEL or a plain number. @defaultValue 'number' */
  yType?: ChartY;
  /** The unit of a plain number ("kWh"), after each value in tooltips and on the axis. */
  unit?: string;
  /** @defaultValue 260 */
  height?: number;
  /** Start with the table instead of the chart. @defaultValue 'chart' */
  defaultView?: 'chart' | 'table';
  /** Still loading the numbers. */
  loading?: boolean;
  /** Failed: the message to show (with `onRetry`, a retry button). */
  error?: ReactNode;
  onRetry?: () => void;
  /** What would be here when there are no values. */
  emptyMessage: ReactNode;
}
