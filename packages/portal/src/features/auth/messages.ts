// Texts of the sign-in journey screens, in ge/en/ru (server texts come from the SDK catalog).
import { defineCatalog } from '@sakhli/widgets';

export const authMessages = defineCatalog({
  'portal.auth.email': { en: 'E-mail', ge: 'ელფოსტა', ru: 'E-mail' },
  'portal.auth.password': { en: 'Password', ge: 'პაროლი', ru: 'Пароль' },
  'portal.auth.passwordConfirm': {
    en: 'Repeat the password',
    ge: 'გაიმეორეთ პაროლი',
    ru: 'Повторите пароль',
  },
  'portal.auth.newPassword': { en: 'New password', ge: 'ახალი პაროლი', ru: 'Новый пароль' },
  'portal.auth.firstName': { en: 'First name', ge: 'სახელი', ru: 'Имя' },
  'portal.auth.lastName': { en: 'Last name', ge: 'გვარი', ru: 'Фамилия' },
  'portal.auth.phone': { en: 'Phone', ge: 'ტელეფონი', ru: 'Телефон' },
  'portal.auth.login.intro': {
    en: 'Sign in to manage your apartments, bookings and payments.',
    ge: 'შედით, რომ მართოთ თქვენი ბინები, ჯავშნები და გადახდები.',
    ru: 'Войдите, чтобы управлять квартирами, бронированиями и платежами.',
  },
  'portal.auth.login.submit': { en: 'Sign in', ge: 'შესვლა', ru: 'Войти' },
  'portal.auth.login.forgot': {
    en: 'Forgot your password?',
    ge: 'დაგავიწყდათ პაროლი?',
    ru: 'Забыли пароль?',
  },
  'portal.auth.login.register': {
    en: 'No account yet? Sign up',
    ge: 'არ გაქვთ ანგარიში? დარეგისტრირდით',
    ru: 'Нет аккаунта? Зарегистрируйтесь',
  },
  'portal.auth.registration.intro': {
    en: 'Create an account; we will e-mail you a link to activate it.',
    ge: 'შექმენით ანგარიში; გასააქტიურებელ ბმულს ელფოსტით გამოგიგზავნით.',
    ru: 'Создайте аккаунт; ссылку для активации мы пришлём по e-mail.',
  },
  'portal.auth.registration.submit': {
    en: 'Create account',
    ge: 'ანგარიშის შექმნა',
    ru: 'Создать аккаунт',
  },
  'portal.auth.registration.terms': {
    en: 'I accept the terms of use',
    ge: 'ვეთანხმები გამოყენების პირობებს',
    ru: 'Я принимаю условия использования',
  },
  'portal.auth.registration.readTerms': {
    en: 'Read the terms of use',
    ge: 'გამოყენების პირობების წაკითხვა',
    ru: 'Прочитать условия использования',
  },
  'portal.auth.registration.done': {
    en: 'Check your e-mail',
    ge: 'შეამოწმეთ ელფოსტა',
    ru: 'Проверьте почту',
  },
  'portal.auth.registration.haveAccount': {
    en: 'Already have an account? Sign in',
    ge: 'უკვე გაქვთ ანგარიში? შესვლა',
    ru: 'Уже есть аккаунт? Войти',
  },
  'portal.auth.rules.title': {
    en: 'The password needs:',
    ge: 'პაროლს სჭირდება:',
    ru: 'Пароль должен содержать:',
  },
  'portal.auth.rules.length': {
    en: 'at least {n} characters',
    ge: 'მინიმუმ {n} სიმბოლო',
    ru: 'не менее {n} символов',
  },
  'portal.auth.rules.upper': {
    en: 'an uppercase Latin letter (A–Z)',
    ge: 'ლათინური მთავრული ასო (A–Z)',
    ru: 'заглавную латинскую букву (A–Z)',
  },
  'portal.auth.rules.digit': { en: 'a number (0–9)', ge: 'ციფრი (0–9)', ru: 'цифру (0–9)' },
  'portal.auth.rules.met': { en: 'done', ge: 'შესრულებულია', ru: 'выполнено' },
  'portal.auth.rules.unmet': { en: 'not yet', ge: 'ჯერ არა', ru: 'ещё нет' },
  'portal.auth.forgot.intro': {
    en: 'Enter the e-mail of your account and we will send you instructions.',
    ge: 'შეიყვანეთ თქვენი ანგარიშის ელფოსტა და ინსტრუქციას გამოგიგზავნით.',
    ru: 'Введите e-mail аккаунта, и мы пришлём инструкции.',
  },
  'portal.auth.forgot.submit': {
    en: 'Send instructions',
    ge: 'ინსტრუქციის გაგზავნა',
    ru: 'Отправить инструкции',
  },
  'portal.auth.backToLogin': {
    en: 'Back to sign in',
    ge: 'შესვლაზე დაბრუნება',
    ru: 'Вернуться ко входу',
  },
  'portal.auth.reset.intro': {
    en: 'Choose a new password for your account.',
    ge: 'აირჩიეთ ახალი პაროლი თქვენი ანგარიშისთვის.',
    ru: 'Придумайте новый пароль для аккаунта.',
  },
  'portal.auth.reset.checking': {
    en: 'Checking the link…',
    ge: 'ბმულს ვამოწმებთ…',
    ru: 'Проверяем ссылку…',
  },
  'portal.auth.reset.submit': {
    en: 'Change password',
    ge: 'პაროლის შეცვლა',
    ru: 'Сменить пароль',
  },
  'portal.auth.reset.again': {
    en: 'Reset password again',
    ge: 'პაროლის თავიდან აღდგენა',
    ru: 'Восстановить пароль снова',
  },
  'portal.auth.verify.intro': {
    en: 'We e-mailed you a 6-digit code. Enter it to finish signing in.',
    ge: 'ელფოსტაზე 6-ნიშნა კოდი გამოგიგზავნეთ. შეიყვანეთ, რომ შესვლა დაასრულოთ.',
    ru: 'Мы отправили на e-mail 6-значный код. Введите его, чтобы завершить вход.',
  },
  'portal.auth.verify.code': { en: 'Code', ge: 'კოდი', ru: 'Код' },
  'portal.auth.verify.codeHint': {
    en: '6 digits from the e-mail',
    ge: 'ელფოსტიდან 6 ციფრი',
    ru: '6 цифр из письма',
  },
  'portal.auth.verify.codeInvalid': {
    en: 'Enter the 6 digits of the code.',
    ge: 'შეიყვანეთ კოდის 6 ციფრი.',
    ru: 'Введите 6 цифр кода.',
  },
  'portal.auth.verify.trust': {
    en: 'Remember this device and skip the code next time',
    ge: 'დაიმახსოვრე ეს მოწყობილობა და შემდეგ ჯერზე კოდი აღარ მოითხოვო',
    ru: 'Запомнить это устройство и не спрашивать код в следующий раз',
  },
  'portal.auth.verify.submit': { en: 'Verify', ge: 'დადასტურება', ru: 'Подтвердить' },
  'portal.auth.verify.resend': {
    en: 'Send a new code',
    ge: 'ახალი კოდის გაგზავნა',
    ru: 'Отправить новый код',
  },
  'portal.auth.verify.resendIn': {
    en: 'You can ask for a new code in {seconds} s.',
    ge: 'ახალ კოდს {seconds} წამში მოითხოვთ.',
    ru: 'Новый код можно запросить через {seconds} с.',
  },
  'portal.auth.terms.p1': {
    en: 'Sakhli Group gives owners and residents access to their apartments, bookings, utilities, payments and support through this portal.',
    ge: 'Sakhli Group ამ პორტალით მესაკუთრეებსა და მცხოვრებლებს აძლევს წვდომას მათ ბინებზე, ჯავშნებზე, კომუნალურ მომსახურებაზე, გადახდებსა და მხარდაჭერაზე.',
    ru: 'Через этот портал Sakhli Group даёт владельцам и жильцам доступ к квартирам, бронированиям, коммунальным услугам, платежам и поддержке.',
  },
  'portal.auth.terms.p2': {
    en: 'Keep your password to yourself. Sign-ins from a new device are confirmed with a code sent to your e-mail.',
    ge: 'პაროლი არავის გაუზიაროთ. ახალი მოწყობილობიდან შესვლა დასტურდება ელფოსტაზე გამოგზავნილი კოდით.',
    ru: 'Никому не сообщайте пароль. Вход с нового устройства подтверждается кодом из письма.',
  },
  'portal.auth.terms.p3': {
    en: 'Payments are made on the payment provider’s page. Bookings made for guests must be accepted within 48 hours.',
    ge: 'გადახდა ხდება გადახდის პროვაიდერის გვერდზე. სტუმრებისთვის შექმნილი ჯავშნები 48 საათში უნდა დადასტურდეს.',
    ru: 'Оплата проходит на странице платёжного провайдера. Бронирования для гостей нужно подтвердить в течение 48 часов.',
  },
  'portal.auth.activation.working': {
    en: 'Activating your account…',
    ge: 'ანგარიშს ვააქტიურებთ…',
    ru: 'Активируем аккаунт…',
  },
});
