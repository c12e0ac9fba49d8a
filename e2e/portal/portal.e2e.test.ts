// Journeys through the built portal against the real demo API (issue 7): 2FA sign-in from the
// outbox, the trusted device, password reset from the e-mailed link, a 401 mid-session, /404,
// and the language switch — all under the portal's strict CSP.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, pageCspViolations, type WatchedPage } from '../support/browser';
import { outbox, resetDemo } from '../support/demo';
import { startPortal, type PortalServer } from './portalServer';

interface Email {
  to: string;
  subject: string;
  code?: string;
  link?: string;
}

const RESIDENT = 'resident@sakhli.ge';
const PASSWORD = 'Sakhli2026';
const NEW_PASSWORD = 'Mtatsminda7';
/** Every key spec §4's logout clears. */
const SIGN_IN_KEYS = ['access-token', 'refresh-token', 'user', 'auth-verified', 'resend-until'];

let portal: PortalServer;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  await resetDemo();
  portal = await startPortal(inject('apiBase'));
});

afterAll(async () => {
  for (const { page } of opened) await page.context().close();
  await closeBrowser();
  await portal?.close();
  // The reset journey changed the resident's password; later journeys expect the seed.
  await resetDemo();
});

async function open(path: string): Promise<WatchedPage> {
  const watched = await openPage(`${portal.url}${path}`);
  opened.push(watched);
  return watched;
}

