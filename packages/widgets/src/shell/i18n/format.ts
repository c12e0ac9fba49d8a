// Money, dates and counts through Intl in the interface language (`ge` → `ka`), DESIGN.md.
import { toIntlLocale, type Language } from '@sakhli/sdk';

// Some Chromium builds (Debian's) ship ICU without Georgian number and date data and would fall
// back to English; CLDR's `ka` patterns are then applied by hand. Asked once: every amount asked.
let georgianData: boolean | undefined;
const byHand = (language: Language): boolean =>
  language === 'ge' &&
  !(georgianData ??=
    Intl.NumberFormat.supportedLocalesOf(['ka']).length > 0 &&
    Intl.DateTimeFormat.supportedLocalesOf(['ka']).length > 0);

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

/** CLDR ka's digits, by hand: no-break space groups (from five digits), decimal comma. */
const georgianNumber = (value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('en', {
    ...options,
    useGrouping: options.useGrouping !== false && Math.abs(value) >= 10_000,
  })
    .format(value)
    .replace(/,/g, '\u00a0')
    .replace('.', ',');

/** GEL with the language's grouping: `1 234,50 ₾` (ka), `1 234,50 GEL` (ru), `GEL 1,234.50` (en). */
export function formatMoney(
  amount: number,
  language: Language,
  options: { fractionDigits?: 0 | 2 } = {},
): string {
  const digits = options.fractionDigits ?? (Number.isInteger(amount) ? 0 : 2);
  const shape = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (byHand(language)) {
    // CLDR ka: `#,##0.00 ¤`.
    return `${amount < 0 ? '-' : ''}${georgianNumber(Math.abs(amount), shape)}\u00a0₾`;
  }
  return new Intl.NumberFormat(toIntlLocale(language), {
    style: 'currency',
    currency: 'GEL',
    ...shape,
  }).format(amount);
}

/** A number with the language's grouping and decimal sign (`12 345,6` in ka and ru, `12,345.6` in en). */
export function formatNumber(
  value: number,
  language: Language,
  options: { maximumFractionDigits?: number; useGrouping?: boolean } = {},
): string {
  const { maximumFractionDigits = 2, useGrouping = true } = options;
  if (byHand(language)) {
    return georgianNumber(value, { maximumFractionDigits, useGrouping });
  }
  return new Intl.NumberFormat(toIntlLocale(language), {
    maximumFractionDigits,
    useGrouping,
  }).format(value);
}

const GEORGIAN_MONTHS = [
  'იანვარი',
  'თებერვალი',
  'მარტი',
  'აპრილი',
  'მაისი',
  'ივნისი',
  'ივლისი',
  'აგვისტო',
  'სექტემბერი',
  'ოქტომბერი',
  'ნოემბერი',
  'დეკემბერი',
] as const;

/**
 * A month and its year in the interface language: `November 2026`, `ნოემბერი 2026` (long), or in
 * few letters for chart axes: `Nov 26`, `нояб. 26`, `ნოე 26` (short).
 */
export function formatMonth(
  value: Date,
  language: Language,
  style: 'long' | 'short' = 'long',
): string {
  const short = style === 'short';
  if (byHand(language)) {
    // CLDR ka's abbreviations are the names' first three letters (`ნოე`).
    const name = GEORGIAN_MONTHS[value.getMonth()] ?? '';
    return short
      ? `${name.slice(0, 3)} ${String(value.getFullYear()).slice(2)}`
      : `${name} ${value.getFullYear()}`;
  }
  return dateTimeFormat(toIntlLocale(language), {
    month: style,
    year: short ? '2-digit' : 'numeric',
  }).format(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date (no time zone shift: `YYYY-MM-DD` strings are read as local dates). */
export function formatDate(
  value: Date | string,
  language: Language,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  const date = toDate(value);
  if (byHand(language)) {
    // CLDR ka: `d MMMM, y` (long), `dd.MM.y` (medium, short).
    return style === 'long'
      ? `${date.getDate()} ${GEORGIAN_MONTHS[date.getMonth()]}, ${date.getFullYear()}`
      : `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  }
  return dateTimeFormat(toIntlLocale(language), { dateStyle: style }).format(date);
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

/** An instant's calendar day in Tbilisi, as the API names days (`YYYY-MM-DD`). */
export function tbilisiDay(value: Date | string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    timeZone: APARTMENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

/** An instant's time of day in Tbilisi, 24-hour (`09:05`): the same digits in every language. */
export function formatTime(value: Date | string): string {
  return dateTimeFormat('en-GB', {
    timeZone: APARTMENT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

/** An instant (ISO timestamp) as the day and time it was in Tbilisi (`25 Nov 2026, 09:05`). */
export function formatDateTime(
  value: Date | string,
  language: Language,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  return `${formatDate(tbilisiDay(value), language, style)}, ${formatTime(value)}`;
}
