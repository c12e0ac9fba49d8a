// Money, dates and counts through Intl in the interface language (`ge` → `ka`), DESIGN.md.
import { toIntlLocale, type Language } from '@sakhli/sdk';

// Some Chromium builds (Debian's) ship ICU without Georgian number and date data and would fall
// back to English; CLDR's `ka` patterns are then applied by hand. Asked once: every amount asked.
let georgianData: boolean | undefined;
const hasGeorgianData = (): boolean =>
  (georgianData ??=
    Intl.NumberFormat.supportedLocalesOf(['ka']).length > 0 &&
    Intl.DateTimeFormat.supportedLocalesOf(['ka']).length > 0);

/** GEL with the language's grouping: `1 234,50 ₾` (ka), `1 234,50 GEL` (ru), `GEL 1,234.50` (en). */
export function formatMoney(
  amount: number,
  language: Language,
  options: { fractionDigits?: 0 | 2 } = {},
): string {
  const digits = options.fractionDigits ?? (Number.isInteger(amount) ? 0 : 2);
  const shape = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (language === 'ge' && !hasGeorgianData()) {
    // CLDR ka: `#,##0.00 ¤`, no-break space groups (from five digits), decimal comma.
    const number = new Intl.NumberFormat('en', {
      ...shape,
      useGrouping: Math.abs(amount) >= 10_000,
    })
      .format(Math.abs(amount))
      .replace(/,/g, '\u00a0')
      .replace('.', ',');
    return `${amount < 0 ? '-' : ''}${number}\u00a0₾`;
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
  if (language === 'ge' && !hasGeorgianData()) {
    // CLDR ka: no-break space groups (from five digits), decimal comma.
    return new Intl.NumberFormat('en', {
      maximumFractionDigits,
      useGrouping: useGrouping && Math.abs(value) >= 10_000,
    })
      .format(value)
      .replace(/,/g, '\u00a0')
      .replace('.', ',');
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

/** CLDR ka abbreviated month names. */
const GEORGIAN_SHORT_MONTHS = [
  'იან',
  'თებ',
  'მარ',
  'აპრ',
  'მაი',
  'ივნ',
  'ივლ',
  'აგვ',
  'სექ',
  'ოქტ',
  'ნოე',
  'დეკ',
] as const;

/** A month in few letters, for chart axes (`Nov 26`, `нояб. 26`, `ნოე 26`). */
export function formatShortMonth(value: Date, language: Language): string {
  if (language === 'ge' && !hasGeorgianData()) {
    return `${GEORGIAN_SHORT_MONTHS[value.getMonth()]} ${String(value.getFullYear()).slice(2)}`;
  }
  return new Intl.DateTimeFormat(toIntlLocale(language), {
    month: 'short',
    year: '2-digit',
  }).format(value);
}

/** The month name of a date in the interface language (`ნოემბერი 2026`, `November 2026`). */
export function formatMonth(value: Date, language: Language): string {
  if (language === 'ge' && !hasGeorgianData()) {
    return `${GEORGIAN_MONTHS[value.getMonth()]} ${value.getFullYear()}`;
  }
  return new Intl.DateTimeFormat(toIntlLocale(language), { month: 'long', year: 'numeric' }).format(
    value,
  );
}

/** A calendar date (no time zone shift: `YYYY-MM-DD` strings are read as local dates). */
export function formatDate(
  value: Date | string,
  language: Language,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  const date = toDate(value);
  if (language === 'ge' && !hasGeorgianData()) {
    // CLDR ka: `d MMMM, y` (long), `dd.MM.y` (medium, short).
    const pad = (n: number) => String(n).padStart(2, '0');
    return style === 'long'
      ? `${date.getDate()} ${GEORGIAN_MONTHS[date.getMonth()]}, ${date.getFullYear()}`
      : `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  }
  return new Intl.DateTimeFormat(toIntlLocale(language), { dateStyle: style }).format(date);
}

/** `2026-05-01` → a local Date at midnight; Dates pass through. */
export function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(value);
}

/** `YYYY-MM-DD` of a local date, as the API expects dates. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
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
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: APARTMENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

/** An instant's time of day in Tbilisi, 24-hour (`09:05`): the same digits in every language. */
export function formatTime(value: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', {
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
