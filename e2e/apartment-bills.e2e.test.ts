// Issue 12 journeys on the strict-CSP playground, as a signed-in resident in <sakhli-apartment-bills>
// (the session given as a property, never an attribute): pay a bill through the demo API's stand-in
// payment page and see it paid, pause then resume internet/TV, download a PDF statement. No CSP
// violation, no script error, axe clean inside the shadow root.
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeInside } from './support/axe';
import { closeBrowser, openPage, pageCspViolations } from './support/browser';
import { resetDemo } from './support/demo';
import { tabTo } from './support/keyboard';
import { builtTags } from './support/playground';
import { signInAs } from './support/session';

const TAG = 'sakhli-apartment-bills';
const RESIDENT = 'resident@sakhli.ge';

afterAll(closeBrowser);
beforeEach(() => resetDemo());

/** The widget on the playground, signed in as the resident, on its first apartment. */
async function openSignedIn() {
  const watched = await openPage(new URL(`/?only=${TAG}`, inject('playgroundURL')).href);
  const { page } = watched;
  const widget = page.locator(TAG).first();
  // The signed-out state is painted before the code (issue 28 §5); the host hears once it runs.
  await widget.getByText('Sign in to see your bills').waitFor();
  await expect.poll(() => page.locator('#events').textContent()).toContain('sakhli-auth-required');
  const session = await signInAs(RESIDENT, 'Sakhli2026');
  await page.evaluate(`document.querySelector('${TAG}').session = ${JSON.stringify(session)}`);
  await widget.getByRole('tab', { name: 'Electricity' }).waitFor();
  expect(await page.content()).not.toContain(session.accessToken);
  return { ...watched, widget };
}

async function expectClean(watched: { page: Page; cspViolations: string[]; errors: string[] }) {
  expect(watched.cspViolations).toEqual([]);
  expect(await pageCspViolations(watched.page)).toEqual([]);
  expect(watched.errors).toEqual([]);
  // After the CSP checks: axe-core writes un-nonced styles of its own.
  expect(await axeInside(watched.page, TAG)).toEqual([]);
}

describe.skipIf(!builtTags().includes(TAG))('apartment bills on a foreign page', () => {
  it('a resident pays a bill through the payment page, keyboard only, and sees it paid', async () => {
    const watched = await openSignedIn();
    const { page, widget } = watched;
    const what = widget.getByRole('combobox', { name: /What to pay/ });
    await what.waitFor();
    expect(await what.locator('option:checked').textContent()).toMatch(/^Electricity — owes/);
    const amount = (await widget.getByRole('textbox', { name: /Amount/ }).inputValue()).trim();
    expect(Number(amount)).toBeGreaterThan(0);

    // One Pay, by keyboard; 3 s later the stand-in bank page opens in a new tab.
    const popup = page.context().waitForEvent('page', { timeout: 20_000 });
    const pay = widget.getByRole('button', { name: /^Pay GEL/ });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    await widget.getByText(/Redirecting to the payment page in \d seconds?…/).waitFor();
    const bank = await popup;
    await bank.waitForLoadState();
    expect(new URL(bank.url()).pathname).toMatch(/^\/api\/pay\/checkout\/PAY-[0-9A-F]{16}$/);
    // No handle on the page that opened it.
    expect(await bank.evaluate('window.opener')).toBeNull();
    await widget.getByText('Waiting for the bank to confirm the payment…').waitFor();

    await bank.getByRole('button', { name: `Pay ${amount} GEL` }).click();
    await bank.getByText('Payment received').waitFor();
    await bank.close();

    // The bank reported back: paid, and the debt is gone from what can be paid.
    await widget
      .getByText(/^Paid: GEL.+ for Electricity\. Thank you!$/)
      .waitFor({ timeout: 20_000 });
    await widget.getByRole('button', { name: 'Pay another bill' }).click();
    await widget
      .getByRole('option', { name: 'Electricity — nothing owed' })
      .waitFor({ state: 'attached' });
    expect(await page.locator('#events').textContent()).toContain('sakhli-paid');

    await expectClean(watched);
  });

  it('pauses internet/TV with the 6 GEL fee stated, then resumes it', async () => {
    const watched = await openSignedIn();
    const { page, widget } = watched;
    // Tabs by arrow keys: Electricity → … → Internet and TV.
    await tabTo(page, widget.getByRole('tab', { name: 'Electricity' }));
    await page.keyboard.press('End');
    const panel = widget.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Your subscription' }).waitFor();
    // The subscription's facts come first in the panel (the history's cards repeat "Status").
    const status = panel
      .locator('dt', { hasText: /^Status$/ })
      .first()
      .locator('+ dd');
    expect(await status.textContent()).toContain('Active');

    await tabTo(page, panel.getByRole('button', { name: 'Pause', exact: true }));
    await page.keyboard.press('Enter');
    const dialog = widget.getByRole('dialog', { name: 'Pause internet and TV?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'While paused you pay GEL\u00a06.00 a month instead of your tariff.',
    );
    await tabTo(page, dialog.getByRole('button', { name: /^Pause and pay/ }));
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('Paused');

    await tabTo(page, panel.getByRole('button', { name: 'Resume' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('Active');

    await expectClean(watched);
  });

  it('downloads the electricity statement as a PDF', async () => {
    const watched = await openSignedIn();
    const { page, widget } = watched;
    const download = page.waitForEvent('download');
    await tabTo(
      page,
      widget.getByRole('tabpanel').getByRole('button', { name: 'Statement (PDF)' }),
    );
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe('electricity-101.pdf');
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
    await widget.getByText('Downloaded: electricity-101.pdf').waitFor();
    await expectClean(watched);
  });
});
