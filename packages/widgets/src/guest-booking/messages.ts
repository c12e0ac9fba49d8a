// Texts of the guest booking widget in ge/en/ru (ICU: Russian plurals have one/few/many forms).
// Server texts (validation.*, error.*) come from the SDK catalog.
import { defineCatalog } from '../shell/i18n/catalog';

export const guestBookingMessages = defineCatalog({
  'guestBooking.link.incomplete': {
    en: 'This booking link is incomplete. Open it again from the QR code or the listing.',
    ge: 'დაჯავშნის ბმული არასრულია. თავიდან გახსენით QR კოდიდან ან განცხადებიდან.',
    ru: 'Ссылка для бронирования неполная. Откройте её снова из QR-кода или объявления.',
  },
  'guestBooking.city.tbilisi': { en: 'Tbilisi', ge: 'თბილისი', ru: 'Тбилиси' },
  'guestBooking.city.batumi': { en: 'Batumi', ge: 'ბათუმი', ru: 'Батуми' },
  'guestBooking.apartment.rooms': {
    en: '{count, plural, one {# room} other {# rooms}}',
    ge: '{count} ოთახი',
    ru: '{count, plural, one {# комната} few {# комнаты} many {# комнат} other {# комнаты}}',
  },
  'guestBooking.apartment.area': { en: '{area} m²', ge: '{area} მ²', ru: '{area} м²' },
  'guestBooking.apartment.floor': {
    en: 'Floor {floor}',
    ge: '{floor} სართული',
    ru: '{floor} этаж',
  },
  'guestBooking.apartment.capacity': {
    en: '{count, plural, one {Sleeps # guest} other {Sleeps # guests}}',
    ge: 'მაქსიმუმ {count} სტუმარი',
    ru: '{count, plural, one {До # гостя} few {До # гостей} many {До # гостей} other {До # гостя}}',
  },
  'guestBooking.apartment.perNight': {
    en: '{price} per night',
    ge: '{price} ღამეში',
    ru: '{price} за ночь',
  },
  'guestBooking.email.heading': {
    en: 'Start your reservation',
    ge: 'დაიწყეთ დაჯავშნა',
    ru: 'Начните бронирование',
  },
  'guestBooking.email.intro': {
    en: 'Enter your e-mail: we will send a booking link that works for 10 minutes.',
    ge: 'შეიყვანეთ ელ-ფოსტა: გამოგიგზავნით 10 წუთით მოქმედ დაჯავშნის ბმულს.',
    ru: 'Введите e-mail: мы пришлём ссылку для бронирования, она действует 10 минут.',
  },
  'guestBooking.email.label': { en: 'E-mail', ge: 'ელ-ფოსტა', ru: 'E-mail' },
  'guestBooking.email.submit': {
    en: 'Send me the link',
    ge: 'ბმულის გამოგზავნა',
    ru: 'Отправить ссылку',
  },
  'guestBooking.sent.heading': {
    en: 'Check your e-mail',
    ge: 'შეამოწმეთ ელ-ფოსტა',
    ru: 'Проверьте почту',
  },
  'guestBooking.sent.text': {
    en: 'We sent a booking link to {email}. Open it within 10 minutes.',
    ge: 'დაჯავშნის ბმული გაიგზავნა მისამართზე {email}. გახსენით 10 წუთში.',
    ru: 'Мы отправили ссылку для бронирования на {email}. Откройте её в течение 10 минут.',
  },
  'guestBooking.sent.again': {
    en: 'Send again',
    ge: 'ხელახლა გაგზავნა',
    ru: 'Отправить ещё раз',
  },
  'guestBooking.sent.againDone': {
    en: 'A new link went to {email}; the previous one no longer works.',
    ge: 'ახალი ბმული გაიგზავნა მისამართზე {email}; წინა აღარ მოქმედებს.',
    ru: 'Новая ссылка отправлена на {email}; прежняя больше не действует.',
  },
  'guestBooking.sent.change': {
    en: 'Use another address',
    ge: 'სხვა მისამართის გამოყენება',
    ru: 'Указать другой адрес',
  },
  'guestBooking.countries.failed': {
    en: 'The list of countries could not be loaded, so citizenship and country of residence cannot be chosen yet.',
    ge: 'ქვეყნების სია ვერ ჩაიტვირთა, ამიტომ მოქალაქეობისა და საცხოვრებელი ქვეყნის არჩევა ჯერ ვერ ხერხდება.',
    ru: 'Не удалось загрузить список стран, поэтому гражданство и страну проживания пока нельзя выбрать.',
  },
  'guestBooking.steps.dates': { en: 'Dates', ge: 'თარიღები', ru: 'Даты' },
  'guestBooking.steps.guest': {
    en: 'Guest details',
    ge: 'სტუმრის მონაცემები',
    ru: 'Данные гостя',
  },
  'guestBooking.steps.review': {
    en: 'Review and book',
    ge: 'გადამოწმება და დაჯავშნა',
    ru: 'Проверка и бронирование',
  },
  'guestBooking.dates.label': {
    en: 'Arrival and departure',
    ge: 'ჩამოსვლა და გამგზავრება',
    ru: 'Заезд и выезд',
  },
  'guestBooking.dates.hint': {
    en: 'Struck-through days are already booked.',
    ge: 'გადახაზული დღეები უკვე დაჯავშნილია.',
    ru: 'Зачёркнутые дни уже заняты.',
  },
  'guestBooking.dates.clash': {
    en: 'The days that clash are outlined in red.',
    ge: 'დაკავებული დღეები წითლად არის მონიშნული.',
    ru: 'Пересекающиеся дни обведены красным.',
  },
  'guestBooking.countdown.label': {
    en: 'Time left to book',
    ge: 'დაჯავშნისთვის დარჩენილი დრო',
    ru: 'Осталось времени на бронирование',
  },
  'guestBooking.countdown.announce': {
    en: '{minutes, plural, one {# minute left to book.} other {# minutes left to book.}}',
    ge: 'დაჯავშნისთვის დაგრჩათ {minutes} წუთი.',
    ru: '{minutes, plural, one {На бронирование осталась # минута.} few {На бронирование осталось # минуты.} many {На бронирование осталось # минут.} other {На бронирование осталось # минуты.}}',
  },
  'guestBooking.expired.title': {
    en: 'Your 10 minutes are over',
    ge: 'თქვენი 10 წუთი ამოიწურა',
    ru: 'Ваши 10 минут истекли',
  },
  'guestBooking.expired.text': {
    en: 'The link has expired and the dates were released. Your answers are kept: request a new link to continue.',
    ge: 'ბმულს ვადა გაუვიდა და თარიღები გათავისუფლდა. თქვენი პასუხები შენახულია: გასაგრძელებლად მოითხოვეთ ახალი ბმული.',
    ru: 'Срок ссылки истёк, даты освобождены. Ваши ответы сохранены: запросите новую ссылку, чтобы продолжить.',
  },
  'guestBooking.expired.request': {
    en: 'Send a new link',
    ge: 'ახალი ბმულის გამოგზავნა',
    ru: 'Отправить новую ссылку',
  },
  'guestBooking.section.guest': { en: 'About you', ge: 'თქვენ შესახებ', ru: 'О вас' },
  'guestBooking.section.contact': { en: 'Contact', ge: 'კონტაქტი', ru: 'Контакты' },
  'guestBooking.section.party': {
    en: 'Who is coming',
    ge: 'ვინ ჩამოდის',
    ru: 'Кто приезжает',
  },
  'guestBooking.field.name': { en: 'First name', ge: 'სახელი', ru: 'Имя' },
  'guestBooking.field.lastName': { en: 'Last name', ge: 'გვარი', ru: 'Фамилия' },
  'guestBooking.field.secondName': { en: 'Second name', ge: 'მამის სახელი', ru: 'Отчество' },
  'guestBooking.field.gender': { en: 'Gender', ge: 'სქესი', ru: 'Пол' },
  'guestBooking.gender.male': { en: 'Male', ge: 'მამრობითი', ru: 'Мужской' },
  'guestBooking.gender.female': { en: 'Female', ge: 'მდედრობითი', ru: 'Женский' },
  'guestBooking.field.citizenship': { en: 'Citizenship', ge: 'მოქალაქეობა', ru: 'Гражданство' },
  'guestBooking.field.country': {
    en: 'Country of residence',
    ge: 'საცხოვრებელი ქვეყანა',
    ru: 'Страна проживания',
  },
  'guestBooking.field.city': { en: 'City', ge: 'ქალაქი', ru: 'Город' },
  'guestBooking.field.address': { en: 'Address', ge: 'მისამართი', ru: 'Адрес' },
  'guestBooking.field.personalNumber': {
    en: 'Personal or passport number',
    ge: 'პირადი ან პასპორტის ნომერი',
    ru: 'Личный номер или номер паспорта',
  },
  'guestBooking.field.phone': { en: 'Phone', ge: 'ტელეფონი', ru: 'Телефон' },
  'guestBooking.field.phoneHint': {
    en: 'With the country code, e.g. +995 555 12 34 56',
    ge: 'ქვეყნის კოდით, მაგ. +995 555 12 34 56',
    ru: 'С кодом страны, например +995 555 12 34 56',
  },
  'guestBooking.field.email': { en: 'E-mail', ge: 'ელ-ფოსტა', ru: 'E-mail' },
  'guestBooking.field.messenger': {
    en: 'Messenger (WhatsApp, Telegram, Viber)',
    ge: 'მესენჯერი (WhatsApp, Telegram, Viber)',
    ru: 'Мессенджер (WhatsApp, Telegram, Viber)',
  },
  'guestBooking.field.passportScan': {
    en: 'Passport scan',
    ge: 'პასპორტის ასლი',
    ru: 'Скан паспорта',
  },
  'guestBooking.field.passportScanHint': {
    en: 'JPEG, PNG or PDF, up to 5 MB.',
    ge: 'JPEG, PNG ან PDF, მაქსიმუმ 5 MB.',
    ru: 'JPEG, PNG или PDF, до 5 МБ.',
  },
  'guestBooking.field.adults': {
    en: 'Adults (13 and older)',
    ge: 'მოზრდილები (13 წლიდან)',
    ru: 'Взрослые (от 13 лет)',
  },
  'guestBooking.field.children': {
    en: 'Children (up to 12)',
    ge: 'ბავშვები (12 წლამდე)',
    ru: 'Дети (до 12 лет)',
  },
  'guestBooking.field.childAge': {
    en: 'Age of child {n}',
    ge: 'ბავშვი {n}: ასაკი',
    ru: 'Возраст ребёнка {n}',
  },
  'guestBooking.field.paymentType': { en: 'Payment', ge: 'გადახდის ხერხი', ru: 'Способ оплаты' },
  'guestBooking.payment.cash': { en: 'Cash', ge: 'ნაღდი ფული', ru: 'Наличные' },
  'guestBooking.payment.card': { en: 'Card', ge: 'ბარათი', ru: 'Карта' },
  'guestBooking.payment.bank_transfer': {
    en: 'Bank transfer',
    ge: 'საბანკო გადარიცხვა',
    ru: 'Банковский перевод',
  },
  'guestBooking.field.comment': { en: 'Comment', ge: 'კომენტარი', ru: 'Комментарий' },
  'guestBooking.form.invalid': {
    en: 'Some fields need your attention.',
    ge: 'ზოგიერთი ველი შესასწორებელია.',
    ru: 'Проверьте отмеченные поля.',
  },
  'guestBooking.summary.heading': {
    en: 'Your booking',
    ge: 'თქვენი ჯავშანი',
    ru: 'Ваше бронирование',
  },
  'guestBooking.summary.dates': { en: 'Dates', ge: 'თარიღები', ru: 'Даты' },
  'guestBooking.summary.guests': { en: 'Guests', ge: 'სტუმრები', ru: 'Гости' },
  'guestBooking.summary.party': {
    en: '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}',
    ge: '{adults} მოზრდილი{children, plural, =0 {} other {, # ბავშვი}}',
    ru: '{adults, plural, one {# взрослый} few {# взрослых} many {# взрослых} other {# взрослого}}{children, plural, =0 {} one {, # ребёнок} few {, # ребёнка} many {, # детей} other {, # детей}}',
  },
  'guestBooking.summary.guest': { en: 'Guest', ge: 'სტუმარი', ru: 'Гость' },
  'guestBooking.summary.payment': { en: 'Payment', ge: 'გადახდა', ru: 'Оплата' },
  'guestBooking.summary.price': { en: 'Price', ge: 'ფასი', ru: 'Стоимость' },
  'guestBooking.summary.note': {
    en: 'The host confirms the booking.',
    ge: 'ჯავშანს მასპინძელი ადასტურებს.',
    ru: 'Бронирование подтверждает хозяин.',
  },
  'guestBooking.submit': { en: 'Book now', ge: 'დაჯავშნა', ru: 'Забронировать' },
  'guestBooking.upload.cancel': {
    en: 'Stop sending',
    ge: 'გაგზავნის შეწყვეტა',
    ru: 'Остановить отправку',
  },
  'guestBooking.upload.cancelled': {
    en: 'Sending stopped. Your answers and the scan are still here: press "Book now" to send them again.',
    ge: 'გაგზავნა შეწყდა. თქვენი პასუხები და სკანი აქ არის: ხელახლა გასაგზავნად დააჭირეთ „დაჯავშნას“.',
    ru: 'Отправка остановлена. Ваши ответы и скан на месте: нажмите «Забронировать», чтобы отправить снова.',
  },
  'guestBooking.done.heading': {
    en: 'Booking request sent',
    ge: 'დაჯავშნის მოთხოვნა გაგზავნილია',
    ru: 'Запрос на бронирование отправлен',
  },
  'guestBooking.done.text': {
    en: 'Booking number {id}. The host will confirm it; the details and a cancel link went to {email}.',
    ge: 'ჯავშნის ნომერი {id}. მასპინძელი დაადასტურებს; დეტალები და გაუქმების ბმული გაიგზავნა მისამართზე {email}.',
    ru: 'Номер бронирования {id}. Хозяин подтвердит его; детали и ссылка для отмены отправлены на {email}.',
  },
});
