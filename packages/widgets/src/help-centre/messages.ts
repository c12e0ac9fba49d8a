// Texts of the help centre in ge/en/ru (server texts come from the SDK catalog).
import { defineCatalog } from '../shell/i18n/catalog';

export const helpCentreMessages = defineCatalog({
  'helpCentre.title': { en: 'Help centre', ge: 'დახმარების ცენტრი', ru: 'Справочный центр' },
  'helpCentre.search': { en: 'Search help', ge: 'დახმარებაში ძიება', ru: 'Поиск по справке' },
  'helpCentre.searchHint': {
    en: 'Searches topic and article titles.',
    ge: 'ეძებს თემებისა და სტატიების სათაურებში.',
    ru: 'Ищет по названиям тем и статей.',
  },
  'helpCentre.results': {
    en: '{count, plural, one {# article found} other {# articles found}}',
    ge: 'ნაპოვნია {count} სტატია',
    ru: '{count, plural, one {Найдена # статья} few {Найдены # статьи} many {Найдено # статей} other {Найдено # статьи}}',
  },
  'helpCentre.noResults': {
    en: 'Nothing in help matches “{term}”. Try other words, or ask support.',
    ge: '„{term}“ — დახმარებაში ვერაფერი მოიძებნა. სცადეთ სხვა სიტყვები ან მიმართეთ მხარდაჭერას.',
    ru: 'В справке нет ничего по запросу «{term}». Попробуйте другие слова или напишите в поддержку.',
  },
  'helpCentre.topics': { en: 'Topics', ge: 'თემები', ru: 'Темы' },
  'helpCentre.empty': {
    en: 'There are no help articles yet.',
    ge: 'დახმარების სტატიები ჯერ არ არის.',
    ru: 'Справочных статей пока нет.',
  },
  'helpCentre.signedOut': {
    en: 'Sign in to read the help centre.',
    ge: 'დახმარების ცენტრის წასაკითხად შედით სისტემაში.',
    ru: 'Войдите, чтобы читать справочный центр.',
  },
  'helpCentre.back': { en: 'Back to topics', ge: 'თემებზე დაბრუნება', ru: 'К темам' },
  'helpCentre.updated': { en: 'Updated {date}', ge: 'განახლდა {date}', ru: 'Обновлено {date}' },
});
