// Texts of the signed-in frame (side menu, quick panel, quick search), in ge/en/ru: they ship with the
// main area's chunk (app/mainAreaTree.ts, the frame's routes), not with /login's first load.
import { defineCatalog } from '@sakhli/widgets';

export const frameMessages = defineCatalog({
  'portal.menu.label': { en: 'Main menu', ge: 'მთავარი მენიუ', ru: 'Главное меню' },
  'portal.menu.open': { en: 'Open menu', ge: 'მენიუს გახსნა', ru: 'Открыть меню' },
  'portal.menu.close': { en: 'Close menu', ge: 'მენიუს დახურვა', ru: 'Закрыть меню' },
  'portal.menu.count': {
    en: '{count, plural, one {# new} other {# new}}',
    ge: '{count} ახალი',
    ru: '{count, plural, one {# новое} few {# новых} many {# новых} other {# новых}}',
  },
  'portal.menu.current': {
    en: '{count} current',
    ge: '{count} მიმდინარე',
    ru: '{count, plural, one {# текущее} few {# текущих} many {# текущих} other {# текущих}}',
  },
  // The overdue contracts badge on Documents (spec §7 api/contracts/overdue_count).
  'portal.menu.overdue': {
    en: '{count, plural, one {# overdue} other {# overdue}}',
    ge: '{count} ვადაგადაცილებული',
    ru: '{count, plural, one {# просрочка} few {# просрочки} many {# просрочек} other {# просрочки}}',
  },
  'portal.menu.logout': { en: 'Sign out', ge: 'გასვლა', ru: 'Выйти' },
  'portal.menu.section.property': { en: 'Property', ge: 'ქონება', ru: 'Недвижимость' },
  'portal.menu.section.money': { en: 'Money', ge: 'ფინანსები', ru: 'Деньги' },
  'portal.menu.section.account': { en: 'Account', ge: 'ანგარიში', ru: 'Аккаунт' },
  'portal.scrollTop': { en: 'Back to top', ge: 'ზემოთ დაბრუნება', ru: 'Наверх' },
  'portal.panel.close': { en: 'Close panel', ge: 'პანელის დახურვა', ru: 'Закрыть панель' },
  'portal.quick.open': {
    en: 'Notifications and settings',
    ge: 'შეტყობინებები და პარამეტრები',
    ru: 'Уведомления и настройки',
  },
  'portal.quick.title': { en: 'Quick panel', ge: 'სწრაფი პანელი', ru: 'Быстрая панель' },
  'portal.quick.notifications': { en: 'Notifications', ge: 'შეტყობინებები', ru: 'Уведомления' },
  'portal.quick.logs': { en: 'Logs', ge: 'ჟურნალი', ru: 'Журнал' },
  'portal.quick.settings': { en: 'Settings', ge: 'პარამეტრები', ru: 'Настройки' },
  'portal.quick.markRead': {
    en: 'Mark as read',
    ge: 'წაკითხულად მონიშვნა',
    ru: 'Отметить как прочитанное',
  },
  'portal.quick.markedRead': {
    en: 'Marked as read: {title}',
    ge: 'მონიშნულია წაკითხულად: {title}',
    ru: 'Отмечено как прочитанное: {title}',
  },
  'portal.quick.unread': { en: 'Unread', ge: 'წაუკითხავი', ru: 'Непрочитано' },
  'portal.quick.noNotifications': {
    en: 'No notifications yet.',
    ge: 'შეტყობინებები ჯერ არ არის.',
    ru: 'Уведомлений пока нет.',
  },
  'portal.quick.logsIntro': {
    en: 'Sign-ins to your account, newest first.',
    ge: 'თქვენს ანგარიშში შესვლები, ჯერ უახლესი.',
    ru: 'Входы в ваш аккаунт, сначала новые.',
  },
  'portal.quick.logEntry': {
    en: '{os} · {kind} · last sign-in {date}',
    ge: '{os} · {kind} · ბოლო შესვლა {date}',
    ru: '{os} · {kind} · последний вход {date}',
  },
  'portal.quick.desktop': { en: 'computer', ge: 'კომპიუტერი', ru: 'компьютер' },
  'portal.quick.smartphone': { en: 'phone', ge: 'ტელეფონი', ru: 'телефон' },
  'portal.quick.thisDevice': { en: 'this device', ge: 'ეს მოწყობილობა', ru: 'это устройство' },
  'portal.quick.allDevices': {
    en: 'Manage devices',
    ge: 'მოწყობილობების მართვა',
    ru: 'Управление устройствами',
  },
  'portal.quick.theme': { en: 'Colour scheme', ge: 'ფერთა სქემა', ru: 'Цветовая схема' },
  'portal.quick.theme.light': { en: 'Light', ge: 'ნათელი', ru: 'Светлая' },
  'portal.quick.theme.dark': { en: 'Dark', ge: 'მუქი', ru: 'Тёмная' },
  'portal.quick.theme.auto': {
    en: 'As the device',
    ge: 'მოწყობილობის მიხედვით',
    ru: 'Как на устройстве',
  },
  'portal.search.open': { en: 'Search', ge: 'ძიება', ru: 'Поиск' },
  'portal.search.title': { en: 'Quick search', ge: 'სწრაფი ძიება', ru: 'Быстрый поиск' },
});
