// Texts of /transactions, /transactionsApartment and /payments, in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const moneyMessages = defineCatalog({
  // The balance (spec §3 Finance: balance, debt, remains to pay, next payment, VAT)
  'portal.money.summary.title': { en: 'Balance', ge: 'ბალანსი', ru: 'Баланс' },
  'portal.money.summary.balance': { en: 'Balance', ge: 'ბალანსი', ru: 'Баланс' },
  'portal.money.summary.debt': { en: 'Overdue', ge: 'ვადაგადაცილებული', ru: 'Просрочено' },
  'portal.money.summary.remains': {
    en: 'Remains to pay',
    ge: 'დარჩენილი გადასახდელი',
    ru: 'Осталось оплатить',
  },
  'portal.money.summary.vat': {
    en: 'VAT in what remains',
    ge: 'დღგ დარჩენილ თანხაში',
    ru: 'НДС в остатке',
  },
  'portal.money.summary.next': {
    en: 'Next payment',
    ge: 'შემდეგი გადახდა',
    ru: 'Следующий платёж',
  },
  'portal.money.summary.nextValue': {
    en: '{amount} by {date}',
    ge: '{amount} — {date}-მდე',
    ru: '{amount} до {date}',
  },
  'portal.money.summary.nothingNext': {
    en: 'Nothing falls due',
    ge: 'გადასახდელი არ არის',
    ru: 'Платежей не ожидается',
  },
  'portal.money.summary.failed': {
    en: 'The balance could not be loaded.',
    ge: 'ბალანსის ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить баланс.',
  },

  // Paying what is due (the bills' pay flow: /pay/{apartment_id}/{type})
  'portal.money.pay.title': {
    en: 'Pay what is due',
    ge: 'გადაიხადეთ დავალიანება',
    ru: 'Оплатить задолженность',
  },
  'portal.money.pay.none': {
    en: 'Nothing is owed right now.',
    ge: 'ამჟამად დავალიანება არ გაქვთ.',
    ru: 'Сейчас задолженности нет.',
  },
  'portal.money.pay.link': { en: 'Pay', ge: 'გადახდა', ru: 'Оплатить' },
  'portal.money.pay.linkLabel': {
    en: 'Pay {service} for {address}: {amount}',
    ge: 'გადახდა: {service} — {address}, {amount}',
    ru: 'Оплатить «{service}» за {address}: {amount}',
  },
  'portal.money.pay.failed': {
    en: 'What is due could not be loaded.',
    ge: 'დავალიანების ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить задолженность.',
  },
  'portal.money.utility.electricity': {
    en: 'Electricity',
    ge: 'ელექტროენერგია',
    ru: 'Электроэнергия',
  },
  'portal.money.utility.water': { en: 'Water', ge: 'წყალი', ru: 'Вода' },
  'portal.money.utility.services': {
    en: 'Building services',
    ge: 'კომუნალური მომსახურება',
    ru: 'Услуги дома',
  },
  'portal.money.utility.internetTv': {
    en: 'Internet and TV',
    ge: 'ინტერნეტი და ტელევიზია',
    ru: 'Интернет и ТВ',
  },

  // Transactions
  'portal.money.transactions.caption': {
    en: 'Money in and out of your apartments',
    ge: 'თქვენი ბინების შემოსავალი და ხარჯი',
    ru: 'Поступления и списания по вашим квартирам',
  },
  'portal.money.transactions.empty': {
    en: 'Charges, payments and refunds of your apartments will be listed here, with a receipt for each payment.',
    ge: 'თქვენი ბინების დარიცხვები, გადახდები და დაბრუნებები აქ გამოჩნდება, ყოველი გადახდის ქვითრით.',
    ru: 'Здесь появятся начисления, оплаты и возвраты по вашим квартирам — с квитанцией к каждой оплате.',
  },
  'portal.money.transactions.total': {
    en: 'Net of {count, plural, one {# transaction} other {# transactions}}',
    ge: '{count} ტრანზაქციის ჯამი',
    ru: 'Итог {count, plural, one {# операции} few {# операций} many {# операций} other {# операции}}',
  },
  'portal.money.receipt': { en: 'Receipt', ge: 'ქვითარი', ru: 'Квитанция' },

  // One apartment's transactions
  'portal.money.apartment': { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  'portal.money.apartment.caption': {
    en: 'Transactions of {address}',
    ge: '{address} — ტრანზაქციები',
    ru: 'Операции по адресу {address}',
  },
  'portal.money.apartment.none': {
    en: 'Once an apartment is yours or you live in one, its money will be shown here.',
    ge: 'როცა ბინა თქვენი იქნება ან მასში იცხოვრებთ, მისი ფინანსები აქ გამოჩნდება.',
    ru: 'Когда у вас появится квартира (своя или та, где вы живёте), её финансы будут здесь.',
  },
  'portal.money.apartment.failed': {
    en: 'Your apartments could not be loaded.',
    ge: 'თქვენი ბინების ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить ваши квартиры.',
  },

  // Payments
  'portal.money.payments.caption': {
    en: 'Your payments and how each went',
    ge: 'თქვენი გადახდები და მათი სტატუსი',
    ru: 'Ваши платежи и их статус',
  },
  'portal.money.payments.empty': {
    en: 'Payments of your bills will be listed here: pending while the bank confirms, then paid or failed.',
    ge: 'თქვენი გადასახადების გადახდები აქ გამოჩნდება: მუშავდება, სანამ ბანკი დაადასტურებს, შემდეგ — გადახდილი ან წარუმატებელი.',
    ru: 'Здесь появятся оплаты ваших счетов: «в обработке», пока банк подтверждает, затем «оплачен» или «не прошёл».',
  },
  'portal.money.payments.total': {
    en: 'Sum of {count, plural, one {# payment} other {# payments}}',
    ge: '{count} გადახდის ჯამი',
    ru: 'Сумма {count, plural, one {# платежа} few {# платежей} many {# платежей} other {# платежа}}',
  },
  'portal.money.payments.actions': { en: 'Next step', ge: 'შემდეგი ნაბიჯი', ru: 'Дальше' },
  'portal.money.payments.retry': { en: 'Pay again', ge: 'ხელახლა გადახდა', ru: 'Оплатить снова' },
  'portal.money.payments.retryLabel': {
    en: 'Pay again: {service} for {address}',
    ge: 'ხელახლა გადახდა: {service} — {address}',
    ru: 'Оплатить снова: «{service}» за {address}',
  },
});
