// Texts of the portal's recommendation screen (/loyalty/new-recommendation), in ge/en/ru; the
// form's own texts are the loyalty wallet's.
import { defineCatalog } from '@sakhli/widgets';

export const loyaltyMessages = defineCatalog({
  'portal.recommend.intro': {
    en: 'Recommend someone to us; you earn points when they sign a contract.',
    ge: 'გაგვიწიეთ რეკომენდაცია; ქულებს მიიღებთ, როცა ის ხელშეკრულებას გააფორმებს.',
    ru: 'Порекомендуйте нас; баллы начислятся, когда человек заключит договор.',
  },
  'portal.recommend.sent': {
    en: 'Thank you! We will contact {name}.',
    ge: 'გმადლობთ! დავუკავშირდებით: {name}.',
    ru: 'Спасибо! Мы свяжемся: {name}.',
  },
});
