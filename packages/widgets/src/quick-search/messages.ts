// Texts of the quick search part, in ge/en/ru ("Connection error…" comes from the SDK catalog).
import { defineCatalog } from '../shell/i18n/catalog';

export const quickSearchMessages = defineCatalog({
  'quickSearch.label': { en: 'Search', ge: 'ძიება', ru: 'Поиск' },
  'quickSearch.hint': {
    en: 'Type at least {min} characters.',
    ge: 'აკრიფეთ მინიმუმ {min} სიმბოლო.',
    ru: 'Введите не менее {min} символов.',
  },
  'quickSearch.searching': { en: 'Searching…', ge: 'ვეძებთ…', ru: 'Ищем…' },
  'quickSearch.empty': {
    en: 'Nothing found for “{term}”.',
    ge: '„{term}“ — ვერაფერი მოიძებნა.',
    ru: 'По запросу «{term}» ничего не найдено.',
  },
  'quickSearch.found': {
    en: '{count, plural, one {# result} other {# results}}',
    ge: '{count} შედეგი',
    ru: '{count, plural, one {# результат} few {# результата} many {# результатов} other {# результата}}',
  },
  'quickSearch.group.apartments': { en: 'Apartments', ge: 'ბინები', ru: 'Квартиры' },
  'quickSearch.group.bookings': { en: 'Bookings', ge: 'ჯავშნები', ru: 'Бронирования' },
  'quickSearch.group.tickets': {
    en: 'Support tickets',
    ge: 'მხარდაჭერის მოთხოვნები',
    ru: 'Обращения',
  },
  'quickSearch.group.documents': { en: 'Documents', ge: 'დოკუმენტები', ru: 'Документы' },
});
