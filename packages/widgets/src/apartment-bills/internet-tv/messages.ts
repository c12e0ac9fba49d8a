// Texts of the internet/TV tab's subscription, packages and actions (ge/en/ru): kept apart so they
// load with that tab's lazy chunk. The status words the history table shares stay in ../messages.ts.
import { defineCatalog } from '../../shell/i18n/catalog';

export const internetTvMessages = defineCatalog({
  'apartmentBills.tv.subscription': {
    en: 'Your subscription',
    ge: 'თქვენი გამოწერა',
    ru: 'Ваша подписка',
  },
  'apartmentBills.tv.none': { en: 'None', ge: 'არა', ru: 'Нет' },
  'apartmentBills.tv.monthlyTariff': {
    en: 'Monthly tariff',
    ge: 'ყოველთვიური ტარიფი',
    ru: 'Ежемесячный тариф',
  },
  'apartmentBills.tv.discount': { en: 'Discount', ge: 'ფასდაკლება', ru: 'Скидка' },
  'apartmentBills.tv.cost': {
    en: 'Cost per month',
    ge: 'თვიური ღირებულება',
    ru: 'Стоимость в месяц',
  },
  'apartmentBills.tv.startDate': { en: 'Start date', ge: 'დაწყების თარიღი', ru: 'Дата начала' },
  'apartmentBills.tv.changeDate': {
    en: 'Package change date',
    ge: 'პაკეტის შეცვლის თარიღი',
    ru: 'Дата смены пакета',
  },
  'apartmentBills.tv.disabledDate': {
    en: 'Disabled date',
    ge: 'გათიშვის თარიღი',
    ru: 'Дата отключения',
  },
  'apartmentBills.tv.pausedUntil': {
    en: 'Paused until',
    ge: 'შეჩერებულია თარიღამდე',
    ru: 'Приостановлена до',
  },
  'apartmentBills.tv.tariffs': { en: 'Packages', ge: 'პაკეტები', ru: 'Пакеты' },
  'apartmentBills.tv.speed': { en: '{n} Mbit/s', ge: '{n} მბიტ/წმ', ru: '{n} Мбит/с' },
  'apartmentBills.tv.channels': {
    en: '{n, plural, one {# channel} other {# channels}}',
    ge: '{n} არხი',
    ru: '{n, plural, one {# канал} few {# канала} many {# каналов} other {# канала}}',
  },
  'apartmentBills.tv.perMonth': {
    en: '{price} a month',
    ge: '{price} თვეში',
    ru: '{price} в месяц',
  },
  'apartmentBills.tv.tariffOption': {
    en: '{name}, {capacity} — {price} a month',
    ge: '{name}, {capacity} — {price} თვეში',
    ru: '{name}, {capacity} — {price} в месяц',
  },
  'apartmentBills.tv.order': { en: 'Order', ge: 'შეკვეთა', ru: 'Заказать' },
  'apartmentBills.tv.orderTitle': {
    en: 'Order internet and TV',
    ge: 'ინტერნეტისა და ტელევიზიის შეკვეთა',
    ru: 'Заказать интернет и ТВ',
  },
  'apartmentBills.tv.change': { en: 'Change package', ge: 'პაკეტის შეცვლა', ru: 'Сменить пакет' },
  'apartmentBills.tv.changeTitle': {
    en: 'Change the package',
    ge: 'პაკეტის შეცვლა',
    ru: 'Смена пакета',
  },
  'apartmentBills.tv.save': {
    en: 'Save the package',
    ge: 'პაკეტის შენახვა',
    ru: 'Сохранить пакет',
  },
  'apartmentBills.tv.choose': {
    en: 'Choose internet, TV or both.',
    ge: 'აირჩიეთ ინტერნეტი, ტელევიზია ან ორივე.',
    ru: 'Выберите интернет, ТВ или оба.',
  },
  'apartmentBills.tv.noChange': {
    en: 'This is already your package: choose a different one.',
    ge: 'ეს უკვე თქვენი პაკეტია: აირჩიეთ სხვა.',
    ru: 'Это уже ваш пакет: выберите другой.',
  },
  'apartmentBills.tv.pause': { en: 'Pause', ge: 'შეჩერება', ru: 'Приостановить' },
  'apartmentBills.tv.pauseTitle': {
    en: 'Pause internet and TV?',
    ge: 'შევაჩეროთ ინტერნეტი და ტელევიზია?',
    ru: 'Приостановить интернет и ТВ?',
  },
  'apartmentBills.tv.pauseFee': {
    en: 'While paused you pay {fee} a month instead of your tariff.',
    ge: 'შეჩერების დროს ტარიფის ნაცვლად იხდით {fee}-ს თვეში.',
    ru: 'Пока услуга приостановлена, вы платите {fee} в месяц вместо тарифа.',
  },
  'apartmentBills.tv.pauseMonths': {
    en: 'For how long',
    ge: 'რა ვადით',
    ru: 'На какой срок',
  },
  'apartmentBills.tv.months': {
    en: '{n, plural, one {# month} other {# months}}',
    ge: '{n} თვე',
    ru: '{n, plural, one {# месяц} few {# месяца} many {# месяцев} other {# месяца}}',
  },
  'apartmentBills.tv.pauseTotal': {
    en: 'You pay {total} now for {months, plural, one {# month} other {# months}}.',
    ge: 'ახლა იხდით {total}-ს {months} თვისთვის.',
    ru: 'Сейчас вы платите {total} за {months, plural, one {# месяц} few {# месяца} many {# месяцев} other {# месяца}}.',
  },
  'apartmentBills.tv.pauseConfirm': {
    en: 'Pause and pay {total}',
    ge: 'შეჩერება და {total}-ის გადახდა',
    ru: 'Приостановить и оплатить {total}',
  },
  'apartmentBills.tv.keepOn': { en: 'Keep it on', ge: 'დატოვება', ru: 'Не приостанавливать' },
  'apartmentBills.tv.resume': { en: 'Resume', ge: 'განახლება', ru: 'Возобновить' },
  'apartmentBills.tv.cancel': {
    en: 'Cancel the service',
    ge: 'სერვისის გაუქმება',
    ru: 'Отключить услугу',
  },
  'apartmentBills.tv.cancelTitle': {
    en: 'Cancel internet and TV?',
    ge: 'გავაუქმოთ ინტერნეტი და ტელევიზია?',
    ru: 'Отключить интернет и ТВ?',
  },
  'apartmentBills.tv.cancelText': {
    en: 'The service stops today. You can order it again later.',
    ge: 'სერვისი დღესვე შეწყდება. მოგვიანებით შეგიძლიათ ხელახლა შეუკვეთოთ.',
    ru: 'Услуга отключится сегодня. Позже её можно заказать снова.',
  },
  'apartmentBills.tv.cancelConfirm': {
    en: 'Yes, cancel the service',
    ge: 'დიახ, გააუქმეთ სერვისი',
    ru: 'Да, отключить услугу',
  },
  'apartmentBills.tv.keep': {
    en: 'Keep the service',
    ge: 'სერვისის შენარჩუნება',
    ru: 'Оставить услугу',
  },
  'apartmentBills.tv.back': { en: 'Back', ge: 'უკან', ru: 'Назад' },
  'apartmentBills.tv.actionFailed': {
    en: 'That did not work. The status shown is the one the server has now.',
    ge: 'მოქმედება ვერ შესრულდა. ნაჩვენებია სერვერზე არსებული მიმდინარე სტატუსი.',
    ru: 'Не получилось. Показан текущий статус на сервере.',
  },
});
