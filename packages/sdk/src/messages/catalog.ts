// spec §5, §8: the user-visible texts the SDK's rules and the API speak, in ge/en/ru.
// Widgets feed these to react-intl; the demo API answers with them. Ids are stable API.
import type { Language } from '../client/language';
import { catalogPack } from './packs';

export const sdkMessages = {
  // spec §5 validation
  'validation.required': {
    en: 'Field is required.',
    ge: 'ველის შევსება სავალდებულოა.',
    ru: 'Поле обязательно для заполнения.',
  },
  'validation.email': {
    en: 'Invalid E-mail.',
    ge: 'არასწორი ელ-ფოსტა.',
    ru: 'Неверный E-mail.',
  },
  'validation.number': {
    en: 'Invalid number.',
    ge: 'არასწორი რიცხვი.',
    ru: 'Допускаются только целые числа.',
  },
  'validation.age': {
    en: 'Invalid age entered.',
    ge: 'მითითებული ასაკი არასწორია.',
    ru: 'Указан неверный возраст.',
  },
  'validation.childAge': {
    en: 'Max child age is 12 years old.',
    ge: 'ბავშვის მაქსიმალური ასაკია 12 წელი.',
    ru: 'Максимальный возраст ребёнка — 12 лет.',
  },
  'validation.childrenCount': {
    en: 'Does not match the number of children.',
    ge: 'არ ემთხვევა ბავშვების რაოდენობას.',
    ru: 'Не совпадает с количеством детей.',
  },
  'validation.minLength': {
    en: 'Min symbols length is {n}.',
    ge: 'სიმბოლოების მინიმალური რაოდენობაა {n}.',
    ru: 'Минимальная длина — {n} символов.',
  },
  'validation.password': {
    en: 'Password does not meet minimum security requirements.',
    ge: 'პაროლი არ აკმაყოფილებს უსაფრთხოების მინიმალურ მოთხოვნებს.',
    ru: 'Пароль не соответствует минимальным требованиям безопасности.',
  },
  'validation.passwordsEqual': {
    en: 'Passwords need to be the same.',
    ge: 'პაროლები უნდა ემთხვეოდეს.',
    ru: 'Пароли должны совпадать.',
  },
  'validation.date': {
    en: 'Invalid date.',
    ge: 'არასწორი თარიღი.',
    ru: 'Неверная дата.',
  },
  'validation.fileType': {
    en: 'This file type is not allowed.',
    ge: 'ფაილის ეს ტიპი დაუშვებელია.',
    ru: 'Этот тип файла не разрешён.',
  },
  'validation.fileSize': {
    en: 'The file is too large (max {max}).',
    ge: 'ფაილი ძალიან დიდია (მაქს. {max}).',
    ru: 'Файл слишком большой (макс. {max}).',
  },
  'validation.invalid': {
    en: 'Invalid value.',
    ge: 'არასწორი მნიშვნელობა.',
    ru: 'Недопустимое значение.',
  },
  // spec §8 errors
  'error.invalidRequest': {
    en: 'Invalid request: check the field "{field}".',
    ge: 'არასწორი მოთხოვნა: გადაამოწმეთ ველი „{field}“.',
    ru: 'Неверный запрос: проверьте поле «{field}».',
  },
  'error.bodyNotJson': {
    en: 'Invalid request: the body must be JSON.',
    ge: 'არასწორი მოთხოვნა: მოთხოვნის შიგთავსი უნდა იყოს JSON.',
    ru: 'Неверный запрос: тело должно быть в формате JSON.',
  },
  'error.somethingWrong': {
    en: 'Something goes wrong.',
    ge: 'რაღაც შეცდომა მოხდა.',
    ru: 'Что-то пошло не так.',
  },
  'error.credentials': {
    en: 'Username or password are incorrect.',
    ge: 'მომხმარებლის სახელი ან პაროლი არასწორია.',
    ru: 'Неверное имя пользователя или пароль.',
  },
  'error.resetExpired': {
    en: 'This password reset session has expired. Please click Reset Password and start over.',
    ge: 'პაროლის აღდგენის სესიას ვადა გაუვიდა. დააჭირეთ „პაროლის აღდგენას“ და დაიწყეთ თავიდან.',
    ru: 'Срок сеанса сброса пароля истёк. Нажмите «Сбросить пароль» и начните заново.',
  },
  'error.emailInvalid': {
    en: 'Email is invalid. Try again or contact us.',
    ge: 'ელ-ფოსტა არასწორია. სცადეთ თავიდან ან დაგვიკავშირდით.',
    ru: 'Неверный адрес e-mail. Попробуйте ещё раз или свяжитесь с нами.',
  },
  'error.incorrectToken': {
    en: 'Incorrect token.',
    ge: 'არასწორი ტოკენი.',
    ru: 'Неверный токен.',
  },
  'error.alreadyHandled': {
    en: 'Request was already handled.',
    ge: 'მოთხოვნა უკვე დამუშავებულია.',
    ru: 'Запрос уже обработан.',
  },
  'error.addressUsed': {
    en: 'The mentioned address is invalid or has already been used.',
    ge: 'მითითებული მისამართი არასწორია ან უკვე გამოყენებულია.',
    ru: 'Указанный адрес недействителен или уже использован.',
  },
  'error.changeExpired': {
    en: 'The booking changes request is no longer available (expired).',
    ge: 'ჯავშნის ცვლილების მოთხოვნა აღარ არის ხელმისაწვდომი (ვადა გაუვიდა).',
    ru: 'Запрос на изменение бронирования больше недоступен (истёк срок).',
  },
  'error.datesTaken': {
    en: 'Someone booked the dates you selected; choose alternatives.',
    ge: 'თქვენ მიერ არჩეული თარიღები უკვე დაჯავშნა სხვამ; აირჩიეთ სხვა თარიღები.',
    ru: 'Кто-то уже забронировал выбранные вами даты; выберите другие.',
  },
  'error.parallelBooking': {
    en: 'This guest already has a booking in another property for these dates.',
    ge: 'ამ სტუმარს ამ თარიღებზე უკვე აქვს ჯავშანი სხვა ობიექტში.',
    ru: 'У этого гостя уже есть бронирование другого объекта на эти даты.',
  },
  'error.bookingNotPending': {
    en: 'Only a new booking can be accepted or declined.',
    ge: 'დადასტურება ან უარყოფა მხოლოდ ახალ ჯავშანზეა შესაძლებელი.',
    ru: 'Принять или отклонить можно только новое бронирование.',
  },
  'error.bookingCanceled': {
    en: 'This booking is canceled.',
    ge: 'ეს ჯავშანი გაუქმებულია.',
    ru: 'Это бронирование отменено.',
  },
  'error.keyNeedsApproval': {
    en: 'A digital key can only be generated for an approved booking.',
    ge: 'ციფრული გასაღების შექმნა მხოლოდ დადასტურებული ჯავშნისთვისაა შესაძლებელი.',
    ru: 'Цифровой ключ можно создать только для подтверждённого бронирования.',
  },
  'error.linkExpired': {
    en: 'This link has expired.',
    ge: 'ამ ბმულს ვადა გაუვიდა.',
    ru: 'Срок действия этой ссылки истёк.',
  },
  'error.tokenExpired': {
    en: 'Your sign-in has expired. Please sign in again.',
    ge: 'თქვენი სესიის ვადა ამოიწურა. გთხოვთ, თავიდან შეხვიდეთ.',
    ru: 'Срок действия входа истёк. Пожалуйста, войдите снова.',
  },
  'error.currentSession': {
    en: "You can't delete current session",
    ge: 'მიმდინარე სესიის წაშლა შეუძლებელია',
    ru: 'Нельзя удалить текущий сеанс',
  },
  'error.connection': {
    en: 'Connection error. Please try again later..',
    ge: 'კავშირის შეცდომა. გთხოვთ, სცადოთ მოგვიანებით..',
    ru: 'Ошибка соединения. Пожалуйста, попробуйте позже..',
  },
  // Identity (auth, users, tickets): server texts the spec does not word; see docs/api-assumptions.md
  'error.codeIncorrect': {
    en: 'The code is incorrect.',
    ge: 'კოდი არასწორია.',
    ru: 'Неверный код.',
  },
  'error.codeExpired': {
    en: 'The code has expired. Request a new one.',
    ge: 'კოდს ვადა გაუვიდა. მოითხოვეთ ახალი.',
    ru: 'Срок действия кода истёк. Запросите новый.',
  },
  'error.notActivated': {
    en: 'Your account is not activated yet. Use the link we sent by e-mail.',
    ge: 'თქვენი ანგარიში ჯერ არ არის გააქტიურებული. გამოიყენეთ ელ-ფოსტით გამოგზავნილი ბმული.',
    ru: 'Ваша учётная запись ещё не активирована. Воспользуйтесь ссылкой из письма.',
  },
  'error.emailTaken': {
    en: 'An account with this e-mail already exists.',
    ge: 'ამ ელ-ფოსტით ანგარიში უკვე არსებობს.',
    ru: 'Учётная запись с таким e-mail уже существует.',
  },
  'error.currentPassword': {
    en: 'The current password is incorrect.',
    ge: 'მიმდინარე პაროლი არასწორია.',
    ru: 'Текущий пароль указан неверно.',
  },
  'error.ticketClosed': {
    en: 'This ticket is closed and takes no new messages.',
    ge: 'ეს მიმართვა დახურულია და ახალ შეტყობინებებს აღარ იღებს.',
    ru: 'Это обращение закрыто и больше не принимает сообщения.',
  },
  'error.searchTooShort': {
    en: 'Type at least {n} characters to search.',
    ge: 'ძიებისთვის აკრიფეთ მინიმუმ {n} სიმბოლო.',
    ru: 'Для поиска введите не менее {n} символов.',
  },
  // spec §8 successes
  'success.passwordChanged': {
    en: 'Password changed successfully.',
    ge: 'პაროლი წარმატებით შეიცვალა.',
    ru: 'Пароль успешно изменён.',
  },
  'success.activationSent': {
    en: 'If this address waits for activation, a new link has been sent to it.',
    ge: 'თუ ეს მისამართი აქტივაციას ელოდება, მასზე ახალი ბმული გაიგზავნა.',
    ru: 'Если этот адрес ожидает активации, на него отправлена новая ссылка.',
  },
  'success.recoverySent': {
    en: 'Password recovery instructions sent by e-mail.',
    ge: 'პაროლის აღდგენის ინსტრუქცია გამოგზავნილია ელ-ფოსტაზე.',
    ru: 'Инструкции по восстановлению пароля отправлены на e-mail.',
  },
  'success.activated': {
    en: 'Your account has been activated.',
    ge: 'თქვენი ანგარიში გააქტიურებულია.',
    ru: 'Ваша учётная запись активирована.',
  },
  'success.codeSent': {
    en: 'A new code has been sent to your e-mail.',
    ge: 'ახალი კოდი გამოგზავნილია თქვენს ელ-ფოსტაზე.',
    ru: 'Новый код отправлен на ваш e-mail.',
  },
  'success.registered': {
    en: 'Registration complete. Check your e-mail to activate your account.',
    ge: 'რეგისტრაცია დასრულდა. ანგარიშის გასააქტიურებლად შეამოწმეთ ელ-ფოსტა.',
    ru: 'Регистрация завершена. Проверьте e-mail, чтобы активировать учётную запись.',
  },
  'success.languageChanged': {
    en: 'Language updated.',
    ge: 'ენა განახლდა.',
    ru: 'Язык обновлён.',
  },
  'success.deviceRemoved': {
    en: 'The device has been signed out.',
    ge: 'მოწყობილობიდან სესია დასრულდა.',
    ru: 'Сеанс на устройстве завершён.',
  },
  'success.otherDevicesRemoved': {
    en: 'Every other device has been signed out.',
    ge: 'ყველა სხვა მოწყობილობიდან სესია დასრულდა.',
    ru: 'Сеансы на всех других устройствах завершены.',
  },
  'success.ticketCreated': {
    en: 'Your ticket has been created.',
    ge: 'თქვენი მიმართვა შექმნილია.',
    ru: 'Ваше обращение создано.',
  },
  'success.ticketClosed': {
    en: 'The ticket has been closed.',
    ge: 'მიმართვა დახურულია.',
    ru: 'Обращение закрыто.',
  },
  'success.bookingAccepted': {
    en: 'Booking accepted.',
    ge: 'ჯავშანი დადასტურებულია.',
    ru: 'Бронирование принято.',
  },
  'success.bookingDeclined': {
    en: 'Booking declined.',
    ge: 'ჯავშანი უარყოფილია.',
    ru: 'Бронирование отклонено.',
  },
  'success.bookingCreated': {
    en: 'Booking created.',
    ge: 'ჯავშანი შექმნილია.',
    ru: 'Бронирование создано.',
  },
  'success.keyGenerated': {
    en: 'Digital key generated.',
    ge: 'ციფრული გასაღები შექმნილია.',
    ru: 'Цифровой ключ создан.',
  },
  'success.guestLinkSent': {
    en: 'We sent a reservation link to {email}. It works for 10 minutes.',
    ge: 'დაჯავშნის ბმული გამოგზავნილია მისამართზე {email}. ის 10 წუთის განმავლობაში მოქმედებს.',
    ru: 'Мы отправили ссылку для бронирования на {email}. Она действует 10 минут.',
  },
  'success.changeAccepted': {
    en: 'You accepted the booking changes.',
    ge: 'თქვენ დაეთანხმეთ ჯავშნის ცვლილებებს.',
    ru: 'Вы приняли изменения бронирования.',
  },
  'success.changeRejected': {
    en: 'You rejected the booking changes.',
    ge: 'თქვენ უარყავით ჯავშნის ცვლილებები.',
    ru: 'Вы отклонили изменения бронирования.',
  },
  'success.bookingCanceled': {
    en: 'Booking canceled.',
    ge: 'ჯავშანი გაუქმებულია.',
    ru: 'Бронирование отменено.',
  },
  'success.servicesOrdered': {
    en: 'Services ordered.',
    ge: 'სერვისები შეკვეთილია.',
    ru: 'Услуги заказаны.',
  },
  // Property and money (apartments, internet/TV, payments, loyalty): server texts the spec does not word
  'error.recordNotFound': {
    en: 'The requested record was not found.',
    ge: 'მოთხოვნილი ჩანაწერი ვერ მოიძებნა.',
    ru: 'Запрошенная запись не найдена.',
  },
  'error.invalidFilter': {
    en: 'Invalid filter value ({key}).',
    ge: 'ფილტრის არასწორი მნიშვნელობა ({key}).',
    ru: 'Неверное значение фильтра ({key}).',
  },
  // docs/security.md "Roles": a call the caller's role may not make (403), e.g. a resident's bookings
  'error.notForYourAccount': {
    en: 'This is not available for your account.',
    ge: 'ეს თქვენი ანგარიშისთვის ხელმისაწვდომი არ არის.',
    ru: 'Это недоступно для вашей учётной записи.',
  },
  'error.apartmentNotFound': {
    en: 'Apartment not found.',
    ge: 'ბინა ვერ მოიძებნა.',
    ru: 'Квартира не найдена.',
  },
  'error.tariffUnknown': {
    en: 'Unknown tariff.',
    ge: 'უცნობი ტარიფი.',
    ru: 'Неизвестный тариф.',
  },
  'error.tariffRequired': {
    en: 'Choose internet, TV or both.',
    ge: 'აირჩიეთ ინტერნეტი, ტელევიზია ან ორივე.',
    ru: 'Выберите интернет, ТВ или и то, и другое.',
  },
  'error.internetTvPausedChange': {
    en: 'Resume the paused service before changing its package.',
    ge: 'პაკეტის შეცვლამდე განაახლეთ შეჩერებული სერვისი.',
    ru: 'Возобновите приостановленную услугу, прежде чем менять пакет.',
  },
  'error.internetTvAlreadyPaused': {
    en: 'The service is already paused.',
    ge: 'სერვისი უკვე შეჩერებულია.',
    ru: 'Услуга уже приостановлена.',
  },
  'error.internetTvNotActive': {
    en: 'The service is cancelled; order it again first.',
    ge: 'სერვისი გაუქმებულია; ჯერ თავიდან შეუკვეთეთ.',
    ru: 'Услуга отменена; сначала закажите её снова.',
  },
  'error.internetTvNotPaused': {
    en: 'The service is not paused.',
    ge: 'სერვისი არ არის შეჩერებული.',
    ru: 'Услуга не приостановлена.',
  },
  'error.internetTvCancelled': {
    en: 'The service is already cancelled.',
    ge: 'სერვისი უკვე გაუქმებულია.',
    ru: 'Услуга уже отменена.',
  },
  'error.paymentService': {
    en: 'This service does not belong to the payment code.',
    ge: 'ეს სერვისი არ ეკუთვნის გადახდის კოდს.',
    ru: 'Эта услуга не относится к коду оплаты.',
  },
  'error.paymentUrlRefused': {
    en: 'The payment page address was not one we trust, so it was not opened. Nothing was charged. Please try again later or contact support.',
    ge: 'გადახდის გვერდის მისამართი არ არის სანდო, ამიტომ ის არ გაიხსნა. თანხა არ ჩამოგეჭრათ. სცადეთ მოგვიანებით ან დაუკავშირდით მხარდაჭერას.',
    ru: 'Адрес страницы оплаты не входит в список доверенных, поэтому она не открыта. Деньги не списаны. Попробуйте позже или обратитесь в поддержку.',
  },
  'error.nothingToPay': {
    en: 'Nothing is owed for this service right now.',
    ge: 'ამ სერვისზე ამჟამად დავალიანება არ გაქვთ.',
    ru: 'Сейчас по этой услуге нет задолженности.',
  },
  'error.paymentSum': {
    en: 'The sum must be between 0.01 and {max} GEL.',
    ge: 'თანხა უნდა იყოს 0.01-დან {max} ლარამდე.',
    ru: 'Сумма должна быть от 0.01 до {max} GEL.',
  },
  'error.pointsShort': {
    en: 'Not enough points: {needed} needed, {available} available.',
    ge: 'ქულები არ არის საკმარისი: საჭიროა {needed}, ხელმისაწვდომია {available}.',
    ru: 'Недостаточно баллов: нужно {needed}, доступно {available}.',
  },
  'error.productOutOfStock': {
    en: 'This product is out of stock.',
    ge: 'ეს პროდუქტი ამოიწურა.',
    ru: 'Этот товар закончился.',
  },
  // Trust (issue 16): limits and retries the API enforces for every client.
  'error.tooManyAttempts': {
    en: 'Too many attempts. Try again in {seconds} s.',
    ge: 'ძალიან ბევრი მცდელობა. სცადეთ თავიდან {seconds} წამში.',
    ru: 'Слишком много попыток. Повторите через {seconds} с.',
  },
  'error.codeAttemptsUsed': {
    en: 'Too many wrong codes. Please sign in again.',
    ge: 'ძალიან ბევრი არასწორი კოდი. გთხოვთ, თავიდან შეხვიდეთ.',
    ru: 'Слишком много неверных кодов. Войдите снова.',
  },
  'error.bodyTooLarge': {
    en: 'The request is too large (max {max}).',
    ge: 'მოთხოვნა ძალიან დიდია (მაქს. {max}).',
    ru: 'Запрос слишком большой (макс. {max}).',
  },
  // A 413 with no words of its own (a proxy's): what the user can change, not the status.
  'error.requestTooLarge': {
    en: 'This is too large to send. Shorten the text or choose a smaller file.',
    ge: 'ეს გასაგზავნად ძალიან დიდია. შეამოკლეთ ტექსტი ან აირჩიეთ უფრო მცირე ფაილი.',
    ru: 'Это слишком большой объём для отправки. Сократите текст или выберите файл поменьше.',
  },
  'error.idempotencyMismatch': {
    en: 'This request was already sent with different content. Reload the page and try again.',
    ge: 'ეს მოთხოვნა უკვე გაიგზავნა სხვა შინაარსით. განაახლეთ გვერდი და სცადეთ თავიდან.',
    ru: 'Этот запрос уже был отправлен с другим содержимым. Обновите страницу и повторите попытку.',
  },
  'error.alreadyRecommended': {
    en: 'Someone with this phone number has already been recommended.',
    ge: 'ამ ტელეფონის ნომრის მქონე ადამიანი უკვე რეკომენდებულია.',
    ru: 'Человека с этим номером телефона уже рекомендовали.',
  },
  'success.internetTvOrdered': {
    en: 'Internet/TV ordered.',
    ge: 'ინტერნეტი/ტელევიზია შეკვეთილია.',
    ru: 'Интернет/ТВ заказаны.',
  },
  'success.internetTvPackageChanged': {
    en: 'Package changed.',
    ge: 'პაკეტი შეიცვალა.',
    ru: 'Пакет изменён.',
  },
  'success.internetTvCancelled': {
    en: 'Service cancelled.',
    ge: 'სერვისი გაუქმდა.',
    ru: 'Услуга отменена.',
  },
  'success.internetTvPaused': {
    en: 'Service paused for {months} month(s). A pause costs {fee} GEL per month: {total} GEL in all.',
    ge: 'სერვისი შეჩერებულია {months} თვით. შეჩერების საფასურია {fee} ლარი თვეში: სულ {total} ლარი.',
    ru: 'Услуга приостановлена на {months} мес. Пауза стоит {fee} GEL в месяц: всего {total} GEL.',
  },
  'success.internetTvResumed': {
    en: 'Service resumed.',
    ge: 'სერვისი განახლდა.',
    ru: 'Услуга возобновлена.',
  },
  'success.pointsExchanged': {
    en: 'Points exchanged.',
    ge: 'ქულები გაცვლილია.',
    ru: 'Баллы обменяны.',
  },
  'success.recommendationCreated': {
    en: 'Recommendation sent. Points are credited once it is confirmed.',
    ge: 'რეკომენდაცია გაგზავნილია. ქულები დაგერიცხებათ დადასტურების შემდეგ.',
    ru: 'Рекомендация отправлена. Баллы начислят после подтверждения.',
  },
  'toast.success': {
    en: 'Done.',
    ge: 'შესრულდა.',
    ru: 'Готово.',
  },
  'toast.warning': {
    en: 'Please check and try again.',
    ge: 'გთხოვთ, გადაამოწმოთ და სცადოთ თავიდან.',
    ru: 'Пожалуйста, проверьте и попробуйте снова.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type SdkMessageId = keyof typeof sdkMessages;

/**
 * The text of a message in one language, with `{name}` placeholders filled; the id while a built
 * page has not loaded that language's pack (packs.ts).
 */
export function formatSdkMessage(
  id: SdkMessageId,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return (catalogPack(sdkMessages, language)?.[id] ?? id).replace(
    /\{(\w+)\}/g,
    (whole, name: string) => (name in values ? String(values[name]) : whole),
  );
}

/**
 * One language's catalog, shaped as react-intl wants it; empty while a built page has not loaded
 * that language's pack (packs.ts: `loadLanguage`).
 */
export function sdkMessagesFor(language: Language): Record<SdkMessageId, string> {
  return (catalogPack(sdkMessages, language) ?? {}) as Record<SdkMessageId, string>;
}
