// Texts of the recommendation wizard (/loyalty/new-recommendation), in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const loyaltyMessages = defineCatalog({
  'portal.recommend.intro': {
    en: 'Recommend someone to us; you earn points when they sign a contract.',
    ge: 'გაგვიწიეთ რეკომენდაცია; ქულებს მიიღებთ, როცა ის ხელშეკრულებას გააფორმებს.',
    ru: 'Порекомендуйте нас; баллы начислятся, когда человек заключит договор.',
  },
  'portal.recommend.step.who': { en: 'Who is it?', ge: 'ვინ არის?', ru: 'Кто это?' },
  'portal.recommend.step.more': {
    en: 'More about them',
    ge: 'დამატებითი ინფორმაცია',
    ru: 'Подробнее',
  },
  'portal.recommend.step.review': {
    en: 'Check and send',
    ge: 'შეამოწმეთ და გაგზავნეთ',
    ru: 'Проверьте и отправьте',
  },
  'portal.recommend.name': { en: 'Full name', ge: 'სახელი და გვარი', ru: 'Имя и фамилия' },
  'portal.recommend.phone': { en: 'Phone', ge: 'ტელეფონი', ru: 'Телефон' },
  'portal.recommend.email': { en: 'E-mail', ge: 'ელფოსტა', ru: 'E-mail' },
  'portal.recommend.comment': {
    en: 'What are they looking for?',
    ge: 'რას ეძებს?',
    ru: 'Что они ищут?',
  },
  'portal.recommend.send': {
    en: 'Send recommendation',
    ge: 'რეკომენდაციის გაგზავნა',
    ru: 'Отправить рекомендацию',
  },
  'portal.recommend.sent': {
    en: 'Thank you! We will contact {name}.',
    ge: 'გმადლობთ! დავუკავშირდებით: {name}.',
    ru: 'Спасибо! Мы свяжемся: {name}.',
  },
});
