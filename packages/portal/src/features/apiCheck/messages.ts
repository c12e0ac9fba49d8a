// Texts of /test, the API check (issue 26 §7), in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const apiCheckMessages = defineCatalog({
  'portal.apiCheck.intro': {
    en: 'A check for integrators: who is signed in, in which language, and whether each core call of the API answers for this account.',
    ge: 'შემოწმება ინტეგრატორებისთვის: ვინ არის შესული, რომელ ენაზე და პასუხობს თუ არა API-ის თითოეული ძირითადი გამოძახება ამ ანგარიშისთვის.',
    ru: 'Проверка для интеграторов: кто вошёл, на каком языке и отвечает ли каждый основной вызов API для этого аккаунта.',
  },
  'portal.apiCheck.session': { en: 'Session', ge: 'სესია', ru: 'Сеанс' },
  'portal.apiCheck.user': { en: 'Signed in as', ge: 'შესული ხართ როგორც', ru: 'Вход выполнен как' },
  'portal.apiCheck.role': { en: 'Role', ge: 'როლი', ru: 'Роль' },
  'portal.apiCheck.role.owner': { en: 'Owner', ge: 'მესაკუთრე', ru: 'Владелец' },
  'portal.apiCheck.role.resident': { en: 'Resident', ge: 'მცხოვრები', ru: 'Житель' },
  'portal.apiCheck.language': {
    en: 'Interface language',
    ge: 'ინტერფეისის ენა',
    ru: 'Язык интерфейса',
  },
  'portal.apiCheck.accountLanguage': {
    en: 'Account language (GET api/users)',
    ge: 'ანგარიშის ენა (GET api/users)',
    ru: 'Язык аккаунта (GET api/users)',
  },
  'portal.apiCheck.api': { en: 'API address', ge: 'API-ის მისამართი', ru: 'Адрес API' },
  'portal.apiCheck.unknown': { en: 'Not known yet', ge: 'ჯერ უცნობია', ru: 'Пока неизвестно' },
  'portal.apiCheck.calls': { en: 'Core calls', ge: 'ძირითადი გამოძახებები', ru: 'Основные вызовы' },
  'portal.apiCheck.call': { en: 'Call', ge: 'გამოძახება', ru: 'Вызов' },
  'portal.apiCheck.status': { en: 'Status', ge: 'სტატუსი', ru: 'Статус' },
  'portal.apiCheck.detail': { en: 'Detail', ge: 'დეტალი', ru: 'Подробности' },
  'portal.apiCheck.ok': { en: 'Answers', ge: 'პასუხობს', ru: 'Отвечает' },
  'portal.apiCheck.failed': { en: 'Failed', ge: 'ვერ შესრულდა', ru: 'Ошибка' },
  'portal.apiCheck.checking': { en: 'Checking', ge: 'მოწმდება', ru: 'Проверяется' },
  'portal.apiCheck.httpStatus': {
    en: 'HTTP {status}: {reason}',
    ge: 'HTTP {status}: {reason}',
    ru: 'HTTP {status}: {reason}',
  },
  'portal.apiCheck.summary': {
    en: '{ok} of {total} calls answer.',
    ge: '{total} გამოძახებიდან {ok} პასუხობს.',
    ru: 'Отвечают {ok} из {total} вызовов.',
  },
  'portal.apiCheck.someFailed': {
    en: '{count, plural, one {# call did not answer} other {# calls did not answer}}',
    ge: '{count} გამოძახებამ არ უპასუხა',
    ru: '{count, plural, one {# вызов не ответил} few {# вызова не ответили} many {# вызовов не ответили} other {# вызова не ответили}}',
  },
  'portal.apiCheck.someFailedText': {
    en: 'The table says why for each. Try again once the API or the connection is back.',
    ge: 'ცხრილში თითოეულის მიზეზი წერია. სცადეთ ხელახლა, როცა API ან კავშირი აღდგება.',
    ru: 'Причина каждой ошибки — в таблице. Повторите, когда API или соединение восстановится.',
  },
  'portal.apiCheck.again': { en: 'Check again', ge: 'ხელახლა შემოწმება', ru: 'Проверить снова' },
  'portal.apiCheck.empty': {
    en: 'The calls to check will be listed here.',
    ge: 'შესამოწმებელი გამოძახებები აქ გამოჩნდება.',
    ru: 'Здесь появятся вызовы для проверки.',
  },
});
