// The recommendation form's field texts in ge/en/ru: they ride in its lazy chunk, not the wallet's
// first load (the section around the form keeps its own words in messages.ts).
import { defineCatalog } from '../shell/i18n/catalog';

export const recommendMessages = defineCatalog({
  'loyalty.recommend.name': { en: 'Full name', ge: 'სახელი და გვარი', ru: 'Имя и фамилия' },
  'loyalty.recommend.phone': { en: 'Phone', ge: 'ტელეფონი', ru: 'Телефон' },
  'loyalty.recommend.phone.hint': {
    en: 'With the country code, e.g. +995 599 12 34 56.',
    ge: 'ქვეყნის კოდით, მაგ. +995 599 12 34 56.',
    ru: 'С кодом страны, например +995 599 12 34 56.',
  },
  'loyalty.recommend.email': { en: 'E-mail', ge: 'ელფოსტა', ru: 'E-mail' },
  'loyalty.recommend.country': { en: 'Country', ge: 'ქვეყანა', ru: 'Страна' },
  'loyalty.recommend.country.free': {
    en: 'The country list is unavailable: type the country.',
    ge: 'ქვეყნების სია მიუწვდომელია: ჩაწერეთ ქვეყანა.',
    ru: 'Список стран недоступен: впишите страну.',
  },
  'loyalty.recommend.comment': {
    en: 'What are they looking for?',
    ge: 'რას ეძებს?',
    ru: 'Что они ищут?',
  },
  'loyalty.recommend.send': {
    en: 'Send recommendation',
    ge: 'რეკომენდაციის გაგზავნა',
    ru: 'Отправить рекомендацию',
  },
});
