// Texts of the shell itself (toasts), in ge/en/ru.
import { defineCatalog } from './i18n/catalog';

export const shellMessages = defineCatalog({
  'shell.toast.close': {
    en: 'Close notification',
    ge: 'შეტყობინების დახურვა',
    ru: 'Закрыть уведомление',
  },
  'shell.toast.region': {
    en: 'Notifications',
    ge: 'შეტყობინებები',
    ru: 'Уведомления',
  },
});
