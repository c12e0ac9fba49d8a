// Texts of a utility's panel (its codes, documents, history table and chart) in ge/en/ru: they
// ride in the panel's chunk, not the bills' first load (issue 28 §4), like the tab's own texts in
// internet-tv/messages.ts.
import { defineCatalog } from '../shell/i18n/catalog';

export const panelMessages = defineCatalog({
  'apartmentBills.codes.counter': {
    en: 'Meter number',
    ge: 'მრიცხველის ნომერი',
    ru: 'Номер счётчика',
  },
  'apartmentBills.codes.epCode': {
    en: 'Payment code (epCode)',
    ge: 'გადახდის კოდი (epCode)',
    ru: 'Код оплаты (epCode)',
  },
  'apartmentBills.codes.water': {
    en: 'Water account code',
    ge: 'წყლის აბონენტის კოდი',
    ru: 'Код абонента (вода)',
  },
  'apartmentBills.history.month': { en: 'Month', ge: 'თვე', ru: 'Месяц' },
  'apartmentBills.history.readings': {
    en: 'Meter readings',
    ge: 'მრიცხველის ჩვენებები',
    ru: 'Показания счётчика',
  },
  'apartmentBills.history.consumption': {
    en: 'Consumption, {unit}',
    ge: 'მოხმარება, {unit}',
    ru: 'Потребление, {unit}',
  },
  'apartmentBills.history.amount': { en: 'Amount', ge: 'თანხა', ru: 'Сумма' },
  'apartmentBills.history.vat': { en: 'incl. VAT', ge: 'მ.შ. დღგ', ru: 'в т. ч. НДС' },
  'apartmentBills.history.paid': { en: 'Payment', ge: 'გადახდა', ru: 'Оплата' },
  'apartmentBills.history.paidYes': { en: 'Paid', ge: 'გადახდილი', ru: 'Оплачено' },
  'apartmentBills.history.paidNo': { en: 'Unpaid', ge: 'გადაუხდელი', ru: 'Не оплачено' },
  'apartmentBills.history.failed': {
    en: 'The bills of this utility could not be loaded.',
    ge: 'ამ სერვისის გადასახადების ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить счета по этой услуге.',
  },
  'apartmentBills.history.title': {
    en: '{utility}: monthly bills',
    ge: '{utility}: ყოველთვიური გადასახადები',
    ru: '{utility}: счета по месяцам',
  },
  'apartmentBills.history.empty': {
    en: 'No bills yet. Each month’s bill appears here after the month ends.',
    ge: 'გადასახადები ჯერ არ არის. ყოველი თვის გადასახადი აქ თვის ბოლოს გამოჩნდება.',
    ru: 'Счетов пока нет. Счёт за месяц появится здесь после его окончания.',
  },
  'apartmentBills.chart.title': {
    en: '{utility}: consumption by month ({unit})',
    ge: '{utility}: მოხმარება თვეების მიხედვით ({unit})',
    ru: '{utility}: потребление по месяцам ({unit})',
  },
  'apartmentBills.chart.amountTitle': {
    en: '{utility}: amount by month (GEL)',
    ge: '{utility}: თანხა თვეების მიხედვით (ლარი)',
    ru: '{utility}: сумма по месяцам (GEL)',
  },
  'apartmentBills.chart.consumption': { en: 'Consumption', ge: 'მოხმარება', ru: 'Потребление' },
  'apartmentBills.unit.kWh': { en: 'kWh', ge: 'კვტ·სთ', ru: 'кВт·ч' },
  'apartmentBills.unit.m3': { en: 'm³', ge: 'მ³', ru: 'м³' },
  'apartmentBills.downloads': { en: 'Documents', ge: 'დოკუმენტები', ru: 'Документы' },
  'apartmentBills.download.file': {
    en: 'Statement (CSV)',
    ge: 'ამონაწერი (CSV)',
    ru: 'Выписка (CSV)',
  },
  'apartmentBills.download.filePdf': {
    en: 'Statement (PDF)',
    ge: 'ამონაწერი (PDF)',
    ru: 'Выписка (PDF)',
  },
  'apartmentBills.download.counterFilePdf': {
    en: 'Meter readings (PDF)',
    ge: 'მრიცხველის ჩვენებები (PDF)',
    ru: 'Показания счётчика (PDF)',
  },
  'apartmentBills.download.failed': {
    en: 'The document could not be downloaded. Try again.',
    ge: 'დოკუმენტის ჩამოტვირთვა ვერ მოხერხდა. სცადეთ თავიდან.',
    ru: 'Не удалось скачать документ. Попробуйте ещё раз.',
  },
  'apartmentBills.download.done': {
    en: 'Downloaded: {name}',
    ge: 'ჩამოტვირთულია: {name}',
    ru: 'Скачано: {name}',
  },

  // Internet and TV: the words the history table shares (the tab's own live in internet-tv/).
  'apartmentBills.tv.status': { en: 'Status', ge: 'სტატუსი', ru: 'Статус' },
  'apartmentBills.tv.status.active': { en: 'Active', ge: 'აქტიური', ru: 'Активна' },
  'apartmentBills.tv.status.passive': {
    en: 'Not connected',
    ge: 'არ არის ჩართული',
    ru: 'Не подключена',
  },
  'apartmentBills.tv.status.paused': { en: 'Paused', ge: 'შეჩერებული', ru: 'Приостановлена' },
  'apartmentBills.tv.internet': { en: 'Internet', ge: 'ინტერნეტი', ru: 'Интернет' },
  'apartmentBills.tv.tv': { en: 'TV', ge: 'ტელევიზია', ru: 'ТВ' },
});
