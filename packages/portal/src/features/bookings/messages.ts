// Texts of /bookings (issue 25 item 2), in ge/en/ru (ICU: Russian plurals have one/few/many forms).
import { defineCatalog } from '@sakhli/widgets';

export const bookingsMessages = defineCatalog({
  'portal.bookings.grid': { en: 'Bookings', ge: 'ჯავშნები', ru: 'Бронирования' },
  'portal.bookings.apartment': { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  'portal.bookings.views': { en: 'View', ge: 'ხედი', ru: 'Вид' },
  'portal.bookings.view.timeline': { en: 'Timeline', ge: 'ქრონოლოგია', ru: 'Шкала' },
  'portal.bookings.view.month': { en: 'Month', ge: 'თვე', ru: 'Месяц' },
  'portal.bookings.view.list': { en: 'List', ge: 'სია', ru: 'Список' },
  'portal.bookings.legend': { en: 'Statuses', ge: 'სტატუსები', ru: 'Статусы' },
  'portal.bookings.export': {
    en: 'Export to a file',
    ge: 'ფაილად ექსპორტი',
    ru: 'Выгрузить в файл',
  },
  'portal.bookings.exportFailed': {
    en: 'The file could not be downloaded. Try again.',
    ge: 'ფაილის ჩამოტვირთვა ვერ მოხერხდა. სცადეთ ხელახლა.',
    ru: 'Не удалось скачать файл. Попробуйте ещё раз.',
  },
  'portal.bookings.empty': {
    en: 'No bookings on these days.',
    ge: 'ამ დღეებში ჯავშნები არ არის.',
    ru: 'На эти дни бронирований нет.',
  },
  'portal.bookings.noApartments': {
    en: 'Bookings of the apartments you own will be shown here.',
    ge: 'აქ გამოჩნდება თქვენი ბინების ჯავშნები.',
    ru: 'Здесь появятся бронирования ваших квартир.',
  },
  'portal.bookings.failed': {
    en: 'The bookings could not be loaded.',
    ge: 'ჯავშნების ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить бронирования.',
  },
  'portal.bookings.stay': {
    en: '{arrival} – {departure}, {nights, plural, one {# night} other {# nights}}',
    ge: '{arrival} – {departure}, {nights} ღამე',
    ru: '{arrival} – {departure}, {nights, plural, one {# ночь} few {# ночи} many {# ночей} other {# ночи}}',
  },
  'portal.bookings.open': { en: 'Open booking', ge: 'ჯავშნის გახსნა', ru: 'Открыть бронирование' },
  'portal.bookings.selected': { en: 'Selected day', ge: 'არჩეული დღე', ru: 'Выбранный день' },
  'portal.bookings.allApartments': { en: 'All apartments', ge: 'ყველა ბინა', ru: 'Все квартиры' },
  'portal.bookings.allStatuses': { en: 'All statuses', ge: 'ყველა სტატუსი', ru: 'Все статусы' },
  'portal.bookings.previousMonth': {
    en: 'Previous month',
    ge: 'წინა თვე',
    ru: 'Предыдущий месяц',
  },
  'portal.bookings.nextMonth': { en: 'Next month', ge: 'შემდეგი თვე', ru: 'Следующий месяц' },
  'portal.bookings.filters': {
    en: 'Calendar and export',
    ge: 'კალენდარი და ექსპორტი',
    ru: 'Календарь и выгрузка',
  },
  'portal.bookings.table': { en: 'All bookings', ge: 'ყველა ჯავშანი', ru: 'Все бронирования' },
  'portal.bookings.tableEmpty': {
    en: 'Bookings of your apartments will be listed here.',
    ge: 'აქ გამოჩნდება თქვენი ბინების ჯავშნები.',
    ru: 'Здесь появятся бронирования ваших квартир.',
  },
  'portal.bookings.status': { en: 'Status', ge: 'სტატუსი', ru: 'Статус' },
});
