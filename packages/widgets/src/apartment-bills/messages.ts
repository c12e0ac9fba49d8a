// Texts of the apartment bills widget in ge/en/ru (ICU; Russian plurals one/few/many). Server texts
// (error.*, success.*) come from the SDK catalog; here only the widget's own words.
import { defineCatalog } from '../shell/i18n/catalog';

export const apartmentBillsMessages = defineCatalog({
  'apartmentBills.title': { en: 'Bills', ge: 'გადასახადები', ru: 'Счета' },
  'apartmentBills.signedOut.title': {
    en: 'Sign in to see your bills',
    ge: 'შედით სისტემაში თქვენი გადასახადების სანახავად',
    ru: 'Войдите, чтобы увидеть свои счета',
  },
  'apartmentBills.signedOut.text': {
    en: 'Bills belong to your account. Sign in and they appear here.',
    ge: 'გადასახადები თქვენს ანგარიშს ეკუთვნის. შედით სისტემაში და ისინი აქ გამოჩნდება.',
    ru: 'Счета привязаны к вашей учётной записи. Войдите, и они появятся здесь.',
  },
  'apartmentBills.loading': {
    en: 'Loading your bills…',
    ge: 'გადასახადები იტვირთება…',
    ru: 'Загружаем счета…',
  },
  'apartmentBills.loadFailed': {
    en: 'Your bills could not be loaded.',
    ge: 'გადასახადების ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить счета.',
  },
  'apartmentBills.none.title': {
    en: 'No apartments yet',
    ge: 'ბინები ჯერ არ არის',
    ru: 'Квартир пока нет',
  },
  'apartmentBills.none.text': {
    en: 'Apartments you own or live in appear here with their bills.',
    ge: 'აქ გამოჩნდება თქვენი ან თქვენ მიერ დაქირავებული ბინები და მათი გადასახადები.',
    ru: 'Здесь появятся квартиры, которыми вы владеете или где живёте, и их счета.',
  },
  'apartmentBills.notFound.title': {
    en: 'Apartment not found',
    ge: 'ბინა ვერ მოიძებნა',
    ru: 'Квартира не найдена',
  },
  'apartmentBills.notFound.text': {
    en: 'This apartment is not among yours. Choose one of your apartments.',
    ge: 'ეს ბინა თქვენს ბინებს შორის არ არის. აირჩიეთ თქვენი ერთ-ერთი ბინა.',
    ru: 'Этой квартиры нет среди ваших. Выберите одну из своих квартир.',
  },
  'apartmentBills.picker.label': { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  'apartmentBills.picker.option': {
    en: '{address} — owes {debt}',
    ge: '{address} — დავალიანება {debt}',
    ru: '{address} — долг {debt}',
  },
  'apartmentBills.picker.optionClear': {
    en: '{address} — nothing owed',
    ge: '{address} — დავალიანება არ არის',
    ru: '{address} — долга нет',
  },

  // Overview
  'apartmentBills.overview.apartment': { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  'apartmentBills.overview.address': { en: 'Address', ge: 'მისამართი', ru: 'Адрес' },
  'apartmentBills.overview.block': { en: 'Block', ge: 'კორპუსი', ru: 'Корпус' },
  'apartmentBills.overview.floor': { en: 'Floor', ge: 'სართული', ru: 'Этаж' },
  'apartmentBills.overview.area': { en: 'Area', ge: 'ფართი', ru: 'Площадь' },
  'apartmentBills.overview.areaValue': { en: '{area} m²', ge: '{area} მ²', ru: '{area} м²' },
  'apartmentBills.overview.cadastral': {
    en: 'Cadastral number',
    ge: 'საკადასტრო კოდი',
    ru: 'Кадастровый номер',
  },
  'apartmentBills.overview.money': { en: 'Balance', ge: 'ბალანსი', ru: 'Баланс' },
  'apartmentBills.overview.balance': { en: 'Balance', ge: 'ბალანსი', ru: 'Баланс' },
  'apartmentBills.overview.debt': { en: 'Debt', ge: 'დავალიანება', ru: 'Задолженность' },
  'apartmentBills.overview.remains': {
    en: 'Remains to pay',
    ge: 'დარჩენილი გადასახდელი',
    ru: 'Осталось оплатить',
  },
  'apartmentBills.overview.next': {
    en: 'Next payment',
    ge: 'შემდეგი გადახდა',
    ru: 'Следующий платёж',
  },
  'apartmentBills.overview.nextValue': {
    en: '{amount} by {date}',
    ge: '{amount} — {date}-მდე',
    ru: '{amount} до {date}',
  },
  'apartmentBills.overview.nextNone': {
    en: 'Nothing due',
    ge: 'გადასახდელი არ არის',
    ru: 'Платежей нет',
  },
  'apartmentBills.overview.totals': {
    en: 'Totals over the last 12 months',
    ge: 'ჯამი ბოლო 12 თვეში',
    ru: 'Итоги за последние 12 месяцев',
  },
  'apartmentBills.overview.totalBilled': { en: 'Billed', ge: 'დარიცხული', ru: 'Начислено' },
  'apartmentBills.overview.totalPaid': { en: 'Paid', ge: 'გადახდილი', ru: 'Оплачено' },
  'apartmentBills.overview.totalDebt': { en: 'Owed', ge: 'დავალიანება', ru: 'Долг' },
  'apartmentBills.overview.partFailed': {
    en: 'This part could not be loaded.',
    ge: 'ამ ნაწილის ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Эту часть не удалось загрузить.',
  },

  // Utilities
  'apartmentBills.utility.electricity': {
    en: 'Electricity',
    ge: 'ელექტროენერგია',
    ru: 'Электроэнергия',
  },
  'apartmentBills.utility.water': { en: 'Water', ge: 'წყალი', ru: 'Вода' },
  'apartmentBills.utility.services': {
    en: 'Building services',
    ge: 'კომუნალური მომსახურება',
    ru: 'Услуги дома',
  },
  'apartmentBills.utility.internetTv': {
    en: 'Internet and TV',
    ge: 'ინტერნეტი და ტელევიზია',
    ru: 'Интернет и ТВ',
  },
  'apartmentBills.tabs.label': {
    en: 'Bills by utility',
    ge: 'გადასახადები სერვისების მიხედვით',
    ru: 'Счета по услугам',
  },
  // Pay
  'apartmentBills.pay.title': { en: 'Pay a bill', ge: 'გადასახადის გადახდა', ru: 'Оплатить счёт' },
  'apartmentBills.pay.utility': { en: 'What to pay', ge: 'რას იხდით', ru: 'Что оплатить' },
  'apartmentBills.pay.utilityOption': {
    en: '{utility} — owes {debt}',
    ge: '{utility} — დავალიანება {debt}',
    ru: '{utility} — долг {debt}',
  },
  'apartmentBills.pay.utilityClear': {
    en: '{utility} — nothing owed',
    ge: '{utility} — დავალიანება არ არის',
    ru: '{utility} — долга нет',
  },
  'apartmentBills.pay.amount': { en: 'Amount (GEL)', ge: 'თანხა (ლარი)', ru: 'Сумма (GEL)' },
  'apartmentBills.pay.amountHint': {
    en: 'Up to {max}, in lari and tetri, e.g. 12.50.',
    ge: 'მაქსიმუმ {max}, ლარებში და თეთრებში, მაგ. 12.50.',
    ru: 'Не больше {max}, в лари и тетри, например 12.50.',
  },
  'apartmentBills.pay.invalid': {
    en: 'Enter an amount in lari with at most two decimals, e.g. 12.50.',
    ge: 'შეიყვანეთ თანხა ლარებში, მაქსიმუმ ორი ათწილადით, მაგ. 12.50.',
    ru: 'Введите сумму в лари, не больше двух знаков после запятой, например 12.50.',
  },
  'apartmentBills.pay.tooSmall': {
    en: 'The amount must be more than zero.',
    ge: 'თანხა ნულზე მეტი უნდა იყოს.',
    ru: 'Сумма должна быть больше нуля.',
  },
  'apartmentBills.pay.tooLarge': {
    en: 'You can pay at most {max} for this service.',
    ge: 'ამ სერვისისთვის შეგიძლიათ გადაიხადოთ მაქსიმუმ {max}.',
    ru: 'За эту услугу можно оплатить не больше {max}.',
  },
  'apartmentBills.pay.nothingOwed': {
    en: 'Nothing is owed for this apartment right now.',
    ge: 'ამ ბინაზე ამჟამად დავალიანება არ არის.',
    ru: 'Сейчас по этой квартире нет задолженности.',
  },
  'apartmentBills.pay.submit': {
    en: 'Pay {amount}',
    ge: 'გადახდა: {amount}',
    ru: 'Оплатить {amount}',
  },
  'apartmentBills.pay.submitPlain': { en: 'Pay', ge: 'გადახდა', ru: 'Оплатить' },
  'apartmentBills.pay.confirm': {
    en: 'You are paying {amount} for {utility}, {address}.',
    ge: 'თქვენ იხდით {amount}-ს — {utility}, {address}.',
    ru: 'Вы оплачиваете {amount}: {utility}, {address}.',
  },
});
