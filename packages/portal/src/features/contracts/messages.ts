// Texts of the contracts card (spec §7 contracts: overdue count and summary), in ge/en/ru.
import { defineCatalog } from '@sakhli/widgets';

export const contractsMessages = defineCatalog({
  'portal.contracts.title': { en: 'Contracts', ge: 'ხელშეკრულებები', ru: 'Договоры' },
  'portal.contracts.total': {
    en: '{count, plural, one {# contract} other {# contracts}}',
    ge: '{count, plural, other {# ხელშეკრულება}}',
    ru: '{count, plural, one {# договор} few {# договора} many {# договоров} other {# договора}}',
  },
  'portal.contracts.overdue': {
    en: '{count, plural, =0 {Nothing overdue} one {# payment overdue: {amount}} other {# payments overdue: {amount}}}',
    ge: '{count, plural, =0 {ვადაგადაცილებული არაფერია} other {# გადასახადი ვადაგადაცილებულია: {amount}}}',
    ru: '{count, plural, =0 {Просрочек нет} one {# платёж просрочен: {amount}} few {# платежа просрочены: {amount}} many {# платежей просрочено: {amount}} other {# платежа просрочено: {amount}}}',
  },
  'portal.contracts.caption': {
    en: 'Contracts with overdue payments',
    ge: 'ხელშეკრულებები ვადაგადაცილებული გადასახდელებით',
    ru: 'Договоры с просроченными платежами',
  },
  'portal.contracts.contract': { en: 'Contract', ge: 'ხელშეკრულება', ru: 'Договор' },
  'portal.contracts.overdueCount': { en: 'Overdue', ge: 'ვადაგადაცილებული', ru: 'Просрочено' },
  'portal.contracts.overdueAmount': { en: 'Amount', ge: 'თანხა', ru: 'Сумма' },
  'portal.contracts.empty': {
    en: 'Your management, rent and utilities contracts will be summed up here.',
    ge: 'თქვენი მართვის, ქირავნობისა და კომუნალური ხელშეკრულებები აქ შეჯამდება.',
    ru: 'Здесь будут сведены ваши договоры управления, аренды и коммунальных услуг.',
  },
  'portal.contracts.documents': {
    en: 'Contract documents',
    ge: 'ხელშეკრულების დოკუმენტები',
    ru: 'Документы договоров',
  },
});
