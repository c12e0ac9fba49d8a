// Texts of /profile (issue 26 §5), in ge/en/ru; the password fields' own texts are the sign-in
// journey's (portal.auth.*), the success and rule texts the SDK's (spec §5, §8).
import { defineCatalog } from '@sakhli/widgets';

export const profileMessages = defineCatalog({
  'portal.profile.details': { en: 'Your details', ge: 'თქვენი მონაცემები', ru: 'Ваши данные' },
  'portal.profile.name': { en: 'Name', ge: 'სახელი', ru: 'Имя' },
  'portal.profile.email': { en: 'E-mail', ge: 'ელფოსტა', ru: 'E-mail' },
  'portal.profile.phone': { en: 'Phone', ge: 'ტელეფონი', ru: 'Телефон' },
  'portal.profile.role': { en: 'Account', ge: 'ანგარიში', ru: 'Аккаунт' },
  'portal.profile.role.owner': { en: 'Owner', ge: 'მესაკუთრე', ru: 'Владелец' },
  'portal.profile.role.resident': { en: 'Resident', ge: 'მცხოვრები', ru: 'Житель' },
  'portal.profile.language': { en: 'Language', ge: 'ენა', ru: 'Язык' },
  'portal.profile.languageText': {
    en: 'The portal and the e-mails we send you use this language.',
    ge: 'პორტალი და ჩვენი წერილები ამ ენაზეა.',
    ru: 'На этом языке показывается портал и пишутся наши письма.',
  },
  'portal.profile.password': {
    en: 'Change password',
    ge: 'პაროლის შეცვლა',
    ru: 'Сменить пароль',
  },
  'portal.profile.currentPassword': {
    en: 'Current password',
    ge: 'მიმდინარე პაროლი',
    ru: 'Текущий пароль',
  },
  'portal.profile.submit': { en: 'Change password', ge: 'პაროლის შეცვლა', ru: 'Сменить пароль' },
  'portal.profile.othersSignedOut': {
    en: 'You stay signed in here; your other devices have to sign in again.',
    ge: 'აქ შესული რჩებით; სხვა მოწყობილობებზე ხელახლა შესვლა დაგჭირდებათ.',
    ru: 'Здесь вы остаётесь в аккаунте; на других устройствах нужно войти снова.',
  },
  'portal.profile.failed': {
    en: 'The password was not changed.',
    ge: 'პაროლი არ შეიცვალა.',
    ru: 'Пароль не изменён.',
  },
});
