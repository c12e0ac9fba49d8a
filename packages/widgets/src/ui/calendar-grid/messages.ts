// Texts of the calendar grid, in ge/en/ru (ICU: Russian plurals have one/few/many forms).
import { defineCatalog } from '../../shell/i18n/catalog';

export const calendarGridMessages = defineCatalog({
  'ui.calendarGrid.range': { en: '{from} – {to}', ge: '{from} – {to}', ru: '{from} – {to}' },
  'ui.calendarGrid.previousMonth': {
    en: 'Previous month',
    ge: 'წინა თვე',
    ru: 'Предыдущий месяц',
  },
  'ui.calendarGrid.nextMonth': { en: 'Next month', ge: 'შემდეგი თვე', ru: 'Следующий месяц' },
  'ui.calendarGrid.previousWeek': {
    en: 'Previous week',
    ge: 'წინა კვირა',
    ru: 'Предыдущая неделя',
  },
  'ui.calendarGrid.nextWeek': { en: 'Next week', ge: 'შემდეგი კვირა', ru: 'Следующая неделя' },
  'ui.calendarGrid.today': { en: 'Today', ge: 'დღეს', ru: 'Сегодня' },
  'ui.calendarGrid.todayMark': { en: 'today', ge: 'დღეს', ru: 'сегодня' },
  'ui.calendarGrid.item': {
    en: '{label}, {status}, {nights, plural, one {# night} other {# nights}} from {arrival} to {departure}',
    ge: '{label}, {status}, {nights} ღამე, {arrival} – {departure}',
    ru: '{label}, {status}, {nights, plural, one {# ночь} few {# ночи} many {# ночей} other {# ночи}} с {arrival} по {departure}',
  },
  'ui.calendarGrid.more': {
    en: '+{count} more',
    ge: 'კიდევ {count}',
    ru: 'ещё {count}',
  },
  'ui.calendarGrid.loading': {
    en: 'Loading the calendar…',
    ge: 'კალენდარი იტვირთება…',
    ru: 'Загрузка календаря…',
  },
  'ui.calendarGrid.help': {
    en: 'Arrow keys move by day and row, Home and End to the row’s ends, Page Up and Page Down by month; Enter opens.',
    ge: 'ისრებით გადაადგილდებით დღეებსა და რიგებში, Home და End — რიგის ბოლოებში, Page Up და Page Down — თვეებში; Enter ხსნის.',
    ru: 'Стрелки переходят по дням и строкам, Home и End — к краям строки, Page Up и Page Down — по месяцам; Enter открывает.',
  },
});
