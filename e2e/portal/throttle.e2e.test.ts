// Journey (issue 16 §2): a mistyped password, again and again — the portal says when to try again, the
// right password waits too, and after the wait (the demo API's clock travels) sign-in goes on to 2FA.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { closeBrowser, openPage, pageCspViolations, type WatchedPage } from '../support/browser';
import { resetDemo, travel } from '../support/demo';
import { startPortal, type PortalServer } from './portalServer';

const OWNER = 'owner@sakhli.ge';

let portal: PortalServer;
let watched: WatchedPage | undefined;

beforeAll(async () => {
  await resetDemo();
  portal = await startPortal(inject('apiBase'));
});

afterAll(async () => {
  await watched?.page.context().close();
  await closeBrowser();
  await portal?.close();
  // The failures counted against the owner and this client must not hold later journeys.
  await resetDemo();
});

it('holds the account after repeated wrong passwords, says when to try again, then lets the owner in', async () => {
  watched = await openPage(`${portal.url}/login`);
  const { page } = watched;
  const attempt = async (password: string) => {
    await page.getByLabel('E-mail').fill(OWNER);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  const alert = page.getByRole('alert');
  for (let i = 0; i < 4; i++) {
    await attempt(`wrong-${i}`);
    await expect.poll(() => alert.textContent()).toContain('Username or password are incorrect.');
  }
  // The right password waits too: the server answers 429 with Retry-After before checking it.
  await attempt('Sakhli2026');
  await expect.poll(() => alert.textContent()).toMatch(/Too many attempts\. Try again in 5 s\./);
  expect(page.url()).toContain('/login');

  await travel(5_000);
  await attempt('Sakhli2026');
  await page.waitForURL('**/verification');
  expect(await pageCspViolations(page)).toEqual([]);
  expect(watched.cspViolations).toEqual([]);
});
