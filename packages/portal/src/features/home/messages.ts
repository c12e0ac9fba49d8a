// Texts of /home, the dashboard (issue 26 §1), in ge/en/ru: its cards, their states and actions.
import { defineCatalog } from '@sakhli/widgets';

export const homeMessages = defineCatalog({
  'portal.home.failed': {
    en: 'This could not be loaded.',
    ge: 'ამის ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить.',
  },
  'portal.home.loading': {
    en: 'Loading {card}…',
    ge: 'იტვირთება: {card}…',
    ru: 'Загрузка: {card}…',
  },
  // Bills to pay (api/apartments/billing) and the Pay flow (/pay/{apartment_id}/{type}).
  'portal.home.bills': { en: 'Bills to pay', ge: 'გადასახდელი ქვითრები', ru: 'Счета к оплате' },
  'portal.home.bills.total': {
    en: 'You owe {amount} in total.',
    ge: 'სულ გმართებთ {amount}.',
    ru: 'Всего к оплате: {amount}.',
  },
  'portal.home.bills.none': {
    en: 'Nothing to pay: every bill is paid up.',
    ge: 'გადასახდელი არაფერია: ყველა ქვითარი გადახდილია.',
    ru: 'Платить нечего: все счета оплачены.',
  },
  'portal.home.bills.line': {
    en: '{utility}, {address}',
    ge: '{utility}, {address}',
    ru: '{utility}, {address}',
  },
  'portal.home.bills.pay': { en: 'Pay', ge: 'გადახდა', ru: 'Оплатить' },
  'portal.home.bills.payLine': {
    en: 'Pay {utility}, {address}',
    ge: 'გადახდა: {utility}, {address}',
    ru: 'Оплатить: {utility}, {address}',
  },
  'portal.home.utility.electricity': {
    en: 'Electricity',
    ge: 'ელექტროენერგია',
    ru: 'Электричество',
  },
  'portal.home.utility.water': { en: 'Water', ge: 'წყალი', ru: 'Вода' },
  'portal.home.utility.services': {
    en: 'Building services',
    ge: 'კომუნალური მომსახურება',
    ru: 'Услуги дома',
  },
  'portal.home.utility.internetTv': {
    en: 'Internet and TV',
    ge: 'ინტერნეტი და ტელევიზია',
    ru: 'Интернет и ТВ',
  },
  // Next payment (api/finance/summary).
  'portal.home.next': { en: 'Next payment', ge: 'შემდეგი გადახდა', ru: 'Следующий платёж' },
  'portal.home.next.due': {
    en: '{amount} falls due on {date}.',
    ge: '{amount} უნდა გადაიხადოთ {date}-მდე.',
    ru: '{amount} к оплате до {date}.',
  },
  'portal.home.next.none': {
    en: 'No payment falls due.',
    ge: 'გადასახდელი ვადა არ დგება.',
    ru: 'Платежей к сроку нет.',
  },
  'portal.home.next.remains': {
    en: 'Unpaid in all: {amount}.',
    ge: 'სულ გადაუხდელი: {amount}.',
    ru: 'Всего не оплачено: {amount}.',
  },
  'portal.home.next.open': { en: 'Open invoices', ge: 'ინვოისების გახსნა', ru: 'Открыть счета' },
  // Unread messages (api/notifications/count) and open tickets (api/tickets/list?status=open).
  'portal.home.messages': { en: 'Messages', ge: 'შეტყობინებები', ru: 'Сообщения' },
  'portal.home.messagesText': {
    en: '{count, plural, =0 {No unread messages.} one {# unread message.} other {# unread messages.}}',
    ge: '{count, plural, =0 {წაუკითხავი შეტყობინებები არ არის.} other {# წაუკითხავი შეტყობინება.}}',
    ru: '{count, plural, =0 {Непрочитанных сообщений нет.} one {# непрочитанное сообщение.} few {# непрочитанных сообщения.} many {# непрочитанных сообщений.} other {# непрочитанного сообщения.}}',
  },
  'portal.home.tickets': { en: 'Open tickets', ge: 'ღია მიმართვები', ru: 'Открытые обращения' },
  'portal.home.ticketsText': {
    en: '{count, plural, =0 {No ticket is open.} one {# ticket is open.} other {# tickets are open.}}',
    ge: '{count, plural, =0 {ღია მიმართვა არ არის.} other {# მიმართვა ღიაა.}}',
    ru: '{count, plural, =0 {Открытых обращений нет.} one {# обращение открыто.} few {# обращения открыты.} many {# обращений открыто.} other {# обращения открыто.}}',
  },
  'portal.home.readMessages': {
    en: 'Read messages',
    ge: 'შეტყობინებების წაკითხვა',
    ru: 'Читать сообщения',
  },
  'portal.home.openSupport': {
    en: 'Open support',
    ge: 'მხარდაჭერის გახსნა',
    ru: 'Открыть поддержку',
  },
  // Overdue contracts (api/contracts/summary).
  'portal.home.contracts': {
    en: 'Overdue contracts',
    ge: 'ვადაგადაცილებული ხელშეკრულებები',
    ru: 'Просроченные договоры',
  },
  'portal.home.contractsText': {
    en: '{count, plural, =0 {No contract payment is overdue.} one {# contract payment is overdue: {amount}.} other {# contract payments are overdue: {amount}.}}',
    ge: '{count, plural, =0 {ხელშეკრულების ვადაგადაცილებული გადახდა არ არის.} other {ხელშეკრულების # გადახდა ვადაგადაცილებულია: {amount}.}}',
    ru: '{count, plural, =0 {Просроченных платежей по договорам нет.} one {# платёж по договорам просрочен: {amount}.} few {# платежа по договорам просрочены: {amount}.} many {# платежей по договорам просрочено: {amount}.} other {# платежа по договорам просрочено: {amount}.}}',
  },
  'portal.home.contractsOpen': {
    en: 'Open documents',
    ge: 'დოკუმენტების გახსნა',
    ru: 'Открыть документы',
  },
  // Loyalty points (api/loyalty/wallet).
  'portal.home.loyalty': { en: 'Loyalty points', ge: 'ლოიალობის ქულები', ru: 'Баллы лояльности' },
  'portal.home.loyaltyText': {
    en: '{count, plural, one {# point to spend} other {# points to spend}}',
    ge: '{count, plural, other {# ქულა დასახარჯად}}',
    ru: '{count, plural, one {# балл можно потратить} few {# балла можно потратить} many {# баллов можно потратить} other {# балла можно потратить}}',
  },
  'portal.home.loyaltyPending': {
    en: '{count, plural, =0 {Nothing awaits confirmation.} one {# more awaits confirmation.} other {# more await confirmation.}}',
    ge: '{count, plural, =0 {დასადასტურებელი არაფერია.} other {კიდევ # ელოდება დადასტურებას.}}',
    ru: '{count, plural, =0 {Ничего не ждёт подтверждения.} one {Ещё # ждёт подтверждения.} few {Ещё # ждут подтверждения.} many {Ещё # ждут подтверждения.} other {Ещё # ждут подтверждения.}}',
  },
  'portal.home.loyaltyOpen': {
    en: 'Open the loyalty programme',
    ge: 'ლოიალობის პროგრამის გახსნა',
    ru: 'Открыть программу лояльности',
  },
  // Owners: bookings waiting for their answer (spec §4: 48 hours), today's guests, revenue.
  'portal.home.waiting': {
    en: 'Bookings waiting for you',
    ge: 'თქვენს პასუხს მოლოდინში მყოფი ჯავშნები',
    ru: 'Бронирования ждут вашего ответа',
  },
  'portal.home.waitingText': {
    en: '{count, plural, =0 {No booking waits for your answer.} one {# booking waits for your answer.} other {# bookings wait for your answer.}}',
    ge: '{count, plural, =0 {თქვენს პასუხს ჯავშანი არ ელოდება.} other {# ჯავშანი ელოდება თქვენს პასუხს.}}',
    ru: '{count, plural, =0 {Ни одно бронирование не ждёт ответа.} one {# бронирование ждёт ответа.} few {# бронирования ждут ответа.} many {# бронирований ждут ответа.} other {# бронирования ждут ответа.}}',
  },
  'portal.home.waitingRule': {
    en: 'A booking made for a guest must be accepted within 48 hours, or it is declined.',
    ge: 'სტუმრისთვის შექმნილი ჯავშანი 48 საათში უნდა დადასტურდეს, წინააღმდეგ შემთხვევაში უარყოფილია.',
    ru: 'Бронирование для гостя нужно подтвердить за 48 часов, иначе оно отклоняется.',
  },
  'portal.home.waitingRow': {
    en: '{guest}, {address}: arrives {date}',
    ge: '{guest}, {address}: ჩამოსვლა {date}',
    ru: '{guest}, {address}: заезд {date}',
  },
  'portal.home.acceptBy': {
    en: 'accept by {deadline}',
    ge: 'დაადასტურეთ {deadline}-მდე',
    ru: 'подтвердите до {deadline}',
  },
  'portal.home.openBookings': {
    en: 'Open bookings',
    ge: 'ჯავშნების გახსნა',
    ru: 'Открыть бронирования',
  },
  'portal.home.today': {
    en: 'Guests today',
    ge: 'დღევანდელი სტუმრები',
    ru: 'Гости сегодня',
  },
  'portal.home.arriving': { en: 'Arriving', ge: 'ჩამოდიან', ru: 'Заезжают' },
  'portal.home.leaving': { en: 'Leaving', ge: 'მიდიან', ru: 'Выезжают' },
  'portal.home.todayNone': {
    en: 'No guest arrives or leaves today.',
    ge: 'დღეს სტუმარი არც ჩამოდის და არც მიდის.',
    ru: 'Сегодня никто не заезжает и не выезжает.',
  },
  'portal.home.nobody': { en: 'Nobody', ge: 'არავინ', ru: 'Никто' },
  'portal.home.revenue': { en: 'Revenue', ge: 'შემოსავალი', ru: 'Доход' },
  'portal.home.revenueChart': {
    en: 'Revenue by month',
    ge: 'შემოსავალი თვეების მიხედვით',
    ru: 'Доход по месяцам',
  },
  'portal.home.revenueMonth': { en: 'Month', ge: 'თვე', ru: 'Месяц' },
  'portal.home.revenueTotal': {
    en: '{amount} over the months shown.',
    ge: '{amount} ნაჩვენებ თვეებში.',
    ru: '{amount} за показанные месяцы.',
  },
  'portal.home.revenueEmpty': {
    en: 'Revenue will show here once your apartments earn.',
    ge: 'შემოსავალი აქ გამოჩნდება, როცა ბინები შემოსავალს მოიტანს.',
    ru: 'Доход появится здесь, когда квартиры начнут приносить его.',
  },
  'portal.home.openAnalytics': {
    en: 'Open analytics',
    ge: 'ანალიტიკის გახსნა',
    ru: 'Открыть аналитику',
  },
});
