// Journey 4 (issue 6 "Done when"): on the strict-CSP playground, a signed-in resident holds a whole
// support conversation in <sakhli-ticket-chat> with the keyboard only — creates a ticket, sends a
// message with an attachment, sees the reply the demo API adds (clock travel), closes the ticket —
// the session given as a property (never an attribute); axe clean inside the shadow root.
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { axeInside } from './support/axe';
import { closeBrowser, openPage, pageCspViolations } from './support/browser';
import { resetDemo, travel } from './support/demo';
import { tabTo } from './support/keyboard';
import { builtTags } from './support/playground';
import { signInOwner } from './support/session';

const TAG = 'sakhli-ticket-chat';

afterAll(closeBrowser);
beforeEach(() => resetDemo());

describe.skipIf(!builtTags().includes(TAG))('ticket chat, keyboard only', () => {
  it('asks for a session, then holds a whole conversation and closes the ticket', async () => {
    const url = new URL(`/?only=${TAG}`, inject('playgroundURL')).href;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The shared runtime is held back: the signed-out state is painted before it (issue 28 §5).
    const { page, cspViolations, errors } = await openPage(url, {
      before: (page) =>
        page.route(/\/runtime\.js$/, async (route) => {
          await held;
          await route.continue();
        }),
    });
    const widget = page.locator(TAG).first();

    // No session yet: the signed-out state at once, and the host is told once the widget runs.
    await widget.getByText('Sign in to see your tickets').waitFor();
    expect(await page.evaluate(`customElements.get('${TAG}') === undefined`)).toBe(true);
    release();
    await expect
      .poll(() => page.locator('#events').textContent())
      .toContain('sakhli-auth-required');

    // The session goes in as a property; nothing secret reaches the DOM.
    const session = await signInOwner();
    await page.evaluate(`document.querySelector('${TAG}').session = ${JSON.stringify(session)}`);
    await widget.getByRole('heading', { name: 'Your tickets' }).waitFor();
    expect(await page.content()).not.toContain(session.accessToken);

    // A new ticket, by Tab and typing.
    await tabTo(page, widget.getByRole('button', { name: 'New ticket' }).first());
    await page.keyboard.press('Enter');
    const department = widget.getByRole('combobox', { name: /Department/ });
    await tabTo(page, department);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, widget.getByRole('combobox', { name: /Type/ }));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, widget.getByRole('textbox', { name: /Subject/ }));
    await page.keyboard.type('Balcony door does not lock');
    await page.keyboard.press('Tab');
    await page.keyboard.type('The lock turns but the bolt stays in.');
    await tabTo(page, widget.getByRole('button', { name: 'Send the ticket' }));
    await page.keyboard.press('Enter');
    await widget.getByRole('heading', { name: 'Balcony door does not lock' }).waitFor();

    // A message with an attachment: the file button opens the chooser with Enter.
    const composer = widget.getByRole('textbox', { name: /^Message/ });
    await tabTo(page, composer);
    await page.keyboard.type('Here is a photo of the lock.');
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, widget.getByRole('button', { name: /Attach a file/ }));
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: 'lock.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    });
    await widget.getByText('lock.png').first().waitFor();
    await tabTo(page, composer);
    await page.keyboard.press('Enter');
    const log = widget.getByRole('log', { name: 'Conversation' });
    await log.getByRole('button', { name: 'Download lock.png' }).waitFor();
    expect(await log.locator('[data-pending]').count()).toBe(0);

    // Support answers 2 s later on the demo clock; the poll (every 5 s) shows it without a reload.
    await travel(3000);
    await expect
      .poll(() => log.getByRole('article').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    expect(await log.locator('[part~="message-support"]').count()).toBeGreaterThan(0);

    // Close with a confirm; the ticket is then read-only.
    await tabTo(page, widget.getByRole('button', { name: 'Close the ticket' }));
    await page.keyboard.press('Enter');
    const dialog = widget.getByRole('alertdialog', { name: 'Close this ticket?' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Yes, close it' }));
    await page.keyboard.press('Enter');
    await widget.getByText(/This ticket is closed and read-only/).waitFor();
    expect(await widget.getByRole('textbox', { name: /^Message/ }).count()).toBe(0);

    expect(cspViolations).toEqual([]);
    expect(await pageCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // After the CSP checks: axe-core writes un-nonced styles of its own.
    expect(await axeInside(page, TAG)).toEqual([]);

    // The other views are axe clean too: the list with its filters, and the new-ticket form.
    await tabTo(page, widget.getByRole('button', { name: /Back to tickets/ }));
    await page.keyboard.press('Enter');
    await widget.getByRole('list', { name: 'Your tickets' }).waitFor();
    expect(await axeInside(page, TAG)).toEqual([]);
    await tabTo(page, widget.getByRole('button', { name: 'New ticket' }).first());
    await page.keyboard.press('Enter');
    await widget.getByRole('button', { name: 'Send the ticket' }).waitFor();
    expect(await axeInside(page, TAG)).toEqual([]);
  });
});
