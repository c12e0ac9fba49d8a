// Texts of the ticket chat widget in ge/en/ru (ICU; Russian plurals one/few/many). Server texts
// (error.*, success.*) come from the SDK catalog; here only the widget's own words.
import { defineCatalog } from '../shell/i18n/catalog';

export const ticketChatMessages = defineCatalog({
  'ticketChat.title': { en: 'Support', ge: 'მხარდაჭერა', ru: 'Поддержка' },
  'ticketChat.new': { en: 'New ticket', ge: 'ახალი მოთხოვნა', ru: 'Новое обращение' },
  'ticketChat.back': { en: 'Back to tickets', ge: 'მოთხოვნებზე დაბრუნება', ru: 'К обращениям' },
  'ticketChat.signedOut.title': {
    en: 'Sign in to see your tickets',
    ge: 'შედით სისტემაში თქვენი მოთხოვნების სანახავად',
    ru: 'Войдите, чтобы увидеть свои обращения',
  },
  'ticketChat.signedOut.text': {
    en: 'Support conversations belong to your account. Sign in and they appear here.',
    ge: 'მხარდაჭერის მიმოწერა თქვენს ანგარიშს ეკუთვნის. შედით სისტემაში და ისინი აქ გამოჩნდება.',
    ru: 'Переписка с поддержкой привязана к вашей учётной записи. Войдите, и она появится здесь.',
  },
  'ticketChat.filter.status': { en: 'Status', ge: 'სტატუსი', ru: 'Статус' },
  'ticketChat.filter.department': { en: 'Department', ge: 'განყოფილება', ru: 'Отдел' },
  'ticketChat.filter.all': { en: 'All', ge: 'ყველა', ru: 'Все' },
  'ticketChat.departments.failed': {
    en: 'The departments could not be loaded.',
    ge: 'განყოფილებების ჩატვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось загрузить отделы.',
  },
  'ticketChat.status.open': { en: 'Open', ge: 'ღია', ru: 'Открыто' },
  'ticketChat.status.closed': { en: 'Closed', ge: 'დახურული', ru: 'Закрыто' },
  'ticketChat.list.label': { en: 'Your tickets', ge: 'თქვენი მოთხოვნები', ru: 'Ваши обращения' },
  'ticketChat.list.empty': {
    en: 'No tickets yet',
    ge: 'მოთხოვნები ჯერ არ არის',
    ru: 'Обращений пока нет',
  },
  'ticketChat.list.emptyText': {
    en: 'Ask a question or report a problem: support answers here.',
    ge: 'დასვით შეკითხვა ან შეგვატყობინეთ პრობლემის შესახებ: მხარდაჭერა აქ გიპასუხებთ.',
    ru: 'Задайте вопрос или сообщите о проблеме: поддержка ответит здесь.',
  },
  'ticketChat.list.emptyFiltered': {
    en: 'No tickets match these filters.',
    ge: 'ამ ფილტრებს არცერთი მოთხოვნა არ შეესაბამება.',
    ru: 'Нет обращений, подходящих под эти фильтры.',
  },
  'ticketChat.list.count': {
    en: '{count, plural, one {# ticket} other {# tickets}}',
    ge: '{count} მოთხოვნა',
    ru: '{count, plural, one {# обращение} few {# обращения} many {# обращений} other {# обращения}}',
  },
  'ticketChat.list.more': { en: 'Show more', ge: 'მეტის ჩვენება', ru: 'Показать ещё' },
  'ticketChat.list.noMessages': {
    en: 'No messages yet',
    ge: 'შეტყობინებები ჯერ არ არის',
    ru: 'Сообщений пока нет',
  },
  'ticketChat.unread': {
    en: '{count, plural, one {# unread reply} other {# unread replies}}',
    ge: '{count} წაუკითხავი პასუხი',
    ru: '{count, plural, one {# непрочитанный ответ} few {# непрочитанных ответа} many {# непрочитанных ответов} other {# непрочитанного ответа}}',
  },
  'ticketChat.author.user': { en: 'You', ge: 'თქვენ', ru: 'Вы' },
  'ticketChat.author.support': { en: 'Support', ge: 'მხარდაჭერა', ru: 'Поддержка' },
  'ticketChat.type': { en: 'Type', ge: 'ტიპი', ru: 'Тип' },
  'ticketChat.type.question': { en: 'Question', ge: 'შეკითხვა', ru: 'Вопрос' },
  'ticketChat.type.problem': { en: 'Problem', ge: 'პრობლემა', ru: 'Проблема' },
  'ticketChat.type.request': { en: 'Request', ge: 'მოთხოვნა', ru: 'Запрос' },
  'ticketChat.form.subject': { en: 'Subject', ge: 'თემა', ru: 'Тема' },
  'ticketChat.form.comment': { en: 'Your message', ge: 'თქვენი შეტყობინება', ru: 'Ваше сообщение' },
  'ticketChat.form.file': { en: 'Attachment', ge: 'მიმაგრებული ფაილი', ru: 'Вложение' },
  'ticketChat.form.fileHint': {
    en: 'PNG, JPG, PDF or TXT, up to 5 MB.',
    ge: 'PNG, JPG, PDF ან TXT, მაქსიმუმ 5 მბ.',
    ru: 'PNG, JPG, PDF или TXT, до 5 МБ.',
  },
  'ticketChat.form.submit': {
    en: 'Send the ticket',
    ge: 'მოთხოვნის გაგზავნა',
    ru: 'Отправить обращение',
  },
  'ticketChat.form.cancel': { en: 'Cancel', ge: 'გაუქმება', ru: 'Отмена' },
  'ticketChat.conversation.label': { en: 'Conversation', ge: 'მიმოწერა', ru: 'Переписка' },
  'ticketChat.conversation.empty': {
    en: 'No messages in this ticket yet.',
    ge: 'ამ მოთხოვნაში შეტყობინებები ჯერ არ არის.',
    ru: 'В этом обращении пока нет сообщений.',
  },
  'ticketChat.conversation.closedNote': {
    en: 'This ticket is closed and read-only. Open a new ticket if you need more help.',
    ge: 'ეს მოთხოვნა დახურულია და მხოლოდ წასაკითხია. თუ დახმარება კვლავ გჭირდებათ, შექმენით ახალი მოთხოვნა.',
    ru: 'Это обращение закрыто и доступно только для чтения. Если нужна помощь, создайте новое обращение.',
  },
  'ticketChat.attachment.download': {
    en: 'Download {name}',
    ge: 'ჩამოტვირთვა: {name}',
    ru: 'Скачать {name}',
  },
  'ticketChat.attachment.failed': {
    en: 'The file could not be downloaded.',
    ge: 'ფაილის ჩამოტვირთვა ვერ მოხერხდა.',
    ru: 'Не удалось скачать файл.',
  },
  'ticketChat.composer.label': { en: 'Message', ge: 'შეტყობინება', ru: 'Сообщение' },
  'ticketChat.composer.hint': {
    en: 'Enter sends, Shift+Enter starts a new line.',
    ge: 'Enter აგზავნის, Shift+Enter იწყებს ახალ ხაზს.',
    ru: 'Enter отправляет, Shift+Enter — новая строка.',
  },
  'ticketChat.composer.send': { en: 'Send', ge: 'გაგზავნა', ru: 'Отправить' },
  'ticketChat.upload.stop': {
    en: 'Stop sending',
    ge: 'გაგზავნის შეწყვეტა',
    ru: 'Остановить отправку',
  },
  'ticketChat.composer.attach': {
    en: 'Attach a file',
    ge: 'ფაილის მიმაგრება',
    ru: 'Прикрепить файл',
  },
  'ticketChat.pending.sending': { en: 'Sending…', ge: 'იგზავნება…', ru: 'Отправляется…' },
  'ticketChat.pending.failed': {
    en: 'Not sent. Your message is kept here.',
    ge: 'არ გაიგზავნა. თქვენი შეტყობინება აქ ინახება.',
    ru: 'Не отправлено. Сообщение сохранено здесь.',
  },
  'ticketChat.pending.fileLost': {
    en: 'Attach {name} again before retrying.',
    ge: 'ხელახლა ცდამდე თავიდან მიამაგრეთ {name}.',
    ru: 'Перед повтором прикрепите {name} ещё раз.',
  },
  'ticketChat.pending.retry': { en: 'Retry', ge: 'ხელახლა ცდა', ru: 'Повторить' },
  'ticketChat.pending.edit': {
    en: 'Move back to the editor',
    ge: 'რედაქტორში დაბრუნება',
    ru: 'Вернуть в редактор',
  },
  'ticketChat.close': { en: 'Close the ticket', ge: 'მოთხოვნის დახურვა', ru: 'Закрыть обращение' },
  'ticketChat.close.title': {
    en: 'Close this ticket?',
    ge: 'დავხუროთ ეს მოთხოვნა?',
    ru: 'Закрыть это обращение?',
  },
  'ticketChat.close.text': {
    en: 'A closed ticket takes no more messages. You can still read it.',
    ge: 'დახურულ მოთხოვნაში შეტყობინებების გაგზავნა აღარ შეიძლება. წაკითხვა კვლავ შეგეძლებათ.',
    ru: 'В закрытое обращение нельзя писать. Читать его по-прежнему можно.',
  },
  'ticketChat.close.yes': { en: 'Yes, close it', ge: 'დიახ, დახურეთ', ru: 'Да, закрыть' },
  'ticketChat.close.keep': { en: 'Keep it open', ge: 'ღიად დატოვება', ru: 'Оставить открытым' },
});
