// A Chromium profile signed in to the built portal, for Lighthouse on signed-in /home (issue 28 §5):
// the owner signs in through the UI (2FA code from the demo outbox), so the session sits in
// localStorage exactly as the portal stores it, the user's language too; the HTTP cache is then
// emptied, so Lighthouse (run with that profile and its storage reset off) still measures a cold load.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const OWNER = { email: 'owner@sakhli.ge', password: 'Sakhli2026' };

async function lastCode(apiBase, email) {
  const mails = await (await fetch(new URL('__demo/outbox', apiBase))).json();
  return mails.filter((mail) => mail.to === email && mail.code).at(-1)?.code;
}

/** Signs the owner in at `portalUrl` in a new profile; resolves with the profile's directory. */
export async function signedInProfile({ portalUrl, apiBase, executablePath }) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'sakhli-bench-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${portalUrl}/login`);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/verification');
    await page.getByRole('textbox', { name: 'Code' }).fill(await lastCode(apiBase, OWNER.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForFunction(() => localStorage.getItem('sakhli:auth-verified') === 'true');
    // The portal then lands on the user's first screen, loads the user and stores their language
    // (spec §4): a returning user's /home starts in it. Closing before that measured a first
    // visit's switch instead (English packs, then the Georgian ones after /api/users).
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
  return userDataDir;
}
