// Money, dates and counts in the interface language (`ge` → `ka`), DESIGN.md: CLDR's patterns
// written by hand (cldr.ts) for what the widgets show, Intl for anything else.
import { catalogPack, toIntlLocale, type Language } from '@sakhli/sdk';
import { shellMessages } from '../messages';
import {
  formatCldrDate,
  formatCldrMonth,
  formatCldrNumber,
  pad,
  type CldrLocale,
  type MonthNames,
} from './cldr';

// Building a date formatter costs ~0.5 ms (2 ms at 4× CPU), using one ~1 µs: a booking's dates, a
// table's column or a calendar's month of day names would build dozens. One per locale and shape,
// kept for the page's life (a page meets a handful). Number formatters cost a seventh of that.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, built once for each locale and options. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  return (dateFormats.get(key) ??
    dateFormats.set(key, new Intl.DateTimeFormat(locale, options)).get(key)) as Intl.DateTimeFormat;
}

/** A number in `language` as cldr.ts writes it, or through Intl where it does not. */
function numberIn(value: number, language: Language, options: Intl.NumberFormatOptions): string {
  const locale = toIntlLocale(language);
  return (
    formatCldrNumber(value, locale, options) ?? new Intl.NumberFormat(locale, options).format(value)
  );
}

/** GEL with the language's grouping: `1 234,50 ₾` (ka), `1 234,50 GEL` (ru), `GEL 1,234.50` (en). */
export function formatMoney(
  amount: number,
  language: Language,
  options: { fractionDigits?: 0 | 2 } = {},
): string {
  const digits = options.fractionDigits ?? (Number.isInteger(amount) ? 0 : 2);
  return numberIn(amount, language, {
    style: 'currency',
    currency: 'GEL',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A number with the language's grouping and decimal sign (`12 345,6` in ka and ru, `12,345.6` in en). */
export function formatNumber(
  value: number,
  language: Language,
  options: {
    maximumFractionDigits?: number;
    useGrouping?: boolean;
    /** `exceptZero`: `+5`, `0`, `-5` (points earned and spent). */
    signDisplay?: 'auto' | 'exceptZero';
  } = {},
): string {
  const { maximumFractionDigits = 2, useGrouping = true, signDisplay } = options;
  return numberIn(value, language, { maximumFractionDigits, useGrouping, signDisplay });
}

/**
 * The language's month names: locale data that travels in its pack of the shell's texts (one
 * language on the wire, issue 28 §2), so `undefined` until that pack is loaded (a widget's texts
 * are before its content renders).
 */
export function monthNames(language: Language): MonthNames | undefined {
  return catalogPack(shellMessages, language)?.['shell.months']?.split(' ');
}

/** A date written by hand with the language's month names, or by Intl before they are there. */
function dateIn(
  date: Date,
  language: Language,
  byHand: (locale: CldrLocale, months: MonthNames) => string,
  options: Intl.DateTimeFormatOptions,
): string {
  const months = monthNames(language);
  const locale = toIntlLocale(language);
  return months ? byHand(locale, months) : dateTimeFormat(locale, options).format(date);
}

/**
 * A month and its year in the interface language: `November 2026`, `ნოემბერი 2026` (long), or in
 * few letters for chart axes: `Nov 26`, `нояб. 26 г.`, `ნოე 26` (short).
 */
export function formatMonth(
  value: Date,
  language: Language,
  style: 'long' | 'short' = 'long',
): string {
  return dateIn(
    value,
    language,
    (locale, months) => formatCldrMonth(value, locale, style, months),
    { month: style, year: style === 'long' ? 'numeric' : '2-digit' },
  );
}

/** A local time of day, 24-hour (`07:05`): as Intl writes `hour`/`minute` with h23 in all three languages. */
export function formatLocalTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A calendar date (no time zone shift: `YYYY-MM-DD` strings are read as local dates). */
export function formatDate(
  value: Date | string,
  language: Language,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  const date = toDate(value);
  return dateIn(date, language, (locale, months) => formatCldrDate(date, locale, style, months), {
    dateStyle: style,
  });
}

/** `2026-05-01` → a local Date at midnight; Dates pass through. */
export function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // A date-time with no offset is read as local time; a bare date would be UTC's midnight.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00` : value);
}

/** `YYYY-MM-DD` of a local date, as the API expects dates. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole nights between two local dates (daylight-saving safe). */
export function nightsBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.max(0, Math.round((end - start) / 86_400_000));
}

/** Where every apartment is: an instant's day and time are read on its clock (docs/api-assumptions.md). */
const APARTMENT_TIME_ZONE = 'Asia/Tbilisi';

/**
 * Tbilisi has kept UTC+4, with no daylight saving, since 27 March 2005 (IANA's tz database): an
 * instant since then is read by hand; an earlier one, or a rule that changes, is Intl's.
 */
const TBILISI_OFFSET = 4 * 3_600_000;
const TBILISI_FIXED_SINCE = Date.UTC(2005, 2, 27);

/** An instant, from its ISO timestamp. */
const instant = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** The instant moved to Tbilisi's wall clock (read with getUTC…), where that is fixed. */
function tbilisiClock(value: Date | string): Date | undefined {
  const time = instant(value).getTime();
  return time >= TBILISI_FIXED_SINCE ? new Date(time + TBILISI_OFFSET) : undefined;
}

/** An instant's calendar day in Tbilisi, as the API names days (`YYYY-MM-DD`). */
export function tbilisiDay(value: Date | string): string {
  const clock = tbilisiClock(value);
  if (clock) return clock.toISOString().slice(0, 10);
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    timeZone: APARTMENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant(value));
}

/** An instant's time of day in Tbilisi, 24-hour (`09:05`): the same digits in every language. */
export function formatTime(value: Date | string): string {
  const clock = tbilisiClock(value);
  if (clock) return clock.toISOString().slice(11, 16);
  return dateTimeFormat('en-GB', {
    timeZone: APARTMENT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant(value));
}

/** An instant (ISO timestamp) as the day and time it was in Tbilisi (`25 Nov 2026, 09:05`). */
export function formatDateTime(
  value: Date | string,
  language: Language,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  return `${formatDate(tbilisiDay(value), language, style)}, ${formatTime(value)}`;
}
