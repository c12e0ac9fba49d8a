// Texts of /devices (issue 26 §4), in ge/en/ru; the refusal of the current session is the SDK's
// spec §8 text ('error.currentSession').
import { defineCatalog } from '@sakhli/widgets';

export const devicesMessages = defineCatalog({
  'portal.devices.intro': {
    en: 'The computers and phones signed in to your account. Sign out any you do not know.',
    ge: 'კომპიუტერები და ტელეფონები, რომლებითაც თქვენს ანგარიშში შესული ხართ. გამოდით უცნობიდან.',
    ru: 'Компьютеры и телефоны, с которых выполнен вход в аккаунт. Завершите сеансы незнакомых.',
  },
  'portal.devices.desktops': { en: 'Computers', ge: 'კომპიუტერები', ru: 'Компьютеры' },
  'portal.devices.mobiles': { en: 'Phones', ge: 'ტელეფონები', ru: 'Телефоны' },
  'portal.devices.desktopsEmpty': {
    en: 'No computer is signed in to your account.',
    ge: 'თქვენს ანგარიშში კომპიუტერიდან არავინ არის შესული.',
    ru: 'С компьютеров вход не выполнен.',
  },
  'portal.devices.mobilesEmpty': {
    en: 'No phone is signed in to your account.',
    ge: 'თქვენს ანგარიშში ტელეფონიდან არავინ არის შესული.',
    ru: 'С телефонов вход не выполнен.',
  },
  'portal.devices.os': { en: 'System', ge: 'სისტემა', ru: 'Система' },
  'portal.devices.browser': {
    en: 'Browser or app',
    ge: 'ბრაუზერი ან აპი',
    ru: 'Браузер или приложение',
  },
  'portal.devices.type': { en: 'Type', ge: 'ტიპი', ru: 'Тип' },
  'portal.devices.type.desktop': { en: 'Computer', ge: 'კომპიუტერი', ru: 'Компьютер' },
  'portal.devices.type.smartphone': { en: 'Phone', ge: 'ტელეფონი', ru: 'Телефон' },
  'portal.devices.firstLogin': { en: 'First sign-in', ge: 'პირველი შესვლა', ru: 'Первый вход' },
  'portal.devices.lastLogin': { en: 'Last sign-in', ge: 'ბოლო შესვლა', ru: 'Последний вход' },
  'portal.devices.current': { en: 'This device', ge: 'ეს მოწყობილობა', ru: 'Это устройство' },
  'portal.devices.signOut': { en: 'Sign out', ge: 'გამოსვლა', ru: 'Завершить сеанс' },
  'portal.devices.signOutOne': {
    en: 'Sign out {device}',
    ge: 'გამოსვლა: {device}',
    ru: 'Завершить сеанс: {device}',
  },
  'portal.devices.confirmOne': {
    en: 'Sign out {device}?',
    ge: 'გამოხვიდეთ: {device}?',
    ru: 'Завершить сеанс: {device}?',
  },
  'portal.devices.confirmOneText': {
    en: 'Whoever uses that device will have to sign in again, with a code sent to your e-mail.',
    ge: 'ვინც ამ მოწყობილობას იყენებს, ხელახლა მოუწევს შესვლა ელფოსტაზე გამოგზავნილი კოდით.',
    ru: 'На этом устройстве придётся снова войти с кодом, отправленным на вашу почту.',
  },
  'portal.devices.signOutOthers': {
    en: 'Sign out all other devices',
    ge: 'ყველა სხვა მოწყობილობიდან გამოსვლა',
    ru: 'Завершить сеансы на всех других устройствах',
  },
  'portal.devices.confirmOthers': {
    en: 'Sign out all other devices?',
    ge: 'გამოხვიდეთ ყველა სხვა მოწყობილობიდან?',
    ru: 'Завершить сеансы на всех других устройствах?',
  },
  'portal.devices.confirmOthersText': {
    en: '{count, plural, one {# other device} other {# other devices}} will have to sign in again. This device stays signed in.',
    ge: '{count, plural, other {# სხვა მოწყობილობას}} ხელახლა მოუწევს შესვლა. ეს მოწყობილობა შესული რჩება.',
    ru: '{count, plural, one {На # другом устройстве} few {На # других устройствах} many {На # других устройствах} other {На # других устройствах}} придётся снова войти. Это устройство останется в аккаунте.',
  },
  'portal.devices.keep': { en: 'Keep signed in', ge: 'დატოვება', ru: 'Оставить' },
  'portal.devices.failed': {
    en: 'The device could not be signed out.',
    ge: 'მოწყობილობიდან გამოსვლა ვერ მოხერხდა.',
    ru: 'Не удалось завершить сеанс на устройстве.',
  },
});
