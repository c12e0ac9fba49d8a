// Slim calendar locales: the week's first day, weekday names and the nav label, all the calendar
// reads once dates are formatted by calendarFormat.ts (captions and day labels are ours,
// format.ts). date-fns' full locales also carry parsing and relative-time code the calendar never
// runs; the embed build leaves them out altogether (vite.elements.config.ts).
import type { DayPickerLocale } from 'react-day-picker';
import type { Language } from '@sakhli/sdk';

export type CalendarLocale = DayPickerLocale;
type Width = 'narrow' | 'short' | 'abbreviated' | 'wide';

interface Names {
  code: string;
  /** Sunday first, as date-fns counts. */
  weekStartsOn: 0 | 1;
  daysShort: readonly string[];
  daysWide: readonly string[];
  nav: string;
}

function slimLocale({ code, weekStartsOn, daysShort, daysWide, nav }: Names): CalendarLocale {
  return {
    code,
    localize: {
      day: (day: number, options?: { width?: Width }) =>
        (options?.width === 'wide' ? daysWide : daysShort)[day] ?? '',
    },
    options: { weekStartsOn, firstWeekContainsDate: 1 },
    labels: { labelNav: nav },
  } as unknown as CalendarLocale;
}

/** react-day-picker's default locale (the embed swaps date-fns' en-US for it: vite.elements.config.ts). */
export const enCalendar = slimLocale({
  code: 'en-US',
  weekStartsOn: 0,
  daysShort: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  daysWide: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  nav: 'Navigation bar',
});

/**
 * A language's calendar locale. Its names are texts of ui/messages.ts (`ui.calendar.*`), so they
 * come with that language's pack and no other (issue 28 §2); `say` reads them (react-intl).
 */
export function calendarLocale(language: Language, say: (id: string) => string): CalendarLocale {
  return slimLocale({
    code: language === 'en' ? 'en-US' : language === 'ge' ? 'ka' : 'ru',
    // spec market: weeks start on Monday in Georgia and Russia.
    weekStartsOn: language === 'en' ? 0 : 1,
    daysShort: say('ui.calendar.daysShort').split(' '),
    daysWide: say('ui.calendar.daysWide').split(' '),
    nav: say('ui.calendar.nav'),
  });
}
