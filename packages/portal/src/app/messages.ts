// Texts of the portal frame: page titles, menu, panels and global states, in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const titleMessages = defineCatalog({
  'portal.title.suffix': { en: 'Sakhli Group', ge: 'Sakhli Group', ru: 'Sakhli Group' },
  'portal.title.home': { en: 'Dashboard', ge: 'მთავარი დაფა', ru: 'Главная' },
  'portal.title.apartments': { en: 'Apartments', ge: 'ბინები', ru: 'Квартиры' },
  'portal.title.apartment': { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  'portal.title.apartmentTest': {
    en: 'Apartment (test view)',
    ge: 'ბინა (სატესტო ხედი)',
    ru: 'Квартира (тестовый вид)',
  },
  'portal.title.bookings': { en: 'Bookings', ge: 'ჯავშნები', ru: 'Бронирования' },
  'portal.title.bookingOrders': {
    en: 'Orders of a booking',
    ge: 'ჯავშნის შეკვეთები',
    ru: 'Заказы бронирования',
  },
  'portal.title.bookingOrder': { en: 'Order', ge: 'შეკვეთა', ru: 'Заказ' },
  'portal.title.devices': { en: 'Devices', ge: 'მოწყობილობები', ru: 'Устройства' },
  'portal.title.documents': { en: 'Documents', ge: 'დოკუმენტები', ru: 'Документы' },
  'portal.title.transactions': { en: 'Finances', ge: 'ფინანსები', ru: 'Финансы' },
  'portal.title.transactionsApartment': {
    en: 'Finances by apartment',
    ge: 'ფინანსები ბინების მიხედვით',
    ru: 'Финансы по квартирам',
  },
  'portal.title.payments': { en: 'Payments', ge: 'გადახდები', ru: 'Платежи' },
  'portal.title.invoices': { en: 'Invoices', ge: 'ინვოისები', ru: 'Счета' },
  'portal.title.analytics': { en: 'Analytics', ge: 'ანალიტიკა', ru: 'Аналитика' },
  'portal.title.loyalty': {
    en: 'Loyalty programme',
    ge: 'ლოიალობის პროგრამა',
    ru: 'Программа лояльности',
  },
  'portal.title.newRecommendation': {
    en: 'New recommendation',
    ge: 'ახალი რეკომენდაცია',
    ru: 'Новая рекомендация',
  },
  'portal.title.pay': { en: 'Payment', ge: 'გადახდა', ru: 'Оплата' },
  'portal.title.profile': { en: 'Profile', ge: 'პროფილი', ru: 'Профиль' },
  'portal.title.services': { en: 'Services', ge: 'სერვისები', ru: 'Услуги' },
  'portal.title.support': { en: 'Support', ge: 'მხარდაჭერა', ru: 'Поддержка' },
  'portal.title.test': { en: 'Test page', ge: 'სატესტო გვერდი', ru: 'Тестовая страница' },
  'portal.title.deals': { en: 'Deals', ge: 'გარიგებები', ru: 'Сделки' },
  'portal.title.help': { en: 'Help centre', ge: 'დახმარების ცენტრი', ru: 'Справочный центр' },
  'portal.title.notFound': {
    en: 'Page not found',
    ge: 'გვერდი ვერ მოიძებნა',
    ru: 'Страница не найдена',
  },
  'portal.title.login': { en: 'Sign in', ge: 'შესვლა', ru: 'Вход' },
  'portal.title.registration': { en: 'Sign up', ge: 'რეგისტრაცია', ru: 'Регистрация' },
  'portal.title.forgotPassword': {
    en: 'Forgot password',
    ge: 'დაგავიწყდათ პაროლი?',
    ru: 'Забыли пароль',
  },
  'portal.title.resetPassword': { en: 'New password', ge: 'ახალი პაროლი', ru: 'Новый пароль' },
  'portal.title.verification': {
    en: 'Two-step verification',
    ge: 'ორსაფეხურიანი ვერიფიკაცია',
    ru: 'Двухэтапная проверка',
  },
  'portal.title.terms': {
    en: 'Terms of use',
    ge: 'გამოყენების პირობები',
    ru: 'Условия использования',
  },
  'portal.title.activation': {
    en: 'Account activation',
    ge: 'ანგარიშის გააქტიურება',
    ru: 'Активация аккаунта',
  },
  'portal.title.logout': { en: 'Signing out', ge: 'გასვლა', ru: 'Выход' },
  'portal.title.guestCancel': { en: 'Your booking', ge: 'თქვენი ჯავშანი', ru: 'Ваше бронирование' },
  'portal.title.guestChange': {
    en: 'Booking change',
    ge: 'ჯავშნის ცვლილება',
    ru: 'Изменение бронирования',
  },
  'portal.title.guestStart': {
    en: 'Book an apartment',
    ge: 'ბინის დაჯავშნა',
    ru: 'Забронировать квартиру',
  },
  'portal.title.guestBook': {
    en: 'Choose your dates',
    ge: 'აირჩიეთ თარიღები',
    ru: 'Выберите даты',
  },
});

