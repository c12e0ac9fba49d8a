// The actions a user may click twice or three times (issue 27 §1), each reached as a user reaches
// it: the widgets on the playground (a resident's session, the change and cancel links in English)
// and the owner's portal (Georgian). `reach` ends on the button that sends the call.
import type { Locator, Page } from 'playwright-core';
import { devicesMessages } from '../../packages/portal/src/features/devices/messages';
import { fixtures, onPlayground } from '../support/demo';
import type { Screen } from './screens';
import type { Mutation } from './repeatClicks';

export interface RepeatAction {
  name: string;
  where: 'portal' | 'widgets';
  mutation: Mutation;
  reach: (page: Page) => Promise<Locator>;
}

/** What the suite must click: one case each (book: see BOOK below). */
export const REPEAT_ACTIONS = ['accept', 'decline', 'cancel', 'pay', 'exchange', 'send', 'delete'];

/** A fixture link on the playground in English, this widget alone. */
async function linkOnPlayground(list: 'bookingChangeLinks' | 'bookingCancelLinks', kind: string) {
  const link = (await fixtures())[list]?.find((l) => l.kind === kind);
  if (!link) throw new Error(`the demo fixtures have no ${kind} link in ${list}`);
  const url = new URL(link.url);
  url.searchParams.set('lang', 'en');
  return `${onPlayground(url.href)}&only=sakhli-booking-change`;
}

/** A signed-in widget, opened alone on the playground with its session. */
async function openWidget(page: Page, screens: Screen[], tag: string): Promise<Locator> {
  const screen = screens.find((s) => s.covers === tag);
  if (!screen) throw new Error(`${tag} is not built`);
  await page.goto(screen.url);
  await page.evaluate(
    `document.querySelector('${tag}').session = ${JSON.stringify(screen.session)}`,
  );
  return page.locator(tag);
}

/** Answers the change link's dialog with `answer` (accept or reject). */
function answerChange(answer: 'Accept' | 'Reject'): RepeatAction['reach'] {
  return async (page) => {
    await page.goto(await linkOnPlayground('bookingChangeLinks', 'pending'));
    await page.getByRole('button', { name: `${answer} the changes` }).click();
    return page
      .getByRole('alertdialog')
      .getByRole('button', { name: `Yes, ${answer.toLowerCase()}` });
  };
}

export function repeatActions(screens: Screen[], portalUrl: string): RepeatAction[] {
  const qr = { method: 'POST' as const };
  return [
    {
      name: 'accept',
      where: 'widgets',
      mutation: { ...qr, path: /^\/api\/qr\/book\/(confirm|change)/ },
      reach: answerChange('Accept'),
    },
    {
      name: 'decline',
      where: 'widgets',
      mutation: { ...qr, path: /^\/api\/qr\/book\/(confirm|change|decline)/ },
      reach: answerChange('Reject'),
    },
    {
      name: 'cancel',
      where: 'widgets',
      mutation: { ...qr, path: /^\/api\/qr\/book\/cancel/ },
      reach: async (page) => {
        await page.goto(await linkOnPlayground('bookingCancelLinks', 'cancellable'));
        await page.getByRole('button', { name: 'Cancel the booking' }).click();
        return page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Yes, cancel the booking' });
      },
    },
    {
      name: 'pay',
      where: 'widgets',
      mutation: { method: 'POST', path: /^\/api\/pay\// },
      reach: async (page) => {
        const widget = await openWidget(page, screens, 'sakhli-apartment-bills');
        const pay = widget.getByRole('button', { name: /^Pay GEL/ });
        await pay.waitFor();
        return pay;
      },
    },
    {
      name: 'exchange',
      where: 'widgets',
      mutation: { method: 'POST', path: /^\/api\/loyalty\/exchange_points\// },
      reach: async (page) => {
        const widget = await openWidget(page, screens, 'sakhli-loyalty-wallet');
        // The wallet's points first: until they are in, no product can be exchanged.
        await widget
          .getByText(/^[\d,]+ points$/)
          .first()
          .waitFor();
        await widget
          .getByRole('button', { name: 'Exchange points for Apartment cleaning' })
          .first()
          .click();
        return widget
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Exchange', exact: true });
      },
    },
    {
      name: 'send',
      where: 'widgets',
      mutation: { method: 'POST', path: /^\/api\/tickets\/\d+\/messages$/ },
      reach: async (page) => {
        const widget = await openWidget(page, screens, 'sakhli-ticket-chat');
        await widget.locator('[data-ticket]').first().click();
        await widget.getByRole('textbox', { name: /^Message/ }).fill('Is anyone there?');
        return widget.getByRole('button', { name: 'Send', exact: true });
      },
    },
    {
      name: 'delete',
      where: 'portal',
      mutation: { method: 'DELETE', path: /^\/api\/users\/device\/\d+$/ },
      reach: async (page) => {
        const say = (id: keyof typeof devicesMessages) => devicesMessages[id].ge;
        await page.goto(`${portalUrl}/devices`);
        const one = say('portal.devices.signOutOne').replace('{device}', '');
        await page
          .getByRole('button', { name: new RegExp(`^${one}`) })
          .first()
          .click();
        return page
          .getByRole('dialog')
          .or(page.getByRole('alertdialog'))
          .getByRole('button', {
            name: say('portal.devices.signOut'),
            exact: true,
          });
      },
    },
  ];
}