async function latestMail(to: string, about: string): Promise<Email> {
  const mails = (await outbox<Email>()).filter((m) => m.to === to && m.subject.includes(about));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no "${about}" e-mail to ${to}`);
  return mail;
}

/** Waits until the screen's heading reads `text` (screens arrive as lazy chunks). */
async function expectHeading(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 })
    .toBe(text);
}

async function expectTitle(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(text);
}

async function signIn(page: Page, password = PASSWORD, email = RESIDENT): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function storedKeys(page: Page): Promise<Record<string, string | null>> {
  return (await page.evaluate(
    `Object.fromEntries(${JSON.stringify(SIGN_IN_KEYS)}.map((k) => [k, localStorage.getItem('sakhli:' + k)]))`,
  )) as Record<string, string | null>;
}

describe('the portal server', () => {
  it('serves every route with a strict CSP, a fresh nonce and the safety headers', async () => {
    const first = await fetch(`${portal.url}/login`);
    const second = await fetch(`${portal.url}/bookings/7/orders`);
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const nonce = csp.match(/nonce-([^']+)/)?.[1];
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers.get('content-security-policy')).not.toContain(`nonce-${nonce}`);
  });
});

describe('signing in', () => {
  let watched: WatchedPage;

  it('passes 2FA with the e-mailed code and lands on /support', async () => {
    watched = await open('/login');
    const { page } = watched;
    await expectHeading(page, 'Sign in');
    await signIn(page);
    await page.waitForURL('**/verification');
    const { code } = await latestMail(RESIDENT, 'code');
    await page.getByRole('textbox', { name: 'Code' }).fill(code!);
    // Off until asked for (issue 16 §3): the user chooses to remember this device.
    const remember = page.getByRole('checkbox', { name: 'Remember this device' });
    expect(await remember.isChecked()).toBe(false);
    await remember.check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/support');
    await expectHeading(page, 'Support');
    await expectTitle(page, 'Support · Sakhli Group');
    expect(await page.evaluate("localStorage.getItem('sakhli:device-uuid')")).toBeTruthy();
    expect(await pageCspViolations(page)).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  it('a second sign-in on the remembered device skips 2FA', async () => {
    const { page } = watched;
    const codesBefore = (await outbox<Email>()).filter((m) => m.code).length;
    await page.goto(`${portal.url}/logout`);
    await page.waitForURL('**/login');
    expect((await storedKeys(page))['access-token']).toBeNull();
    await signIn(page);
    await page.waitForURL('**/support');
    await expectHeading(page, 'Support');
    expect((await outbox<Email>()).filter((m) => m.code).length).toBe(codesBefore);
  });
});

describe('password reset from the e-mailed link, and a 401 mid-session', () => {
  it('resets the password; the signed-in tab meets a 401 and returns to a cleared /login', async () => {
    // Tab A: signed in (the trusted-device sign-in of a fresh browser still needs the code).
    const a = await open('/login');
    await signIn(a.page);
    await a.page.waitForURL('**/verification');
    await a.page
      .getByRole('textbox', { name: 'Code' })
      .fill((await latestMail(RESIDENT, 'code')).code!);
    await a.page.getByRole('button', { name: 'Verify' }).click();
    await a.page.waitForURL('**/support');

    // Browser B: forgot password → the e-mailed link → a new password.
    const b = await open('/forgot-password');
    await b.page.getByLabel('E-mail').fill(RESIDENT);
    await b.page.getByRole('button', { name: 'Send instructions' }).click();
    await b.page.getByText('Password recovery instructions sent by e-mail.').waitFor();
    const link = new URL((await latestMail(RESIDENT, 'Reset')).link!);
    await b.page.goto(`${portal.url}${link.pathname}${link.search}`);
    await b.page.getByLabel('New password').waitFor();
    // The token left the address bar as soon as the screen read it.
    expect(new URL(b.page.url()).search).toBe('');
    await b.page.getByLabel('New password').fill(NEW_PASSWORD);
    await b.page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
    await b.page.getByRole('button', { name: 'Change password' }).click();
    await b.page.waitForURL('**/login');
    await b.page.getByText('Password changed successfully.').waitFor();

    // The reset ended every session: tab A's next call answers 401 → /login, keys cleared.
    await a.page.getByRole('button', { name: 'Notifications and settings' }).click();
    await a.page.waitForURL('**/login', { timeout: 15_000 });
    await expectHeading(a.page, 'Sign in');
    expect(Object.values(await storedKeys(a.page))).toEqual(SIGN_IN_KEYS.map(() => null));

    // The old link is used up: the spec's message, in place.
    await b.page.goto(`${portal.url}${link.pathname}${link.search}`);
    await b.page
      .getByText(
        'This password reset session has expired. Please click Reset Password and start over.',
      )
      .waitFor();

    // And the new password works.
    await b.page.goto(`${portal.url}/login`);
    await signIn(b.page, NEW_PASSWORD);
    await b.page.waitForURL('**/verification');
  });
});

describe('routes and languages', () => {
  it('an unknown path goes to /404', async () => {
    const { page } = await open('/no/such/page');
    await page.waitForURL('**/404');
    await expectHeading(page, 'Page not found');
  });

  it('the main area sends a signed-out visitor to /login', async () => {
    const { page } = await open('/apartments');
    await page.waitForURL('**/login');
  });

  it('a language switch changes the title and survives a reload', async () => {
    const { page } = await open('/login');
    await expectTitle(page, 'Sign in · Sakhli Group');
    await page.getByLabel('Language').selectOption('ge');
    await expectTitle(page, 'შესვლა · Sakhli Group');
    await expectHeading(page, 'შესვლა');
    await page.reload();
    await expectHeading(page, 'შესვლა');
    await expectTitle(page, 'შესვლა · Sakhli Group');
    expect(await page.evaluate('document.documentElement.lang')).toBe('ka');
  });

  it("the user's own language wins after sign-in, and a switch is saved to the account", async () => {
    const owner = 'owner@sakhli.ge'; // seeded with Georgian
    const { page } = await open('/login');
    await signIn(page, PASSWORD, owner);
    await page.waitForURL('**/verification');
    await page.getByRole('textbox', { name: 'Code' }).fill((await latestMail(owner, 'code')).code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    // spec §4: the user is loaded before the first screen and their language stored (no reload).
    await expectTitle(page, 'მხარდაჭერა · Sakhli Group');
    expect(await page.evaluate("localStorage.getItem('sakhli:language')")).toBe('ge');
    // The switcher stores English and tells the account (PUT api/users/locale): a reload keeps it.
    const put = page.waitForRequest(
      (request) => request.url().endsWith('/api/users/locale') && request.method() === 'PUT',
    );
    await page.getByLabel('ენა').first().selectOption('en');
    await put;
    await expectTitle(page, 'Support · Sakhli Group');
    // The user loads again after the reload; their language is English now, so no switch back
    // (which would store 'ge' and reload once that answer is applied).
    const userLoaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).pathname.endsWith('/api/users'),
    );
    await page.reload();
    await userLoaded;
    await expectHeading(page, 'Support');
    await page.waitForLoadState('networkidle');
    await expectTitle(page, 'Support · Sakhli Group');
    expect(await page.evaluate("localStorage.getItem('sakhli:language')")).toBe('en');
  });
});
