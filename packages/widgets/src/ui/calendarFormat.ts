// The calendar's date formatting (react-day-picker's `dateLib.format`): only the patterns it asks
// for — ISO keys of days and months, day numbers, weekday and month names, a full date. It stands
// in for date-fns' `format`, whose token table and locale data the embed does not ship
// (vite.elements.config.ts).
import { dateTimeFormat } from '../shell/i18n/format';

type Width = 'short' | 'wide';

/** What the formatter reads of a locale (calendarLocales.ts). */
interface Names {
  code?: string;
  localize?: { day: (day: number, options: { width: Width }) => string };
}

const TOKENS = /yyyy|y|MM|dd|d|LLLL|cccccc|cccc|PPPP/g;
const pad = (n: number) => String(n).padStart(2, '0');

/** `format(date, 'yyyy-MM-dd')`, `'d'`, `'cccccc'` (short weekday), `'LLLL y'`, `'PPPP'`… */
export function calendarFormat(
  date: Date,
  pattern: string,
  options?: { locale?: unknown },
): string {
  const locale = options?.locale as Names | undefined;
  const intl = (shape: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale?.code, shape).format(date);
  const weekday = (width: Width) =>
    locale?.localize?.day(date.getDay(), { width }) || intl({ weekday: 'long' });
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
      case 'y':
        return String(date.getFullYear());
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'dd':
        return pad(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'LLLL':
        return intl({ month: 'long' });
      case 'cccccc':
        return weekday('short');
      case 'cccc':
        return weekday('wide');
      default:
        return intl({ dateStyle: 'full' });
    }
  });
}
