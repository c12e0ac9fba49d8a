// Texts of the booking change/cancel widget in ge/en/ru (ICU; Russian plurals one/few/many).
// Server texts (error.*, success.*) come from the SDK catalog; here only the widget's own words.
import { defineCatalog } from '../shell/i18n/catalog';

export const bookingChangeMessages = defineCatalog({
  'bookingChange.link.incomplete': {
    en: 'This link is incomplete. Open the link from your e-mail again.',
    ge: 'ეს ბმული არასრულია. თავიდან გახსენით ბმული თქვენი ელ-ფოსტიდან.',
    ru: 'Ссылка неполная. Откройте ссылку из письма ещё раз.',
  },
  'bookingChange.change.heading': {
    en: 'Changes to your booking',
    ge: 'ცვლილებები თქვენს ჯავშანში',
    ru: 'Изменения в вашем бронировании',
  },
  'bookingChange.change.intro': {
    en: 'The host proposes new terms. Compare them with your booking, then accept or reject them.',
    ge: 'მასპინძელი გთავაზობთ ახალ პირობებს. შეადარეთ ისინი თქვენს ჯავშანს და დაეთანხმეთ ან უარყავით.',
    ru: 'Хозяин предлагает новые условия. Сравните их с вашим бронированием и примите или отклоните.',
  },
  'bookingChange.change.validUntil': {
    en: 'Answer by:',
    ge: 'პასუხის ბოლო ვადა:',
    ru: 'Ответить до:',
  },
  'bookingChange.table.caption': {
    en: 'Your booking now and as proposed',
    ge: 'თქვენი ჯავშანი ახლა და შემოთავაზებული სახით',
    ru: 'Ваше бронирование сейчас и в предложенном виде',
  },
  'bookingChange.table.term': { en: 'Term', ge: 'პირობა', ru: 'Условие' },
  'bookingChange.table.current': { en: 'Now', ge: 'ახლა', ru: 'Сейчас' },
  'bookingChange.table.proposed': { en: 'Proposed', ge: 'შემოთავაზებული', ru: 'Предложено' },
  'bookingChange.table.changed': { en: 'Changed', ge: 'შეცვლილია', ru: 'Изменено' },
  'bookingChange.table.unchanged': { en: 'Same', ge: 'იგივე', ru: 'Без изменений' },
  'bookingChange.changedCount': {
    en: '{count, plural, one {# term changes} other {# terms change}}',
    ge: 'იცვლება {count} პირობა',
    ru: '{count, plural, one {Меняется # условие} few {Меняются # условия} many {Меняются # условий} other {Меняются # условия}}',
  },
  'bookingChange.term.apartment': { en: 'Apartment', ge: 'ბინა', ru: 'Квартира' },
  'bookingChange.term.dates': { en: 'Dates', ge: 'თარიღები', ru: 'Даты' },
  'bookingChange.term.nights': { en: 'Nights', ge: 'ღამეები', ru: 'Ночи' },
  'bookingChange.term.guests': { en: 'Guests', ge: 'სტუმრები', ru: 'Гости' },
  'bookingChange.term.price': { en: 'Price', ge: 'ფასი', ru: 'Цена' },
  'bookingChange.term.status': { en: 'Status', ge: 'სტატუსი', ru: 'Статус' },
  'bookingChange.term.payment': { en: 'Payment', ge: 'გადახდის ხერხი', ru: 'Способ оплаты' },
  'bookingChange.term.comment': { en: 'Comment', ge: 'კომენტარი', ru: 'Комментарий' },
  'bookingChange.term.guest': { en: 'Guest', ge: 'სტუმარი', ru: 'Гость' },
  'bookingChange.noPrice': { en: 'Not given', ge: 'არ არის მითითებული', ru: 'Не указана' },
  'bookingChange.noComment': { en: 'None', ge: 'არ არის', ru: 'Нет' },
  'bookingChange.guests': {
    en: '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}',
    ge: '{adults} მოზრდილი{children, plural, =0 {} other {, # ბავშვი}}',
    ru: '{adults, plural, one {# взрослый} few {# взрослых} many {# взрослых} other {# взрослого}}{children, plural, =0 {} one {, # ребёнок} few {, # ребёнка} many {, # детей} other {, # детей}}',
  },
  'bookingChange.childrenAges': {
    en: 'children’s ages:',
    ge: 'ბავშვების ასაკი:',
    ru: 'возраст детей:',
  },
  'bookingChange.accept': {
    en: 'Accept the changes',
    ge: 'ცვლილებებზე დათანხმება',
    ru: 'Принять изменения',
  },
  'bookingChange.reject': {
    en: 'Reject the changes',
    ge: 'ცვლილებების უარყოფა',
    ru: 'Отклонить изменения',
  },
  'bookingChange.confirm.acceptTitle': {
    en: 'Accept the new terms?',
    ge: 'ეთანხმებით ახალ პირობებს?',
    ru: 'Принять новые условия?',
  },
  'bookingChange.confirm.acceptText': {
    en: 'Your booking will change to the proposed terms. You can answer only once.',
    ge: 'თქვენი ჯავშანი შეიცვლება შემოთავაზებული პირობებით. პასუხის გაცემა მხოლოდ ერთხელ შეგიძლიათ.',
    ru: 'Бронирование изменится на предложенные условия. Ответить можно только один раз.',
  },
  'bookingChange.confirm.rejectTitle': {
    en: 'Reject the new terms?',
    ge: 'უარყოფთ ახალ პირობებს?',
    ru: 'Отклонить новые условия?',
  },
  'bookingChange.confirm.rejectText': {
    en: 'Your booking stays as it is now. You can answer only once.',
    ge: 'თქვენი ჯავშანი დარჩება ისე, როგორც ახლაა. პასუხის გაცემა მხოლოდ ერთხელ შეგიძლიათ.',
    ru: 'Бронирование останется как сейчас. Ответить можно только один раз.',
  },
  'bookingChange.confirm.yesAccept': {
    en: 'Yes, accept',
    ge: 'დიახ, ვეთანხმები',
    ru: 'Да, принять',
  },
  'bookingChange.confirm.yesReject': {
    en: 'Yes, reject',
    ge: 'დიახ, უარვყოფ',
    ru: 'Да, отклонить',
  },
  'bookingChange.confirm.back': { en: 'Go back', ge: 'უკან დაბრუნება', ru: 'Вернуться' },
  'bookingChange.result.acceptedNext': {
    en: 'Your booking now has the new terms. Nothing else to do; keep this e-mail for your stay.',
    ge: 'თქვენს ჯავშანს ახლა ახალი პირობები აქვს. სხვა არაფერია გასაკეთებელი; შეინახეთ ეს წერილი.',
    ru: 'Теперь у бронирования новые условия. Больше ничего делать не нужно; сохраните это письмо.',
  },
  'bookingChange.result.rejectedNext': {
    en: 'Your booking stays as it was. The host will be told of your answer.',
    ge: 'თქვენი ჯავშანი უცვლელი რჩება. მასპინძელს ეცნობება თქვენი პასუხი.',
    ru: 'Бронирование осталось прежним. Хозяин узнает о вашем ответе.',
  },
  'bookingChange.cancel.heading': {
    en: 'Your booking',
    ge: 'თქვენი ჯავშანი',
    ru: 'Ваше бронирование',
  },
  'bookingChange.cancel.button': {
    en: 'Cancel the booking',
    ge: 'ჯავშნის გაუქმება',
    ru: 'Отменить бронирование',
  },
  'bookingChange.cancel.confirmTitle': {
    en: 'Cancel this booking?',
    ge: 'გავაუქმოთ ეს ჯავშანი?',
    ru: 'Отменить это бронирование?',
  },
  'bookingChange.cancel.confirmText': {
    en: 'The apartment is released for these dates and others may book it. This cannot be undone: to stay after all, you would have to book again.',
    ge: 'ბინა ამ თარიღებზე თავისუფლდება და სხვებს შეეძლებათ მისი დაჯავშნა. ამის გაუქმება შეუძლებელია: თუ მაინც გსურთ დარჩენა, თავიდან მოგიწევთ დაჯავშნა.',
    ru: 'Квартира на эти даты освободится, и её смогут забронировать другие. Это нельзя отменить: чтобы всё же приехать, придётся бронировать заново.',
  },
  'bookingChange.cancel.yes': {
    en: 'Yes, cancel the booking',
    ge: 'დიახ, გააუქმეთ ჯავშანი',
    ru: 'Да, отменить бронирование',
  },
  'bookingChange.cancel.keep': {
    en: 'Keep the booking',
    ge: 'ჯავშნის შენარჩუნება',
    ru: 'Оставить бронирование',
  },
  'bookingChange.cancel.doneNext': {
    en: 'Nothing more to do. To stay another time, book again from the listing.',
    ge: 'მეტი არაფერია გასაკეთებელი. სხვა დროს დასარჩენად თავიდან დაჯავშნეთ განცხადებიდან.',
    ru: 'Больше ничего делать не нужно. Чтобы приехать в другой раз, забронируйте заново по объявлению.',
  },
  'bookingChange.cancel.alreadyCanceled': {
    en: 'This booking is canceled; there is nothing more to do.',
    ge: 'ეს ჯავშანი გაუქმებულია; მეტი არაფერია გასაკეთებელი.',
    ru: 'Это бронирование отменено; больше ничего делать не нужно.',
  },
  'bookingChange.cancel.notCancellable': {
    en: 'This booking can no longer be canceled online. Contact the host if your plans change.',
    ge: 'ამ ჯავშნის ონლაინ გაუქმება აღარ არის შესაძლებელი. გეგმების შეცვლის შემთხვევაში დაუკავშირდით მასპინძელს.',
    ru: 'Это бронирование больше нельзя отменить онлайн. Если планы изменились, свяжитесь с хозяином.',
  },
  'bookingChange.payment.cash': { en: 'Cash', ge: 'ნაღდი ფული', ru: 'Наличные' },
  'bookingChange.payment.card': { en: 'Card', ge: 'ბარათი', ru: 'Карта' },
  'bookingChange.payment.bank_transfer': {
    en: 'Bank transfer',
    ge: 'საბანკო გადარიცხვა',
    ru: 'Банковский перевод',
  },
  'bookingChange.problem.title': {
    en: 'This link cannot be used',
    ge: 'ამ ბმულის გამოყენება შეუძლებელია',
    ru: 'Эту ссылку нельзя использовать',
  },
  'bookingChange.problem.handledTitle': {
    en: 'Already answered',
    ge: 'პასუხი უკვე გაცემულია',
    ru: 'Ответ уже дан',
  },
  'bookingChange.problem.expiredTitle': {
    en: 'Too late to answer',
    ge: 'პასუხის ვადა გავიდა',
    ru: 'Срок ответа истёк',
  },
  'bookingChange.next.incorrectToken': {
    en: 'Open the link from your most recent e-mail about this booking. If it still does not work, contact the host.',
    ge: 'გახსენით ბმული ამ ჯავშნის შესახებ ბოლო წერილიდან. თუ მაინც არ მუშაობს, დაუკავშირდით მასპინძელს.',
    ru: 'Откройте ссылку из последнего письма об этом бронировании. Если она всё равно не работает, свяжитесь с хозяином.',
  },
  'bookingChange.next.alreadyHandled': {
    en: 'Nothing more to do here. Your most recent e-mail about this booking shows its current terms.',
    ge: 'აქ მეტი არაფერია გასაკეთებელი. ჯავშნის მიმდინარე პირობები ნახეთ მის შესახებ ბოლო წერილში.',
    ru: 'Здесь больше ничего делать не нужно. Текущие условия бронирования — в последнем письме о нём.',
  },
  'bookingChange.next.changeExpired': {
    en: 'Your booking keeps its current terms. If you still want the change, ask the host to send a new request.',
    ge: 'თქვენი ჯავშანი ინარჩუნებს მიმდინარე პირობებს. თუ მაინც გსურთ ცვლილება, სთხოვეთ მასპინძელს ახალი მოთხოვნის გამოგზავნა.',
    ru: 'Бронирование сохраняет текущие условия. Если изменение всё же нужно, попросите хозяина прислать новый запрос.',
  },
  'bookingChange.next.linkExpired': {
    en: 'Ask the host for a new link; it will come by e-mail.',
    ge: 'სთხოვეთ მასპინძელს ახალი ბმული; ის ელ-ფოსტით მოვა.',
    ru: 'Попросите у хозяина новую ссылку; она придёт по e-mail.',
  },
  'bookingChange.next.datesTaken': {
    en: 'The proposed dates are no longer free, so the change cannot be accepted. Your booking keeps its current terms; contact the host.',
    ge: 'შემოთავაზებული თარიღები აღარ არის თავისუფალი, ამიტომ ცვლილებაზე დათანხმება შეუძლებელია. ჯავშანი ინარჩუნებს მიმდინარე პირობებს; დაუკავშირდით მასპინძელს.',
    ru: 'Предложенные даты уже заняты, поэтому изменение принять нельзя. Бронирование сохраняет текущие условия; свяжитесь с хозяином.',
  },
  'bookingChange.next.network': {
    en: 'We could not reach the server. Check your connection and try again.',
    ge: 'სერვერთან დაკავშირება ვერ მოხერხდა. შეამოწმეთ კავშირი და სცადეთ თავიდან.',
    ru: 'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.',
  },
});
