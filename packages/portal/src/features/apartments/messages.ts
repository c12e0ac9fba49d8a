// Texts of the apartment screens (/apartments, /apartments/{id}, /apartments/test/{id}), in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const apartmentsMessages = defineCatalog({
  'portal.apartments.caption': {
    en: 'Your apartments and what they owe',
    ge: 'თქვენი ბინები და მათი დავალიანება',
    ru: 'Ваши квартиры и их задолженность',
  },
  'portal.apartments.empty': {
    en: 'Apartments you own or live in will be listed here with their bills.',
    ge: 'ბინები, რომლებსაც ფლობთ ან სადაც ცხოვრობთ, აქ გამოჩნდება ანგარიშებთან ერთად.',
    ru: 'Здесь появятся квартиры, которыми вы владеете или в которых живёте, с их счетами.',
  },
  'portal.apartments.address': { en: 'Address', ge: 'მისამართი', ru: 'Адрес' },
  'portal.apartments.city': { en: 'City', ge: 'ქალაქი', ru: 'Город' },
  'portal.apartments.area': { en: 'Area, m²', ge: 'ფართი, მ²', ru: 'Площадь, м²' },
  'portal.apartments.rooms': { en: 'Rooms', ge: 'ოთახები', ru: 'Комнаты' },
  'portal.apartments.lastBills': { en: 'Last bills', ge: 'ბოლო ქვითრები', ru: 'Последние счета' },
  'portal.apartments.debt': { en: 'Debt', ge: 'დავალიანება', ru: 'Задолженность' },
  'portal.apartments.state': { en: 'Bills', ge: 'ანგარიშები', ru: 'Счета' },
  'portal.apartments.owes': { en: 'To pay', ge: 'გადასახდელი', ru: 'К оплате' },
  'portal.apartments.paidUp': { en: 'Paid up', ge: 'გადახდილი', ru: 'Оплачено' },
  'portal.apartments.open': {
    en: 'Open {address}',
    ge: '{address} — გახსნა',
    ru: 'Открыть: {address}',
  },
  'portal.apartments.openShort': { en: 'Open', ge: 'გახსნა', ru: 'Открыть' },
  'portal.apartments.total': {
    en: 'Total to pay: {amount}',
    ge: 'სულ გადასახდელი: {amount}',
    ru: 'Всего к оплате: {amount}',
  },
  'portal.apartments.tbilisi': { en: 'Tbilisi', ge: 'თბილისი', ru: 'Тбилиси' },
  'portal.apartments.batumi': { en: 'Batumi', ge: 'ბათუმი', ru: 'Батуми' },
  'portal.apartment.bookings': {
    en: 'Bookings of this apartment',
    ge: 'ამ ბინის ჯავშნები',
    ru: 'Бронирования этой квартиры',
  },
  'portal.apartment.bookingsEmpty': {
    en: 'Guests’ stays in this apartment will be listed here once it is booked.',
    ge: 'ამ ბინაში სტუმრების ვიზიტები აქ გამოჩნდება, როგორც კი დაიჯავშნება.',
    ru: 'Здесь появятся проживания гостей, как только квартиру забронируют.',
  },
  'portal.apartment.backToList': {
    en: 'All apartments',
    ge: 'ყველა ბინა',
    ru: 'Все квартиры',
  },
  'portal.apartment.testVariant': {
    en: 'Test variant of the apartment page: the same data and actions as the regular page.',
    ge: 'ბინის გვერდის სატესტო ვარიანტი: იგივე მონაცემები და მოქმედებები, რაც ჩვეულებრივ გვერდზე.',
    ru: 'Тестовый вариант страницы квартиры: те же данные и действия, что и на обычной странице.',
  },
});
