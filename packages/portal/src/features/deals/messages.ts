// Texts of /deals (issue 26 §7), in ge/en/ru; column and filter names come with the table config.
import { defineCatalog } from '@sakhli/widgets';

export const dealsMessages = defineCatalog({
  'portal.deals.caption': {
    en: 'Sales and rental deals on your apartments',
    ge: 'თქვენი ბინების გაყიდვისა და იჯარის გარიგებები',
    ru: 'Сделки по продаже и аренде ваших квартир',
  },
  'portal.deals.empty': {
    en: 'Deals on your apartments (sales and rentals the group arranges) will be listed here.',
    ge: 'თქვენი ბინების გარიგებები (ჯგუფის მიერ მოწყობილი გაყიდვები და იჯარები) აქ გამოჩნდება.',
    ru: 'Здесь появятся сделки по вашим квартирам: продажи и аренда, которые ведёт группа.',
  },
});