export const layoutMessages = defineCatalog({
  'portal.loading': { en: 'Loading…', ge: 'იტვირთება…', ru: 'Загрузка…' },
  'portal.language.label': { en: 'Language', ge: 'ენა', ru: 'Язык' },
  'portal.language.ge': { en: 'ქართული', ge: 'ქართული', ru: 'ქართული' },
  'portal.language.en': { en: 'English', ge: 'English', ru: 'English' },
  'portal.language.ru': { en: 'Русский', ge: 'Русский', ru: 'Русский' },
  'portal.error.title': {
    en: 'This screen could not be loaded.',
    ge: 'ეკრანის ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить экран.',
  },
  'portal.brand': { en: 'Sakhli', ge: 'სახლი', ru: 'Сахли' },
  'portal.skipLink': {
    en: 'Skip to main content',
    ge: 'მთავარ შინაარსზე გადასვლა',
    ru: 'Перейти к основному содержимому',
  },
  'portal.error.timeout': {
    en: 'The connection is slow or lost. Check it and try again.',
    ge: 'კავშირი ნელია ან გაწყვეტილია. შეამოწმეთ და სცადეთ თავიდან.',
    ru: 'Соединение медленное или прервано. Проверьте его и попробуйте снова.',
  },
  'portal.error.retry': { en: 'Try again', ge: 'თავიდან ცდა', ru: 'Повторить' },
  'portal.notFound.text': {
    en: 'The address may be mistyped, or the page has moved.',
    ge: 'მისამართი შესაძლოა არასწორად არის აკრეფილი, ან გვერდი გადატანილია.',
    ru: 'Возможно, адрес введён с ошибкой или страница перемещена.',
  },
  // docs/security.md "Roles": a typed address of a page the account's role does not use.
  'portal.notAvailable.title': {
    en: 'This page is not available for your account',
    ge: 'ეს გვერდი თქვენი ანგარიშისთვის ხელმისაწვდომი არ არის',
    ru: 'Эта страница недоступна для вашей учётной записи',
  },
  'portal.notAvailable.text': {
    en: 'Bookings, guests, services, revenue and deals are shown to the apartment’s owner only.',
    ge: 'ჯავშნები, სტუმრები, სერვისები, შემოსავალი და გარიგებები მხოლოდ ბინის მფლობელს უჩანს.',
    ru: 'Бронирования, гости, услуги, доходы и сделки видит только владелец квартиры.',
  },
  'portal.backHome': { en: 'Go to the dashboard', ge: 'მთავარ დაფაზე გადასვლა', ru: 'На главную' },
  'portal.backLogin': { en: 'Go to sign in', ge: 'შესვლის გვერდზე გადასვლა', ru: 'Ко входу' },
});
