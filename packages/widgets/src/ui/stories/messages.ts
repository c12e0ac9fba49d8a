// Sample texts for the ui stories, so designers review every part in ge, en and ru.
import { defineCatalog } from '../../shell/i18n/catalog';

export const storyMessages = defineCatalog({
  'story.email': { en: 'E-mail', ge: 'ელ-ფოსტა', ru: 'Электронная почта' },
  'story.email.hint': {
    en: 'We send the booking link to this address.',
    ge: 'ჯავშნის ბმულს ამ მისამართზე გამოგიგზავნით.',
    ru: 'Мы отправим ссылку на бронирование на этот адрес.',
  },
  'story.password': { en: 'Password', ge: 'პაროლი', ru: 'Пароль' },
  'story.password.rules': {
    en: 'At least 8 characters, an uppercase Latin letter and a number.',
    ge: 'მინიმუმ 8 სიმბოლო, ლათინური მთავრული ასო და ციფრი.',
    ru: 'Не менее 8 символов, заглавная латинская буква и цифра.',
  },
  'story.terms': {
    en: 'I accept the terms of use',
    ge: 'ვეთანხმები გამოყენების პირობებს',
    ru: 'Я принимаю условия использования',
  },
  'story.name': { en: 'First name', ge: 'სახელი', ru: 'Имя' },
  'story.city': { en: 'City', ge: 'ქალაქი', ru: 'Город' },
  'story.comment': { en: 'Comment', ge: 'კომენტარი', ru: 'Комментарий' },
  'story.adults': { en: 'Adults', ge: 'ზრდასრულები', ru: 'Взрослые' },
  'story.children': { en: 'Children', ge: 'ბავშვები', ru: 'Дети' },
  'story.gender': { en: 'Gender', ge: 'სქესი', ru: 'Пол' },
  'story.female': { en: 'Female', ge: 'ქალი', ru: 'Женский' },
  'story.male': { en: 'Male', ge: 'მამაკაცი', ru: 'Мужской' },
  'story.payment': { en: 'Payment type', ge: 'გადახდის ტიპი', ru: 'Способ оплаты' },
  'story.cash': { en: 'Cash on arrival', ge: 'ნაღდი ფული ადგილზე', ru: 'Наличными при заезде' },
  'story.card': { en: 'Bank card', ge: 'საბანკო ბარათი', ru: 'Банковская карта' },
  'story.dates': { en: 'Dates of stay', ge: 'ყოფნის თარიღები', ru: 'Даты проживания' },
  'story.passport': { en: 'Passport scan', ge: 'პასპორტის სკანი', ru: 'Скан паспорта' },
  'story.passport.hint': {
    en: 'JPG, PNG or PDF, up to 5 MB.',
    ge: 'JPG, PNG ან PDF, მაქსიმუმ 5 MB.',
    ru: 'JPG, PNG или PDF, до 5 МБ.',
  },
  'story.book': { en: 'Book the apartment', ge: 'ბინის დაჯავშნა', ru: 'Забронировать квартиру' },
  'story.cancelBooking': {
    en: 'Cancel booking',
    ge: 'ჯავშნის გაუქმება',
    ru: 'Отменить бронирование',
  },
  'story.keep': { en: 'Keep the booking', ge: 'ჯავშნის შენარჩუნება', ru: 'Оставить бронирование' },
  'story.cancelQuestion': {
    en: 'Cancel this booking?',
    ge: 'გავაუქმოთ ეს ჯავშანი?',
    ru: 'Отменить это бронирование?',
  },
  'story.cancelText': {
    en: 'The host is told at once and the dates become free for other guests.',
    ge: 'მასპინძელს მაშინვე ეცნობება და თარიღები სხვა სტუმრებისთვის გათავისუფლდება.',
    ru: 'Хозяин узнает об этом сразу, а даты освободятся для других гостей.',
  },
  'story.apartment': {
    en: 'Apartment 12, Vake, Tbilisi',
    ge: 'ბინა 12, ვაკე, თბილისი',
    ru: 'Квартира 12, Ваке, Тбилиси',
  },
  'story.apartmentText': {
    en: 'Two rooms, 3rd floor, 64 m², balcony with a view of Mtatsminda.',
    ge: 'ორი ოთახი, მე-3 სართული, 64 მ², აივანი მთაწმინდის ხედით.',
    ru: 'Две комнаты, 3-й этаж, 64 м², балкон с видом на Мтацминду.',
  },
  'story.step.dates': { en: 'Dates', ge: 'თარიღები', ru: 'Даты' },
  'story.step.guest': { en: 'Guest details', ge: 'სტუმრის მონაცემები', ru: 'Данные гостя' },
  'story.step.summary': { en: 'Summary', ge: 'შეჯამება', ru: 'Итог' },
  'story.checkEmail': {
    en: 'Check your e-mail: we sent a link to guest@example.com.',
    ge: 'შეამოწმეთ ელ-ფოსტა: ბმული გამოვაგზავნეთ მისამართზე guest@example.com.',
    ru: 'Проверьте почту: мы отправили ссылку на guest@example.com.',
  },
  'story.window': {
    en: 'The 10-minute booking window ends in 2 minutes.',
    ge: '10-წუთიანი დაჯავშნის დრო 2 წუთში სრულდება.',
    ru: '10-минутное окно бронирования закончится через 2 минуты.',
  },
  'story.noBookings': {
    en: 'No bookings yet',
    ge: 'ჯავშნები ჯერ არ არის',
    ru: 'Бронирований пока нет',
  },
  'story.noBookingsText': {
    en: 'Bookings made by guests appear here.',
    ge: 'სტუმრების მიერ გაკეთებული ჯავშნები აქ გამოჩნდება.',
    ru: 'Здесь появятся бронирования гостей.',
  },
  'story.total': { en: 'Total', ge: 'სულ', ru: 'Итого' },
  'story.lari.own': {
    en: 'The lari sign in this device’s font',
    ge: 'ლარის ნიშანი ამ მოწყობილობის შრიფტით',
    ru: 'Знак лари шрифтом этого устройства',
  },
  'story.lari.fallback': {
    en: 'The lari sign in our fallback font',
    ge: 'ლარის ნიშანი ჩვენი სარეზერვო შრიფტით',
    ru: 'Знак лари нашим запасным шрифтом',
  },
  'story.arrival': { en: 'Arrival', ge: 'ჩამოსვლა', ru: 'Заезд' },
  'story.lastOpened': { en: 'Last opened at', ge: 'ბოლოს გაიღო', ru: 'Последнее открытие' },
});
