// Texts of the host's "book for a guest" form and dialog (spec §3 guest fields, §4 48-hour window),
// in ge/en/ru. Rule messages (spec §5) and the success text (spec §8) are the SDK's.
import { defineCatalog } from '@sakhli/widgets';

export const newBookingMessages = defineCatalog({
  'portal.newBooking.open': {
    en: 'Book for a guest',
    ge: 'დაჯავშნა სტუმრისთვის',
    ru: 'Забронировать для гостя',
  },
  'portal.newBooking.title': {
    en: 'Book for a guest',
    ge: 'დაჯავშნა სტუმრისთვის',
    ru: 'Бронирование для гостя',
  },
  'portal.newBooking.intro': {
    en: 'The booking stays new until it is accepted; if nobody accepts it within 48 hours it is declined automatically.',
    ge: 'ჯავშანი ახალია, სანამ არ დადასტურდება; თუ 48 საათში არავინ დაადასტურებს, ავტომატურად უარიყოფა.',
    ru: 'Бронирование остаётся новым, пока его не примут; если его не примут за 48 часов, оно будет отклонено автоматически.',
  },
  'portal.newBooking.section.stay': { en: 'Stay', ge: 'ვიზიტი', ru: 'Проживание' },
  'portal.newBooking.section.guest': { en: 'Guest', ge: 'სტუმარი', ru: 'Гость' },
  'portal.newBooking.apartment': { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  'portal.newBooking.apartmentsLoading': {
    en: 'Loading your apartments…',
    ge: 'თქვენი ბინები იტვირთება…',
    ru: 'Загружаем ваши квартиры…',
  },
  'portal.newBooking.dates': {
    en: 'Dates of the stay',
    ge: 'ვიზიტის თარიღები',
    ru: 'Даты проживания',
  },
  'portal.newBooking.adults': {
    en: 'Adults (13 or older)',
    ge: 'ზრდასრულები (13 წლიდან)',
    ru: 'Взрослые (от 13 лет)',
  },
  'portal.newBooking.children': {
    en: 'Children (up to 12)',
    ge: 'ბავშვები (12 წლამდე)',
    ru: 'Дети (до 12 лет)',
  },
  'portal.newBooking.childAge': {
    en: 'Age of child {n}',
    ge: '{n}-ე ბავშვის ასაკი',
    ru: 'Возраст ребёнка {n}',
  },
  'portal.newBooking.paymentType': { en: 'Payment type', ge: 'გადახდის ტიპი', ru: 'Способ оплаты' },
  'portal.newBooking.payment.cash': { en: 'Cash', ge: 'ნაღდი', ru: 'Наличные' },
  'portal.newBooking.payment.card': { en: 'Card', ge: 'ბარათი', ru: 'Карта' },
  'portal.newBooking.payment.bank_transfer': {
    en: 'Bank transfer',
    ge: 'საბანკო გადარიცხვა',
    ru: 'Банковский перевод',
  },
  'portal.newBooking.comment': { en: 'Comment', ge: 'კომენტარი', ru: 'Комментарий' },
  'portal.newBooking.name': { en: 'Name', ge: 'სახელი', ru: 'Имя' },
  'portal.newBooking.lastName': { en: 'Last name', ge: 'გვარი', ru: 'Фамилия' },
  'portal.newBooking.secondName': { en: 'Second name', ge: 'მამის სახელი', ru: 'Отчество' },
  'portal.newBooking.gender': { en: 'Gender', ge: 'სქესი', ru: 'Пол' },
  'portal.newBooking.gender.male': { en: 'Male', ge: 'მამრობითი', ru: 'Мужской' },
  'portal.newBooking.gender.female': { en: 'Female', ge: 'მდედრობითი', ru: 'Женский' },
  'portal.newBooking.citizenship': { en: 'Citizenship', ge: 'მოქალაქეობა', ru: 'Гражданство' },
  'portal.newBooking.country': { en: 'Country', ge: 'ქვეყანა', ru: 'Страна' },
  'portal.newBooking.city': { en: 'City', ge: 'ქალაქი', ru: 'Город' },
  'portal.newBooking.address': { en: 'Address', ge: 'მისამართი', ru: 'Адрес' },
  'portal.newBooking.personalNumber': {
    en: 'Personal or passport number',
    ge: 'პირადი ან პასპორტის ნომერი',
    ru: 'Личный номер или номер паспорта',
  },
  'portal.newBooking.phone': { en: 'Phone', ge: 'ტელეფონი', ru: 'Телефон' },
  'portal.newBooking.email': {
    en: 'Guest’s e-mail',
    ge: 'სტუმრის ელ-ფოსტა',
    ru: 'E-mail гостя',
  },
  'portal.newBooking.emailHint': {
    en: 'The guest gets the booking and its links here.',
    ge: 'სტუმარი ჯავშანსა და ბმულებს აქ მიიღებს.',
    ru: 'Сюда гость получит бронирование и ссылки.',
  },
  'portal.newBooking.messenger': { en: 'Messenger', ge: 'მესენჯერი', ru: 'Мессенджер' },
  'portal.newBooking.submit': {
    en: 'Create the booking',
    ge: 'ჯავშნის შექმნა',
    ru: 'Создать бронирование',
  },
  'portal.newBooking.cancel': { en: 'Cancel', ge: 'გაუქმება', ru: 'Отмена' },
});
