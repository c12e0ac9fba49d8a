// Texts of /services, /bookings/{id}/orders/{orderId} and the order-services form, in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const servicesMessages = defineCatalog({
  'portal.services.apartment': { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  'portal.services.booking': { en: 'Booking', ge: 'ჯავშანი', ru: 'Бронирование' },
  'portal.services.bookingOption': {
    en: '{guest}, {from} – {to}',
    ge: '{guest}, {from} – {to}',
    ru: '{guest}, {from} – {to}',
  },
  'portal.services.noApartments': {
    en: 'No apartments yet',
    ge: 'ბინები ჯერ არ არის',
    ru: 'Квартир пока нет',
  },
  'portal.services.noApartmentsText': {
    en: 'Services and keys appear here once you own or live in an apartment.',
    ge: 'სერვისები და გასაღებები აქ გამოჩნდება, როგორც კი ბინას იქონიებთ ან მასში იცხოვრებთ.',
    ru: 'Услуги и ключи появятся здесь, когда у вас будет квартира.',
  },
  'portal.services.noBookings': {
    en: 'This apartment has no bookings yet',
    ge: 'ამ ბინას ჯერ ჯავშნები არ აქვს',
    ru: 'У этой квартиры пока нет бронирований',
  },
  'portal.services.noBookingsText': {
    en: 'Services are ordered for a guest’s stay: they can be ordered once the apartment is booked.',
    ge: 'სერვისები სტუმრის ვიზიტისთვის შეიკვეთება: შეკვეთა შესაძლებელია ბინის დაჯავშნის შემდეგ.',
    ru: 'Услуги заказываются к проживанию гостя: их можно заказать, когда квартиру забронируют.',
  },
  'portal.services.catalog': {
    en: 'What can be ordered',
    ge: 'რისი შეკვეთა შეიძლება',
    ru: 'Что можно заказать',
  },
  'portal.services.catalogEmpty': {
    en: 'No services can be ordered for this booking.',
    ge: 'ამ ჯავშნისთვის სერვისების შეკვეთა შეუძლებელია.',
    ru: 'Для этого бронирования нельзя заказать услуги.',
  },
  'portal.services.perUnit': { en: '{price} {unit}', ge: '{price} {unit}', ru: '{price} {unit}' },
  'portal.services.ordered': { en: 'Ordered', ge: 'შეკვეთილი', ru: 'Заказано' },
  'portal.services.orderedEmpty': {
    en: 'Nothing ordered for this booking yet.',
    ge: 'ამ ჯავშნისთვის ჯერ არაფერი შეკვეთილა.',
    ru: 'Для этого бронирования пока ничего не заказано.',
  },
  'portal.services.orderLink': {
    en: 'Order {number} of {date}',
    ge: 'შეკვეთა {number}, {date}',
    ru: 'Заказ {number} от {date}',
  },
  'portal.services.invoices': { en: 'Invoices', ge: 'ინვოისები', ru: 'Счета' },
  'portal.services.invoicesEmpty': {
    en: 'Invoices of this booking’s orders will be listed here.',
    ge: 'ამ ჯავშნის შეკვეთების ინვოისები აქ გამოჩნდება.',
    ru: 'Здесь появятся счета по заказам этого бронирования.',
  },
  'portal.services.invoiceNumber': { en: 'Invoice', ge: 'ინვოისი', ru: 'Счёт' },
  'portal.services.issued': { en: 'Issued', ge: 'გაცემულია', ru: 'Выставлен' },
  'portal.services.amount': { en: 'Without VAT', ge: 'დღგ-ის გარეშე', ru: 'Без НДС' },
  'portal.services.vat': { en: 'VAT', ge: 'დღგ', ru: 'НДС' },
  'portal.services.vatRate': { en: 'VAT {rate}%', ge: 'დღგ {rate}%', ru: 'НДС {rate}%' },
  'portal.services.total': { en: 'Total', ge: 'სულ', ru: 'Итого' },
  'portal.services.invoiceStatus': { en: 'Status', ge: 'სტატუსი', ru: 'Статус' },
  'portal.services.paid': { en: 'Paid', ge: 'გადახდილი', ru: 'Оплачен' },
  'portal.services.unpaid': { en: 'To pay', ge: 'გადასახდელი', ru: 'К оплате' },
  'portal.services.status.ordered': { en: 'Ordered', ge: 'შეკვეთილი', ru: 'Заказан' },
  'portal.services.status.done': { en: 'Done', ge: 'შესრულებული', ru: 'Выполнен' },
  'portal.services.status.canceled': { en: 'Canceled', ge: 'გაუქმებული', ru: 'Отменён' },
  'portal.services.service': { en: 'Service', ge: 'სერვისი', ru: 'Услуга' },
  'portal.services.quantity': { en: 'Quantity', ge: 'რაოდენობა', ru: 'Количество' },
  'portal.services.unitPrice': { en: 'Price', ge: 'ფასი', ru: 'Цена' },
  'portal.services.lineAmount': { en: 'Amount', ge: 'თანხა', ru: 'Сумма' },
  // The order screen.
  'portal.order.caption': {
    en: 'Services of this order',
    ge: 'ამ შეკვეთის სერვისები',
    ru: 'Услуги этого заказа',
  },
  'portal.order.summary': {
    en: 'Order {number} · booking {booking} · ordered {date}',
    ge: 'შეკვეთა {number} · ჯავშანი {booking} · შეკვეთილია {date}',
    ru: 'Заказ {number} · бронирование {booking} · заказан {date}',
  },
  'portal.order.invoice': { en: 'Invoice', ge: 'ინვოისი', ru: 'Счёт' },
  'portal.order.noInvoice': {
    en: 'No invoice has been issued for this order yet.',
    ge: 'ამ შეკვეთისთვის ინვოისი ჯერ არ გაცემულა.',
    ru: 'Счёт по этому заказу ещё не выставлен.',
  },
  'portal.order.vatFailed': {
    en: 'The invoice’s VAT rate could not be loaded.',
    ge: 'ინვოისის დღგ-ის განაკვეთი ვერ ჩაიტვირთა.',
    ru: 'Не удалось загрузить ставку НДС счёта.',
  },
  'portal.order.back': {
    en: 'Services of this booking',
    ge: 'ამ ჯავშნის სერვისები',
    ru: 'Услуги этого бронирования',
  },
  // The order form (placed on /services and on the booking's page).
  'portal.orderServices.open': {
    en: 'Order services',
    ge: 'სერვისების შეკვეთა',
    ru: 'Заказать услуги',
  },
  'portal.orderServices.title': {
    en: 'Order services for booking {booking}',
    ge: 'სერვისების შეკვეთა ჯავშნისთვის {booking}',
    ru: 'Заказ услуг для бронирования {booking}',
  },
  'portal.orderServices.hint': {
    en: 'Choose how many of each; prices include VAT. An invoice is issued at once.',
    ge: 'აირჩიეთ რაოდენობა; ფასები დღგ-ს შეიცავს. ინვოისი მაშინვე გაიცემა.',
    ru: 'Укажите количество; цены с НДС. Счёт выставляется сразу.',
  },
  'portal.orderServices.quantityOf': {
    en: '{name}: {price} {unit}',
    ge: '{name}: {price} {unit}',
    ru: '{name}: {price} {unit}',
  },
  'portal.orderServices.total': {
    en: 'Total: {amount}',
    ge: 'სულ: {amount}',
    ru: 'Итого: {amount}',
  },
  'portal.orderServices.pickOne': {
    en: 'Choose at least one service.',
    ge: 'აირჩიეთ ერთი სერვისი მაინც.',
    ru: 'Выберите хотя бы одну услугу.',
  },
  'portal.orderServices.submit': { en: 'Order', ge: 'შეკვეთა', ru: 'Заказать' },
  'portal.orderServices.cancel': { en: 'Cancel', ge: 'გაუქმება', ru: 'Отмена' },
  'portal.orderServices.done': {
    en: 'Services ordered.',
    ge: 'სერვისები შეკვეთილია.',
    ru: 'Услуги заказаны.',
  },
});
