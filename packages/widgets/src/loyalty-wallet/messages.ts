// Texts of the loyalty wallet in ge/en/ru (ICU; Russian plurals one/few/many). Server texts
// (error.pointsShort, success.*) come from the SDK catalog; here only the widget's own words.
import { defineCatalog } from '../shell/i18n/catalog';

export const loyaltyMessages = defineCatalog({
  'loyalty.points': {
    en: '{count, plural, one {# point} other {# points}}',
    ge: '{count} ქულა',
    ru: '{count, plural, one {# балл} few {# балла} many {# баллов} other {# балла}}',
  },
  'loyalty.signedOut.title': {
    en: 'Sign in to see your points',
    ge: 'შედით სისტემაში თქვენი ქულების სანახავად',
    ru: 'Войдите, чтобы увидеть свои баллы',
  },
  'loyalty.signedOut.text': {
    en: 'Your points appear here once you sign in.',
    ge: 'ქულები აქ გამოჩნდება სისტემაში შესვლის შემდეგ.',
    ru: 'Баллы появятся здесь после входа.',
  },
  'loyalty.wallet.title': { en: 'Your points', ge: 'თქვენი ქულები', ru: 'Ваши баллы' },
  'loyalty.kind.available': { en: 'Available', ge: 'ხელმისაწვდომი', ru: 'Доступно' },
  'loyalty.kind.available.text': {
    en: 'Yours to spend now: confirmed minus spent.',
    ge: 'ახლა დასახარჯი: დადასტურებულს გამოკლებული დახარჯული.',
    ru: 'Можно потратить сейчас: подтверждённые минус потраченные.',
  },
  'loyalty.kind.confirmed': { en: 'Confirmed', ge: 'დადასტურებული', ru: 'Подтверждено' },
  'loyalty.kind.confirmed.text': {
    en: 'Credited for bookings, payments and recommendations.',
    ge: 'დარიცხული ჯავშნების, გადახდებისა და რეკომენდაციებისთვის.',
    ru: 'Начислены за бронирования, оплаты и рекомендации.',
  },
  'loyalty.kind.unconfirmed': { en: 'Unconfirmed', ge: 'დაუდასტურებელი', ru: 'Не подтверждено' },
  'loyalty.kind.unconfirmed.text': {
    en: 'On their way: they count once we confirm them.',
    ge: 'გზაშია: ჩაითვლება დადასტურების შემდეგ.',
    ru: 'В пути: засчитаются после подтверждения.',
  },
  'loyalty.kind.spent': { en: 'Spent', ge: 'დახარჯული', ru: 'Потрачено' },
  'loyalty.kind.spent.text': {
    en: 'Exchanged for products.',
    ge: 'გაცვლილი პროდუქტებზე.',
    ru: 'Обменяны на товары.',
  },
  'loyalty.wallet.empty': {
    en: 'No points yet: recommend someone to us or book a stay to earn some.',
    ge: 'ქულები ჯერ არ გაქვთ: მიიღეთ რეკომენდაციით ან ჯავშნით.',
    ru: 'Баллов пока нет: получите их за рекомендацию или бронирование.',
  },
  'loyalty.status.new': { en: 'Credited', ge: 'დარიცხული', ru: 'Начислено' },
  'loyalty.status.in_process': { en: 'In process', ge: 'მუშავდება', ru: 'В обработке' },
  'loyalty.status.purchase': { en: 'Purchase', ge: 'შესყიდვა', ru: 'Покупка' },
  'loyalty.status.refuse': { en: 'Refused', ge: 'უარყოფილი', ru: 'Отклонено' },
  'loyalty.products.title': {
    en: 'Exchange points',
    ge: 'ქულების გაცვლა',
    ru: 'Обмен баллов',
  },
  'loyalty.products.empty': {
    en: 'No products to exchange right now.',
    ge: 'გასაცვლელი პროდუქტები ახლა არ არის.',
    ru: 'Сейчас нет товаров для обмена.',
  },
  'loyalty.product.image': {
    en: 'Picture of {name}',
    ge: '{name} — სურათი',
    ru: 'Изображение: {name}',
  },
  'loyalty.product.exchange': { en: 'Exchange', ge: 'გაცვლა', ru: 'Обменять' },
  'loyalty.product.exchangeFor': {
    en: 'Exchange points for {name}',
    ge: 'ქულების გაცვლა: {name}',
    ru: 'Обменять баллы на «{name}»',
  },
  'loyalty.product.short': {
    en: 'You need {count, plural, one {# more point} other {# more points}}.',
    ge: 'გჭირდებათ კიდევ {count} ქულა.',
    ru: 'Не хватает {count, plural, one {# балла} few {# баллов} many {# баллов} other {# балла}}.',
  },
  'loyalty.product.outOfStock': {
    en: 'Out of stock.',
    ge: 'ამოიწურა.',
    ru: 'Нет в наличии.',
  },
  'loyalty.exchange.cancel': { en: 'Cancel', ge: 'გაუქმება', ru: 'Отмена' },
  'loyalty.exchange.done': {
    en: '“{name}” is yours: {points} spent. {available} available.',
    ge: '„{name}“ თქვენია: დაიხარჯა {points}. ხელმისაწვდომია {available}.',
    ru: '«{name}» ваш: потрачено {points}. Доступно {available}.',
  },
  'loyalty.history.title': { en: 'Points history', ge: 'ქულების ისტორია', ru: 'История баллов' },
  'loyalty.history.status': { en: 'Status', ge: 'სტატუსი', ru: 'Статус' },
  'loyalty.history.date': { en: 'Date', ge: 'თარიღი', ru: 'Дата' },
  'loyalty.history.reason': { en: 'Reason', ge: 'მიზეზი', ru: 'Причина' },
  'loyalty.history.points': { en: 'Points', ge: 'ქულები', ru: 'Баллы' },
  'loyalty.history.empty': {
    en: 'What you earn and spend will be listed here.',
    ge: 'აქ გამოჩნდება რასაც იღებთ და ხარჯავთ.',
    ru: 'Здесь появится всё, что вы получите и потратите.',
  },
  'loyalty.recommendations.title': {
    en: 'Your recommendations',
    ge: 'თქვენი რეკომენდაციები',
    ru: 'Ваши рекомендации',
  },
  'loyalty.recommendations.empty': {
    en: 'No recommendations yet: each confirmed one earns {points}.',
    ge: 'რეკომენდაციები ჯერ არ არის: თითო დადასტურებული მოგიტანთ {points}.',
    ru: 'Рекомендаций пока нет: каждая подтверждённая приносит {points}.',
  },
  'loyalty.recommendations.new': {
    en: 'Recommend someone',
    ge: 'რეკომენდაციის გაწევა',
    ru: 'Порекомендовать',
  },
  'loyalty.recommendations.hide': {
    en: 'Hide the form',
    ge: 'ფორმის დამალვა',
    ru: 'Скрыть форму',
  },
  'loyalty.recommend.intro': {
    en: 'You earn points when they sign a contract.',
    ge: 'ქულებს მიიღებთ, როცა ის ხელშეკრულებას გააფორმებს.',
    ru: 'Баллы начислятся, когда человек заключит договор.',
  },
  'loyalty.recommend.sent': {
    en: 'Thank you! We will contact {name}.',
    ge: 'გმადლობთ! დავუკავშირდებით: {name}.',
    ru: 'Спасибо! Мы свяжемся: {name}.',
  },
});
