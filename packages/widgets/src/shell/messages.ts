// Texts of the shell itself (toasts) and the months' names its dates are written with, in ge/en/ru.
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
  // The months named alone, space-separated (shell/i18n/format.ts `monthNames`): locale data that
  // travels in each language's pack, not all three in the code (issue 28 §2).
  'shell.months': {
    en: 'January February March April May June July August September October November December',
    ge: 'იანვარი თებერვალი მარტი აპრილი მაისი ივნისი ივლისი აგვისტო სექტემბერი ოქტომბერი ნოემბერი დეკემბერი',
    ru: 'январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь',
  },
});
