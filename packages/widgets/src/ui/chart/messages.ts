// Texts of the shared chart, in ge/en/ru (ICU: Russian plurals have one/few/many forms).
import { defineCatalog } from '../../shell/i18n/catalog';

export const chartMessages = defineCatalog({
  'ui.chart.showTable': { en: 'Show as table', ge: 'ცხრილად ჩვენება', ru: 'Показать таблицей' },
  'ui.chart.showChart': { en: 'Show as chart', ge: 'გრაფიკად ჩვენება', ru: 'Показать графиком' },
  'ui.chart.summary': {
    en: '{title}: {count, plural, one {# value} other {# values}} from {first} to {last}; lowest {min}, highest {max}.',
    ge: '{title}: {count} მნიშვნელობა, {first} – {last}; უმცირესი {min}, უდიდესი {max}.',
    ru: '{title}: {count, plural, one {# значение} few {# значения} many {# значений} other {# значения}} с {first} по {last}; наименьшее {min}, наибольшее {max}.',
  },
  'ui.chart.loading': {
    en: 'Loading the chart…',
    ge: 'გრაფიკი იტვირთება…',
    ru: 'Загрузка графика…',
  },
  'ui.chart.legend': { en: 'Legend', ge: 'ლეგენდა', ru: 'Легенда' },
});
