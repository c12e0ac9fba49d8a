// Journey 3 (issue 5 "Done when"): on the strict-CSP playground, a guest opens an e-mailed change
// link and a cancel link (taken from the demo API's fixtures), decides with the keyboard only, and
// the host page receives sakhli-decision / sakhli-cancelled; axe clean inside the shadow root.
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeInside } from './support/axe';
import { closeBrowser, openPage, pageCspViolations } from './support/browser';
import { fixtures, onPlayground, resetDemo, type BookingLink } from './support/demo';
import { tabTo } from './support/keyboard';
import { builtTags } from './support/playground';

const TAG = 'sakhli-booking-change';

afterAll(closeBrowser);
// Both journeys change bookings other journeys read.
beforeEach(() => resetDemo());

/** The link on the playground, showing only this widget (it reads the address: `from-url`). */
const landing = (link: BookingLink) => `${onPlayground(link.url)}&only=${TAG}`;

/** Resolves with the detail of the next `name` event on the page (a string: CSP forbids eval). */
const nextEvent = (page: Page, name: string) =>
  page
    .evaluate(
      `new Promise((resolve) => document.addEventListener('${name}', (e) => resolve(e.detail), { once: true }))`,
    )
    .catch(() => null);

async function pick(list: 'bookingChangeLinks' | 'bookingCancelLinks', kind: string, lang: string) {
  const links = (await fixtures())[list] ?? [];
  const link = links.find((l) => l.kind === kind && l.lang === lang);
  expect(link, `a ${kind} ${lang} link in ${list}`).toBeDefined();
  return link!;
}

describe.skipIf(!builtTags().includes(TAG))('booking change and cancel, keyboard only', () => {
  it('accepts a proposed change from the e-mailed link, in the guest’s language (ru)', async () => {
    const link = await pick('bookingChangeLinks', 'pending', 'ru');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The shared runtime is held back: the heading with the link's booking is painted before it,
    // in the link's language (issue 28 §5), and the booking is asked for with it, once.
    const opened: string[] = [];
    // Text packs asked for, by language (`messages.ru.js`, `chunks/…-messages.ru-<hash>.js`).
    const packs: string[] = [];
    const { page, cspViolations, errors } = await openPage(landing(link), {
      before: (page) => {
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (request.method() === 'GET' && pathname.endsWith('/api/qr/book/change')) {
            opened.push(pathname);
          }
          const pack = /messages\.(en|ge|ru)[.-]/.exec(pathname);
          if (pack) packs.push(pack[1]!);
        });
        return page.route(/\/runtime\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    const widget = page.locator(TAG).first();
    const decided = nextEvent(page, 'sakhli-decision');
    await widget
      .getByRole('heading', { name: `Изменения в вашем бронировании № ${link.bookingId}` })
      .waitFor();
    expect(await page.evaluate(`customElements.get('${TAG}') === undefined`)).toBe(true);
    await expect.poll(() => opened.length).toBe(1);
    release();

    // The comparison, in Russian because the link says lang=ru.
    await widget
      .getByRole('table', { name: 'Ваше бронирование сейчас и в предложенном виде' })
      .waitFor();
    expect(await widget.getByText('Изменено').count()).toBeGreaterThan(0);
    // The widget showed the answer its first view asked for: no second call.
    expect(opened).toHaveLength(1);

    await tabTo(page, widget.getByRole('button', { name: 'Принять изменения' }));
    await page.keyboard.press('Enter');
    const dialog = widget.getByRole('alertdialog', { name: 'Принять новые условия?' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Да, принять' }));
    await page.keyboard.press('Enter');

    await widget.getByText('Вы приняли изменения бронирования.').waitFor();
    expect(await widget.getByRole('button', { name: 'Принять изменения' }).count()).toBe(0);
    expect(await decided).toEqual({ bookingId: link.bookingId, decision: 'accept' });
    // One language on the wire (issue 28 §2): the link's, though the page set none (English).
    expect(packs.length).toBeGreaterThan(0);
    expect(new Set(packs)).toEqual(new Set(['ru']));

    // The API now refuses a second decision on the same link.
    const again = await fetch(
      new URL(`api/qr/book/change${new URL(link.url).search}`, inject('apiBase')),
      { headers: { accept: 'application/json' } },
    );
    expect(again.status).toBe(409);

    expect(await pageCspViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    expect(await axeInside(page, TAG)).toEqual([]);
  });

  it('cancels a booking from the e-mailed cancel link after the confirm dialog (ge)', async () => {
    const link = await pick('bookingCancelLinks', 'cancellable', 'ge');
    const { page, cspViolations, errors } = await openPage(landing(link));
    const widget = page.locator(TAG).first();
    const cancelled = nextEvent(page, 'sakhli-cancelled');

    const cancel = widget.getByRole('button', { name: 'ჯავშნის გაუქმება' });
    await cancel.waitFor();
    // Escape keeps the booking and gives focus back to the button.
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const dialog = widget.getByRole('alertdialog', { name: 'გავაუქმოთ ეს ჯავშანი?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await cancel.evaluate((el) => el.matches(':focus'))).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'დიახ, გააუქმეთ ჯავშანი' }));
    await page.keyboard.press('Enter');

    await widget.getByText('ჯავშანი გაუქმებულია.', { exact: true }).waitFor();
    // The status badge now says canceled (danger colour, with its label).
    await widget.locator('[part~="badge-canceled"]', { hasText: 'გაუქმებული' }).waitFor();
    expect(await cancel.count()).toBe(0);
    expect(await cancelled).toEqual({ bookingId: link.bookingId });

    expect(await pageCspViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    expect(await axeInside(page, TAG)).toEqual([]);
  });
});
