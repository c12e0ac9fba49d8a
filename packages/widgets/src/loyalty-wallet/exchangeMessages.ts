// The exchange confirm's texts in ge/en/ru: they ride in its lazy chunk, not the wallet's first load.
import { defineCatalog } from '../shell/i18n/catalog';

export const exchangeMessages = defineCatalog({
  'loyalty.exchange.title': {
    en: 'Exchange points for “{name}”?',
    ge: 'გავცვალოთ ქულები „{name}“-ზე?',
    ru: 'Обменять баллы на «{name}»?',
  },
  'loyalty.exchange.price': { en: 'Price', ge: 'ფასი', ru: 'Цена' },
  'loyalty.exchange.availableNow': {
    en: 'Available now',
    ge: 'ახლა ხელმისაწვდომი',
    ru: 'Доступно сейчас',
  },
  'loyalty.exchange.after': {
    en: 'Available after the exchange',
    ge: 'ხელმისაწვდომი გაცვლის შემდეგ',
    ru: 'Останется после обмена',
  },
  'loyalty.exchange.confirm': { en: 'Exchange', ge: 'გაცვლა', ru: 'Обменять' },
  'loyalty.exchange.balanceChanged': {
    en: 'Your balance changed: {available} available now; “{name}” needs {price}.',
    ge: 'ბალანსი შეიცვალა: ახლა ხელმისაწვდომია {available}; „{name}“ ღირს {price}.',
    ru: 'Баланс изменился: сейчас доступно {available}; «{name}» стоит {price}.',
  },
  'loyalty.exchange.lost': {
    en: 'The connection dropped before the answer. Try again: it is never exchanged twice.',
    ge: 'კავშირი პასუხამდე გაწყდა. სცადეთ თავიდან: ორჯერ არ გაიცვლება.',
    ru: 'Связь прервалась до ответа. Повторите: дважды обмена не будет.',
  },
});
