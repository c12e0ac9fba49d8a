// How a chart's x and y values read in the interface language (axes, tooltips, table, summary).
import type { Language } from '@sakhli/sdk';
import {
  formatDate,
  formatMoney,
  formatMonth,
  formatNumber,
  toDate,
} from '../../shell/i18n/format';
import type { ChartX, ChartY } from './types';

function monthDate(x: string): Date {
  const [year, month] = x.split('-').map(Number) as [number, number];
  return new Date(year, month - 1, 1);
}

/** An x value in full: `November 2026`, `Nov 3, 2026`, or the label itself. */
export function formatX(x: string, type: ChartX, language: Language): string {
  if (type === 'month' && /^\d{4}-\d{2}$/.test(x)) return formatMonth(monthDate(x), language);
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(x)) return formatDate(toDate(x), language);
  return x;
}

/** An x value on the axis, short: `Nov 26`, `03.11.2026`. */
export function formatXTick(x: string, type: ChartX, language: Language): string {
  if (type === 'month' && /^\d{4}-\d{2}$/.test(x))
    return formatMonth(monthDate(x), language, 'short');
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(x))
    return formatDate(toDate(x), language, 'short');
  return x;
}

/** A y value: GEL with tetri, or a number with its unit. */
export function formatY(y: number, type: ChartY, language: Language, unit?: string): string {
  if (type === 'money') return formatMoney(y, language);
  const number = formatNumber(y, language);
  return unit ? `${number}\u00a0${unit}` : number;
}

/** A y value on the axis: whole lari, or the number alone. */
export function formatYTick(y: number, type: ChartY, language: Language): string {
  if (type === 'money') return formatMoney(Math.round(y), language, { fractionDigits: 0 });
  return formatNumber(y, language, { maximumFractionDigits: 1 });
}
