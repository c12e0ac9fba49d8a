// Slim calendar locales for ka and ru: weekday names only (captions and day labels are ours). date-fns' full locales also
// carry parsing and relative-time code the calendar never runs (~5 KB gzip of the guest chunk's
// 40 KB budget); formatting of captions and day labels is ours (format.ts) anyway.
import { enUS } from 'react-day-picker/locale';

type Locale = typeof enUS;
type Width = 'narrow' | 'short' | 'abbreviated' | 'wide';

interface Names {
  code: string;
  /** Sunday first, as date-fns counts. */
  daysShort: readonly string[];
  daysWide: readonly string[];
  nav: string;
}

function slimLocale({ code, daysShort, daysWide, nav }: Names): Locale {
  return {
    ...enUS,
    code,
    localize: {
      ...enUS.localize,
      day: (day: number, options?: { width?: Width }) =>
        (options?.width === 'wide' ? daysWide : daysShort)[day] ?? '',
    },
    // spec market: weeks start on Monday in Georgia and Russia.
    options: { weekStartsOn: 1, firstWeekContainsDate: 1 },
    labels: { ...enUS.labels, labelNav: nav },
  } as Locale;
}

export const kaCalendar = slimLocale({
  code: 'ka',
  daysShort: ['კვ', 'ორ', 'სა', 'ოთ', 'ხუ', 'პა', 'შა'],
  daysWide: ['კვირა', 'ორშაბათი', 'სამშაბათი', 'ოთხშაბათი', 'ხუთშაბათი', 'პარასკევი', 'შაბათი'],
  nav: 'ნავიგაციის ზოლი',
});

export const ruCalendar = slimLocale({
  code: 'ru',
  daysShort: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  daysWide: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
  nav: 'Панель навигации',
});

export { enUS as enCalendar };
