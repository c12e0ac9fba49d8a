// Texts of /invoices, in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const invoicesMessages = defineCatalog({
  'portal.invoices.caption': {
    en: 'Your invoices with VAT',
    ge: 'თქვენი ინვოისები დღგ-ით',
    ru: 'Ваши счета с НДС',
  },
  'portal.invoices.empty': {
    en: 'Invoices for managing your apartments will be listed here, with VAT and a receipt once paid.',
    ge: 'თქვენი ბინების მართვის ინვოისები აქ გამოჩნდება დღგ-ით, გადახდის შემდეგ კი — ქვითრით.',
    ru: 'Здесь появятся счета за управление вашими квартирами — с НДС и квитанцией после оплаты.',
  },
  'portal.invoices.total': {
    en: 'Total of {count, plural, one {# invoice} other {# invoices}}',
    ge: 'სულ {count} ინვოისი',
    ru: 'Итого {count, plural, one {# счёт} few {# счёта} many {# счетов} other {# счёта}}',
  },
  'portal.invoices.receipt': { en: 'Receipt', ge: 'ქვითარი', ru: 'Квитанция' },
});
