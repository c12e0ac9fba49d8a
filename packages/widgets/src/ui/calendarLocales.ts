// Slim calendar locales: the week's first day, weekday names and the nav label, all the calendar
// reads once dates are formatted by calendarFormat.ts (captions and day labels are ours,
// format.ts). date-fns' full locales also carry parsing and relative-time code the calendar never
// runs; the embed build leaves them out altogether (vite.elements.config.ts).
import type { DayPickerLocale } from 'react-day-picker';

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

export const enCalendar = slimLocale({
  code: 'en-US',
  weekStartsOn: 0,
  daysShort: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  daysWide: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  nav: 'Navigation bar',
});

// spec market: weeks start on Monday in Georgia and Russia.
export const kaCalendar = slimLocale({
  code: 'ka',
  weekStartsOn: 1,
  daysShort: ['კვ', 'ორ', 'სა', 'ოთ', 'ხუ', 'პა', 'შა'],
  daysWide: ['კვირა', 'ორშაბათი', 'სამშაბათი', 'ოთხშაბათი', 'ხუთშაბათი', 'პარასკევი', 'შაბათი'],
  nav: 'ნავიგაციის ზოლი',
});

export const ruCalendar = slimLocale({
  code: 'ru',
  weekStartsOn: 1,
  daysShort: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  daysWide: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
  nav: 'Панель навигации',
});
