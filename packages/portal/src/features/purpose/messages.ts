// What each not-yet-assembled screen is for (spec §2), shown as its empty state, in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const purposeMessages = defineCatalog({
  'portal.purpose.bookings': {
    en: 'Bookings and visits of your apartments, in a calendar and a list.',
    ge: 'თქვენი ბინების ჯავშნები და ვიზიტები კალენდარსა და სიაში.',
    ru: 'Бронирования и визиты ваших квартир — в календаре и списком.',
  },
  'portal.purpose.bookingOrder': {
    en: 'One order of a booking with its lines and total.',
    ge: 'ჯავშნის ერთი შეკვეთა პოზიციებითა და ჯამით.',
    ru: 'Один заказ бронирования с позициями и итогом.',
  },
  'portal.purpose.devices': {
    en: 'The computers and phones signed in to your account; sign out the ones you do not know.',
    ge: 'კომპიუტერები და ტელეფონები, რომლებითაც თქვენს ანგარიშში შესული ხართ; გამოიყვანეთ უცნობი.',
    ru: 'Компьютеры и телефоны, с которых выполнен вход; завершите сеансы незнакомых.',
  },
  'portal.purpose.transactions': {
    en: 'Balance, debt, what remains to pay and the next payment.',
    ge: 'ბალანსი, დავალიანება, დარჩენილი გადასახდელი და შემდეგი გადახდა.',
    ru: 'Баланс, задолженность, остаток к оплате и следующий платёж.',
  },
  'portal.purpose.transactionsApartment': {
    en: 'The same finances, apartment by apartment.',
    ge: 'იგივე ფინანსები, ბინების მიხედვით.',
    ru: 'Те же финансы — по каждой квартире.',
  },
  'portal.purpose.payments': {
    en: 'The payments you made, with their status.',
    ge: 'თქვენ მიერ განხორციელებული გადახდები სტატუსით.',
    ru: 'Ваши платежи и их статус.',
  },
  'portal.purpose.analytics': {
    en: 'Revenue of your apartments over time.',
    ge: 'თქვენი ბინების შემოსავალი დროის მიხედვით.',
    ru: 'Доход ваших квартир во времени.',
  },
  'portal.purpose.profile': {
    en: 'Your name, contacts, language and password.',
    ge: 'თქვენი სახელი, კონტაქტები, ენა და პაროლი.',
    ru: 'Ваше имя, контакты, язык и пароль.',
  },
  'portal.purpose.services': {
    en: 'Services for your apartments and guests, and what they cost.',
    ge: 'სერვისები თქვენი ბინებისა და სტუმრებისთვის და მათი ღირებულება.',
    ru: 'Услуги для ваших квартир и гостей и их стоимость.',
  },
  'portal.purpose.support': {
    en: 'Your support tickets: write to a department, attach files and follow the answers.',
    ge: 'მხარდაჭერის მოთხოვნები: მიწერეთ განყოფილებას, დაურთეთ ფაილები და ადევნეთ თვალი პასუხებს.',
    ru: 'Ваши обращения: напишите в отдел, приложите файлы и следите за ответами.',
  },
  'portal.purpose.test': {
    en: 'A page for trying out the portal’s parts.',
    ge: 'გვერდი პორტალის ნაწილების გამოსაცდელად.',
    ru: 'Страница для проверки частей портала.',
  },
  'portal.purpose.deals': {
    en: 'Your deals with the group and the stage each one is at.',
    ge: 'თქვენი გარიგებები ჯგუფთან და თითოეულის ეტაპი.',
    ru: 'Ваши сделки с группой и этап каждой.',
  },
  'portal.purpose.help': {
    en: 'Answers to common questions, by topic.',
    ge: 'პასუხები ხშირად დასმულ კითხვებზე, თემების მიხედვით.',
    ru: 'Ответы на частые вопросы по темам.',
  },
  'portal.purpose.guestCancel': {
    en: 'The details of your booking, and cancelling it if your plans changed.',
    ge: 'თქვენი ჯავშნის დეტალები და მისი გაუქმება, თუ გეგმები შეგეცვალათ.',
    ru: 'Детали бронирования и его отмена, если планы изменились.',
  },
  'portal.purpose.guestChange': {
    en: 'A change to your booking proposed by the host, to accept or reject.',
    ge: 'მასპინძლის მიერ შემოთავაზებული ცვლილება თქვენს ჯავშანში, მისაღებად ან უარსაყოფად.',
    ru: 'Изменение бронирования от хозяина — принять или отклонить.',
  },
  'portal.purpose.notYetTitle': {
    en: 'This screen is not in the portal yet',
    ge: 'ეს გვერდი პორტალში ჯერ არ არის',
    ru: 'Этого раздела в портале пока нет',
  },
  'portal.purpose.notYet': {
    en: 'We are still building it; your account and its data are not affected. Meanwhile, the dashboard shows what waits for your answer, and support can help with anything else.',
    ge: 'მასზე ჯერ კიდევ ვმუშაობთ; თქვენს ანგარიშსა და მონაცემებს ეს არ ეხება. მანამდე მთავარ დაფაზე ნახავთ, რა ელოდება თქვენს პასუხს, ხოლო მხარდაჭერა ყველაფერში დაგეხმარებათ.',
    ru: 'Мы ещё над ним работаем; ваш аккаунт и его данные в порядке. А пока на главной видно, что ждёт вашего ответа, а поддержка поможет со всем остальным.',
  },
  'portal.purpose.guestHelp': {
    en: 'Use the link from your e-mail to open this page. Links from older e-mails may have expired.',
    ge: 'ამ გვერდის გასახსნელად გამოიყენეთ ბმული თქვენი ელფოსტიდან. ძველი წერილების ბმულებს შესაძლოა ვადა გაუვიდა.',
    ru: 'Откройте эту страницу по ссылке из письма. Ссылки из старых писем могли устареть.',
  },
});
