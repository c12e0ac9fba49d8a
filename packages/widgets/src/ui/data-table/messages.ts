// Texts of the shared data table, in ge/en/ru (ICU: Russian plurals have one/few/many forms).
import { defineCatalog } from '../../shell/i18n/catalog';

export const tableMessages = defineCatalog({
  'ui.table.filters': { en: 'Filters', ge: 'ფილტრები', ru: 'Фильтры' },
  'ui.table.all': { en: 'All', ge: 'ყველა', ru: 'Все' },
  'ui.table.any': { en: 'Any', ge: 'ნებისმიერი', ru: 'Любая' },
  'ui.table.clearFilters': {
    en: 'Clear filters',
    ge: 'ფილტრების გასუფთავება',
    ru: 'Сбросить фильтры',
  },
  'ui.table.search': { en: 'Search', ge: 'ძებნა', ru: 'Поиск' },
  'ui.table.from': { en: 'From', ge: 'დან', ru: 'С' },
  'ui.table.to': { en: 'To', ge: 'მდე', ru: 'По' },
  'ui.table.pickRange': {
    en: 'Choose the first and the last day.',
    ge: 'აირჩიეთ პირველი და ბოლო დღე.',
    ru: 'Выберите первый и последний день.',
  },
  'ui.table.apply': { en: 'Apply', ge: 'გამოყენება', ru: 'Применить' },
  'ui.table.clear': { en: 'Clear', ge: 'გასუფთავება', ru: 'Очистить' },
  'ui.table.noMatch': {
    en: 'Nothing matches these filters',
    ge: 'ამ ფილტრებს არაფერი შეესაბამება',
    ru: 'Под эти фильтры ничего не подходит',
  },
  'ui.table.noMatchText': {
    en: 'Change or clear the filters to see more.',
    ge: 'მეტის სანახავად შეცვალეთ ან გაასუფთავეთ ფილტრები.',
    ru: 'Измените или сбросьте фильтры, чтобы увидеть больше.',
  },
  'ui.table.range': {
    en: '{from}–{to} of {total}',
    ge: '{from}–{to} / {total}',
    ru: '{from}–{to} из {total}',
  },
  'ui.table.rows': {
    en: '{count, plural, one {# row} other {# rows}}',
    ge: '{count} ჩანაწერი',
    ru: '{count, plural, one {# строка} few {# строки} many {# строк} other {# строки}}',
  },
  'ui.table.page': {
    en: 'Page {page} of {pages}',
    ge: 'გვერდი {page} / {pages}',
    ru: 'Страница {page} из {pages}',
  },
  'ui.table.previous': { en: 'Previous page', ge: 'წინა გვერდი', ru: 'Предыдущая страница' },
  'ui.table.next': { en: 'Next page', ge: 'შემდეგი გვერდი', ru: 'Следующая страница' },
  'ui.table.pageSize': { en: 'Rows per page', ge: 'ჩანაწერი გვერდზე', ru: 'Строк на странице' },
  'ui.table.pagination': { en: 'Pages', ge: 'გვერდები', ru: 'Страницы' },
  'ui.table.sortBy': {
    en: 'Sort by {column}',
    ge: 'დალაგება: {column}',
    ru: 'Сортировать: {column}',
  },
  'ui.table.actions': { en: 'Actions', ge: 'მოქმედებები', ru: 'Действия' },
  'ui.table.download': { en: 'Download', ge: 'ჩამოტვირთვა', ru: 'Скачать' },
  'ui.table.downloadFile': {
    en: 'Download {name}',
    ge: 'ჩამოტვირთვა: {name}',
    ru: 'Скачать: {name}',
  },
  'ui.table.downloadFailed': {
    en: 'The file could not be downloaded. Try again.',
    ge: 'ფაილის ჩამოტვირთვა ვერ მოხერხდა. სცადეთ თავიდან.',
    ru: 'Не удалось скачать файл. Попробуйте ещё раз.',
  },
  'ui.table.opensNewTab': {
    en: '(opens in a new tab)',
    ge: '(იხსნება ახალ ჩანართში)',
    ru: '(откроется в новой вкладке)',
  },
  'ui.table.loading': { en: 'Loading rows…', ge: 'ჩანაწერები იტვირთება…', ru: 'Загрузка строк…' },
  'ui.table.yes': { en: 'Yes', ge: 'დიახ', ru: 'Да' },
  'ui.table.no': { en: 'No', ge: 'არა', ru: 'Нет' },
  'ui.table.empty': { en: '—', ge: '—', ru: '—' },
});
