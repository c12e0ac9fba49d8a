// Texts of the demo mailbox link, in ge/en/ru: they ride in its demo-only chunk, never elsewhere.
import { defineCatalog } from '@sakhli/widgets';

export const demoMailboxMessages = defineCatalog({
  'portal.demoMailbox.hint': {
    en: 'This is a demo: its e-mails (codes and links) never leave this computer.',
    ge: 'ეს დემოა: მისი წერილები (კოდები და ბმულები) ამ კომპიუტერს არ ტოვებს.',
    ru: 'Это демо: его письма (коды и ссылки) не покидают этот компьютер.',
  },
  'portal.demoMailbox.link': {
    en: 'Demo mailbox (opens in a new tab)',
    ge: 'დემო საფოსტო ყუთი (იხსნება ახალ ჩანართში)',
    ru: 'Демо-почта (откроется в новой вкладке)',
  },
});
