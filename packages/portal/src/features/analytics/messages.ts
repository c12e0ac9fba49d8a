// Texts of /analytics, in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const analyticsMessages = defineCatalog({
  'portal.analytics.period': { en: 'Period', ge: 'პერიოდი', ru: 'Период' },
  'portal.analytics.periodOption': {
    en: 'Last {months, plural, one {month} other {# months}}',
    ge: 'ბოლო {months} თვე',
    ru: 'Последние {months, plural, one {# месяц} few {# месяца} many {# месяцев} other {# месяца}}',
  },
  'portal.analytics.apartment': { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  'portal.analytics.allApartments': {
    en: 'All apartments',
    ge: 'ყველა ბინა',
    ru: 'Все квартиры',
  },
  'portal.analytics.export': {
    en: 'Download CSV',
    ge: 'CSV-ის ჩამოტვირთვა',
    ru: 'Скачать CSV',
  },

  // The figures owners compare, for the period and against the one before
  'portal.analytics.figures': {
    en: 'The period at a glance',
    ge: 'პერიოდი მოკლედ',
    ru: 'Период вкратце',
  },
  'portal.analytics.revenue': { en: 'Revenue', ge: 'შემოსავალი', ru: 'Доход' },
  'portal.analytics.nights': { en: 'Booked nights', ge: 'დაჯავშნილი ღამეები', ru: 'Занятые ночи' },
  'portal.analytics.occupancy': { en: 'Occupancy', ge: 'დატვირთვა', ru: 'Загрузка' },
  'portal.analytics.rate': {
    en: 'Average nightly rate',
    ge: 'ღამის საშუალო ფასი',
    ru: 'Средняя цена за ночь',
  },
  'portal.analytics.percent': { en: '{value}%', ge: '{value}%', ru: '{value} %' },
  'portal.analytics.change': {
    en: '{change} against {previous} the {months, plural, one {month} other {# months}} before',
    ge: '{change} წინა {months} თვესთან შედარებით ({previous})',
    ru: '{change} к {previous} за {months, plural, one {# месяц} few {# месяца} many {# месяцев} other {# месяца}} до того',
  },
  'portal.analytics.noChange': {
    en: 'Nothing to compare with the {months, plural, one {month} other {# months}} before ({previous})',
    ge: 'წინა {months} თვესთან შედარება შეუძლებელია ({previous})',
    ru: 'Не с чем сравнить за {months, plural, one {# месяц} few {# месяца} many {# месяцев} other {# месяца}} до того ({previous})',
  },
  'portal.analytics.none': { en: 'none', ge: 'არ არის', ru: 'нет' },

  // The chart
  'portal.analytics.chart': {
    en: 'Revenue by month',
    ge: 'შემოსავალი თვეების მიხედვით',
    ru: 'Доход по месяцам',
  },
  'portal.analytics.month': { en: 'Month', ge: 'თვე', ru: 'Месяц' },
  'portal.analytics.total': { en: 'All apartments', ge: 'ყველა ბინა', ru: 'Все квартиры' },
  'portal.analytics.empty': {
    en: 'No bookings brought revenue in this period. Choose a longer period or another apartment.',
    ge: 'ამ პერიოდში ჯავშნებს შემოსავალი არ მოუტანია. აირჩიეთ უფრო გრძელი პერიოდი ან სხვა ბინა.',
    ru: 'За этот период бронирования не принесли дохода. Выберите период длиннее или другую квартиру.',
  },
  'portal.analytics.apartmentsFailed': {
    en: 'The apartments to choose from could not be loaded.',
    ge: 'ასარჩევი ბინების ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить квартиры для выбора.',
  },
  'portal.analytics.failed': {
    en: 'The revenue could not be loaded.',
    ge: 'შემოსავლის ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить доход.',
  },

  // The CSV's own words (a header row, and the period rows under the months)
  'portal.analytics.csv.month': { en: 'Month', ge: 'თვე', ru: 'Месяц' },
  'portal.analytics.csv.nights': {
    en: 'Booked nights',
    ge: 'დაჯავშნილი ღამეები',
    ru: 'Занятые ночи',
  },
  'portal.analytics.csv.occupancy': {
    en: 'Occupancy, %',
    ge: 'დატვირთვა, %',
    ru: 'Загрузка, %',
  },
  'portal.analytics.csv.rate': {
    en: 'Average nightly rate, GEL',
    ge: 'ღამის საშუალო ფასი, ₾',
    ru: 'Средняя цена за ночь, GEL',
  },
  'portal.analytics.csv.period': {
    en: 'Period {from} – {to}',
    ge: 'პერიოდი {from} – {to}',
    ru: 'Период {from} – {to}',
  },
});
