// Texts of the digital keys panel (spec §3 Digital key), in ge/en/ru; counts with ICU plurals.
import { defineCatalog } from '@sakhli/widgets';

export const keysMessages = defineCatalog({
  'portal.keys.title': { en: 'Digital keys', ge: 'ციფრული გასაღებები', ru: 'Цифровые ключи' },
  'portal.keys.count': {
    en: '{active, plural, one {# active key} other {# active keys}}, {paused, plural, one {# paused} other {# paused}}',
    ge: '{active, plural, other {# აქტიური გასაღები}}, {paused, plural, other {# შეჩერებული}}',
    ru: '{active, plural, one {# активный ключ} few {# активных ключа} many {# активных ключей} other {# активного ключа}}, {paused, plural, one {# приостановлен} few {# приостановлены} many {# приостановлено} other {# приостановлено}}',
  },
  'portal.keys.countLabel': {
    en: 'Keys of all your apartments',
    ge: 'თქვენი ყველა ბინის გასაღებები',
    ru: 'Ключи всех ваших квартир',
  },
  'portal.keys.countFailed': {
    en: 'How many keys your apartments have could not be loaded.',
    ge: 'თქვენი ბინების გასაღებების რაოდენობის ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить, сколько ключей у ваших квартир.',
  },
  'portal.keys.caption': {
    en: 'Active and paused keys of this apartment',
    ge: 'ამ ბინის აქტიური და შეჩერებული გასაღებები',
    ru: 'Активные и приостановленные ключи этой квартиры',
  },
  'portal.keys.empty': {
    en: 'Keys of this apartment will be listed here once one is active or paused.',
    ge: 'ამ ბინის გასაღებები აქ გამოჩნდება, როგორც კი რომელიმე აქტიური ან შეჩერებული იქნება.',
    ru: 'Здесь появятся ключи этой квартиры, когда какой-либо из них будет активен или приостановлен.',
  },
  'portal.keys.holder': { en: 'Holder', ge: 'მფლობელი', ru: 'Владелец' },
  'portal.keys.status': { en: 'Status', ge: 'სტატუსი', ru: 'Статус' },
  'portal.keys.status.active': { en: 'Active', ge: 'აქტიური', ru: 'Активен' },
  'portal.keys.status.paused': { en: 'Paused', ge: 'შეჩერებული', ru: 'Приостановлен' },
  'portal.keys.status.expired': { en: 'Expired', ge: 'ვადაგასული', ru: 'Истёк' },
  'portal.keys.validFrom': { en: 'Valid from', ge: 'მოქმედებს', ru: 'Действует с' },
  'portal.keys.validUntil': { en: 'Valid until', ge: 'მოქმედებს მდე', ru: 'Действует до' },
  'portal.keys.lastOpened': {
    en: 'Last opened at',
    ge: 'ბოლოს გაიღო',
    ru: 'Последнее открытие',
  },
  'portal.keys.neverOpened': {
    en: 'Not opened yet',
    ge: 'ჯერ არ გაღებულა',
    ru: 'Ещё не открывали',
  },
  'portal.keys.booking': { en: 'Booking', ge: 'ჯავშანი', ru: 'Бронирование' },
  'portal.keys.bookingLink': {
    en: 'Booking {id}',
    ge: 'ჯავშანი {id}',
    ru: 'Бронирование {id}',
  },
  'portal.keys.history': { en: 'Door history', ge: 'კარის ისტორია', ru: 'История двери' },
  'portal.keys.calendar': {
    en: 'Door history by day',
    ge: 'კარის ისტორია დღეების მიხედვით',
    ru: 'История двери по дням',
  },
  'portal.keys.dayHint': {
    en: 'Each day shows the keys valid then; ● marks a key’s last opening. Enter or a click shows that day’s openings, Tbilisi time, newest first.',
    ge: 'ყოველ დღეს ჩანს მაშინ მოქმედი გასაღებები; ● აღნიშნავს გასაღების ბოლო გაღებას. Enter ან დაწკაპუნება აჩვენებს იმ დღის გაღებებს, თბილისის დროით, ახლიდან ძველისკენ.',
    ru: 'В каждом дне — ключи, действовавшие тогда; ● — последнее открытие ключа. Enter или щелчок показывает открытия этого дня по тбилисскому времени, сначала новые.',
  },
  'portal.keys.dayShown': {
    en: 'its door history is shown below',
    ge: 'მისი კარის ისტორია ქვემოთაა',
    ru: 'его история двери показана ниже',
  },
  'portal.keys.lastOpenedThatDay': {
    en: 'last opening of {holders}',
    ge: 'ბოლო გაღება: {holders}',
    ru: 'последнее открытие: {holders}',
  },
  'portal.keys.historyCaption': {
    en: 'Door history of {day}',
    ge: 'კარის ისტორია: {day}',
    ru: 'История двери за {day}',
  },
  'portal.keys.historyEmpty': {
    en: 'Nobody opened or tried the door that day.',
    ge: 'იმ დღეს კარი არავის გაუღია და არც უცდია.',
    ru: 'В этот день дверь никто не открывал и не пытался открыть.',
  },
  'portal.keys.time': { en: 'Time', ge: 'დრო', ru: 'Время' },
  'portal.keys.method': { en: 'How', ge: 'როგორ', ru: 'Способ' },
  'portal.keys.method.app': { en: 'App', ge: 'აპლიკაცია', ru: 'Приложение' },
  'portal.keys.method.code': { en: 'Code', ge: 'კოდი', ru: 'Код' },
  'portal.keys.method.card': { en: 'Card', ge: 'ბარათი', ru: 'Карта' },
  'portal.keys.result': { en: 'Result', ge: 'შედეგი', ru: 'Результат' },
  'portal.keys.result.opened': { en: 'Opened', ge: 'გაიღო', ru: 'Открыто' },
  'portal.keys.result.denied': { en: 'Denied', ge: 'უარყოფილია', ru: 'Отказано' },
  'portal.keys.pdf': {
    en: 'Door history (PDF)',
    ge: 'კარის ისტორია (PDF)',
    ru: 'История двери (PDF)',
  },
  'portal.keys.pdfDone': {
    en: 'Saved {name}.',
    ge: 'შენახულია: {name}.',
    ru: 'Сохранено: {name}.',
  },
  'portal.keys.pdfFailed': {
    en: 'The door history could not be downloaded. Try again.',
    ge: 'კარის ისტორიის ჩამოტვირთვა ვერ მოხერხდა. სცადეთ ხელახლა.',
    ru: 'Не удалось скачать историю двери. Попробуйте ещё раз.',
  },
});
