// Journey 5 (issue 13 "Done when"): on the strict-CSP playground, <sakhli-loyalty-wallet> in test
// mode shows sample points and sends nothing; signed in (the session as a property, never an
// attribute) the owner exchanges points for a product and sends a recommendation with the keyboard
// only, and sees the balance, the history and the list follow — axe clean, no CSP violation.
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { axeInside } from './support/axe';
import { closeBrowser, newContext, openPage, pageCspViolations } from './support/browser';
import { resetDemo } from './support/demo';
import { tabTo } from './support/keyboard';
import { builtTags } from './support/playground';
import { signInOwner } from './support/session';

const TAG = 'sakhli-loyalty-wallet';

afterAll(closeBrowser);
beforeEach(() => resetDemo());

describe.skipIf(!builtTags().includes(TAG))('loyalty wallet on a foreign page', () => {
  it('in test mode: sample data marked as a demo, and an exchange explained, not sent', async () => {
    const url = new URL(`/?only=${TAG}`, inject('playgroundURL')).href;
    const { page, cspViolations, errors } = await openPage(url);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(inject('apiBase'))) apiCalls.push(request.url());
    });
    const demo = page.locator('#loyalty-test-mode');
    await demo.getByRole('note').getByText('Demo').waitFor();
    await demo.getByRole('button', { name: 'Exchange points for Apartment cleaning' }).click();
    const dialog = demo.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Exchange (demo)' }).click();
    await demo.getByText(/^Demo: in a live wallet 300 points would now be spent/).waitFor();
    // The signed-out instance asked the host for a session; the demo one called nothing.
    await page.locator(TAG).first().getByText('Sign in to see your points').waitFor();
    expect(apiCalls.filter((u) => new URL(u).pathname.startsWith('/api/'))).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(await pageCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(await axeInside(page, '#loyalty-test-mode')).toEqual([]);
  });

  it('in test mode, alone: its sample wallet is on screen before the code, and an Exchange pressed then opens once it is in', async () => {
    const url = new URL(`/?only=${TAG}&alone&test-mode`, inject('playgroundURL')).href;
    const context = await newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The shared runtime held back: what shows meanwhile is the loader's first view alone.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/sakhli/runtime.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(url, { waitUntil: 'commit' });
      const wallet = page.locator(TAG);
      const view = wallet.locator('[data-sakhli-first]');
      await view.getByRole('note').getByText('Demo').waitFor();
      await view.getByText('1,100 points').waitFor();
      expect(await page.evaluate((tag) => customElements.get(tag), TAG)).toBeUndefined();
      await view.getByRole('button', { name: 'Exchange points for Apartment cleaning' }).click();

      release();
      // The widget took the view over and pressed that Exchange again: its demo confirmation.
      const dialog = wallet.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Exchange (demo)' }).waitFor();
      expect(await view.count()).toBe(0);
      expect(await dialog.textContent()).toContain('Apartment cleaning');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signed in: exchanges points and sends a recommendation, keyboard only', async () => {
    const url = new URL(`/?only=${TAG}`, inject('playgroundURL')).href;
    const { page, cspViolations, errors } = await openPage(url);
    const widget = page.locator(TAG).first();
    await widget.getByText('Sign in to see your points').waitFor();
    const session = await signInOwner();
    await page.evaluate(`document.querySelector('${TAG}').session = ${JSON.stringify(session)}`);
    expect(await page.content()).not.toContain(session.accessToken);

    const available = widget.locator('[data-kind="available"]');
    await available.getByText(/^[\d,]+ points$/).waitFor();
    const before = Number((await available.getByText(/points$/).textContent())!.replace(/\D/g, ''));

    // Exchange: Tab to the product, Enter, Tab to the confirm, Enter.
    await tabTo(
      page,
      widget.getByRole('button', { name: 'Exchange points for Apartment cleaning' }),
    );
    await page.keyboard.press('Enter');
    const dialog = widget.getByRole('alertdialog', {
      name: 'Exchange points for “Apartment cleaning”?',
    });
    await dialog.getByText(`${(before - 300).toLocaleString('en')} points`).waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Exchange', exact: true }));
    await page.keyboard.press('Enter');
    await widget.getByText(/^“Apartment cleaning” is yours: 300 points spent/).waitFor();
    await available.getByText(`${(before - 300).toLocaleString('en')} points`).waitFor();
    // The history's newest row is the exchange, without a reload.
    const history = widget.getByRole('region', { name: 'Points history' });
    const newest = history.getByRole('table').getByRole('row').nth(1);
    await expect
      .poll(() => newest.textContent(), { timeout: 10_000 })
      .toContain('Exchange: Apartment cleaning');
    expect(await newest.textContent()).toMatch(/[−-]300/);
    const events = await page.locator('#events').textContent();
    expect(events).toContain('sakhli-points-exchanged');

    // A recommendation: open the form, type, send; the person is listed, in process.
    await tabTo(page, widget.getByRole('button', { name: 'Recommend someone' }));
    await page.keyboard.press('Enter');
    await tabTo(page, widget.getByRole('textbox', { name: /Full name/ }));
    await page.keyboard.type('Salome Kvaratskhelia');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+995 599 00 11 22');
    await tabTo(page, widget.getByRole('button', { name: 'Send recommendation' }));
    await page.keyboard.press('Enter');
    const list = widget.getByRole('list', { name: 'Your recommendations' });
    await list.getByText('Salome Kvaratskhelia').waitFor();
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Salome Kvaratskhelia' })
      .getByText('In process')
      .waitFor();
    expect(await page.locator('#events').textContent()).toContain('sakhli-recommendation-sent');

    expect(cspViolations).toEqual([]);
    expect(await pageCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // After the CSP checks: axe-core writes un-nonced styles of its own.
    expect(await axeInside(page, TAG)).toEqual([]);
  });
});
