// Texts of /documents, in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const documentsMessages = defineCatalog({
  'portal.documents.caption': {
    en: 'Your documents',
    ge: 'თქვენი დოკუმენტები',
    ru: 'Ваши документы',
  },
  'portal.documents.empty': {
    en: 'Contracts, acts, invoices and receipts of your apartments will be listed here to read and download.',
    ge: 'თქვენი ბინების ხელშეკრულებები, აქტები, ინვოისები და ქვითრები აქ გამოჩნდება წასაკითხად და ჩამოსატვირთად.',
    ru: 'Здесь появятся договоры, акты, счета и квитанции ваших квартир — их можно прочитать и скачать.',
  },
  'portal.documents.kilobytes': { en: '{size} KB', ge: '{size} კბ', ru: '{size} КБ' },
  'portal.documents.megabytes': { en: '{size} MB', ge: '{size} მბ', ru: '{size} МБ' },
});
