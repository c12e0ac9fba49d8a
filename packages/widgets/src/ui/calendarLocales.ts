// Slim calendar locales for ka and ru: weekday and month names only. date-fns' full locales also
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
  months: readonly string[];
  nav: string;
}

function slimLocale({ code, daysShort, daysWide, months, nav }: Names): Locale {
  return {
    ...enUS,
    code,
    localize: {
      ...enUS.localize,
      day: (day: number, options?: { width?: Width }) =>
        (options?.width === 'wide' ? daysWide : daysShort)[day] ?? '',
      month: (month: number) => months[month] ?? '',
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
  months: [
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
  ],
  nav: 'ნავიგაციის ზოლი',
});

export const ruCalendar = slimLocale({
  code: 'ru',
  daysShort: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  daysWide: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
  months: [
    'январь',
    'февраль',
    'март',
    'апрель',
    'май',
    'июнь',
    'июль',
    'август',
    'сентябрь',
    'октябрь',
    'ноябрь',
    'декабрь',
  ],
  nav: 'Панель навигации',
});

export { enUS as enCalendar };
