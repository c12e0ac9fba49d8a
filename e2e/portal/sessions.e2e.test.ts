// Sessions that end (issue 26 items 6 and 8), through the built portal against the real demo API:
// logout revokes the tokens, an expired access token renews unnoticed, a password change and a
// removed device sign the other browser out on its next call — and a newcomer finds the demo's
// e-mails through the "Demo mailbox" link.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, type WatchedPage } from '../support/browser';
import { outbox, resetDemo, travel } from '../support/demo';
import { startPortal, type PortalServer } from './portalServer';

const RESIDENT = 'resident@sakhli.ge';
const PASSWORD = 'Sakhli2026';
/** store/sessionTokens.ts ACCESS_TOKEN_TTL_MS, and a minute more. */
const PAST_ACCESS_LIFETIME_MS = 16 * 60_000;
const SIGN_IN_KEYS = ['access-token', 'refresh-token', 'user', 'auth-verified'];

let portal: PortalServer;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  portal = await startPortal(inject('apiBase'));
});

// Every journey signs in afresh, with the seeded password, on a clock nobody moved.
beforeEach(() => resetDemo());

afterAll(async () => {
  for (const { page } of opened) await page.context().close();
  await closeBrowser();
  await portal?.close();
  await resetDemo();
});

async function open(path: string): Promise<WatchedPage> {
  const watched = await openPage(`${portal.url}${path}`);
  opened.push(watched);
  return watched;
}

interface Tokens {
  'access-token': string;
  'refresh-token': string;
}

async function storedTokens(page: Page): Promise<Tokens> {
  return (await page.evaluate(
    `({ 'access-token': localStorage.getItem('sakhli:access-token'), 'refresh-token': localStorage.getItem('sakhli:refresh-token') })`,
  )) as Tokens;
}

/** Calls the demo API directly with a pair of tokens (what someone holding a copy would do). */
async function callApi(method: string, path: string, tokens: Tokens, body?: unknown) {
  return fetch(new URL(path, inject('apiBase')), {
    method,
    headers: {
      accept: 'application/json',
      'user-language': 'en',
      ...tokens,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function latestCode(): Promise<string> {
  const mails = await outbox<{ to: string; code?: string }>();
  const code = mails.filter((m) => m.to === RESIDENT && m.code).at(-1)?.code;
  if (!code) throw new Error(`no code e-mailed to ${RESIDENT}`);
  return code;
}

async function signInOnLogin(page: Page): Promise<void> {
  await page.getByLabel('E-mail').fill(RESIDENT);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/verification');
}

async function finishWithCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/support');
}

/** A browser of its own, signed in through the screens with the code from the outbox. */
async function signedInBrowser(): Promise<WatchedPage> {
  const watched = await open('/login');
  await signInOnLogin(watched.page);
  await finishWithCode(watched.page, await latestCode());
  return watched;
}

/** Makes the page call the API (the panel loads the notifications). */
async function makeACall(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Notifications and settings' }).click();
}

/** The browser's next call answers 401 and it lands on a cleared /login. */
async function signedOutOnNextCall(page: Page): Promise<void> {
  // The support screen's chat may make that call first, by itself; else the panel makes it.
  await page
    .getByRole('button', { name: 'Notifications and settings' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForURL('**/login', { timeout: 15_000 });
  expect(await storedTokens(page)).toEqual({ 'access-token': null, 'refresh-token': null });
}

/** Chromium logs every 4xx answer; the one the renewal answers is expected, nothing else is. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of 401 \(Unauthorized\)/.test(e));

describe('the demo mailbox', () => {
  it('is linked from /verification, and its page shows the code that signs in', async () => {
    const watched = await open('/login');
    const { page } = watched;
    await page.getByRole('link', { name: 'Demo mailbox (opens in a new tab)' }).waitFor();
    await signInOnLogin(page);
    const link = page.getByRole('link', { name: 'Demo mailbox (opens in a new tab)' });
    expect(await link.getAttribute('href')).toBe('/__demo/mailbox?lang=en');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    // What a newcomer does: open the mailbox, read the newest code, type it in.
    const mailbox = await page.context().newPage();
    const consoleErrors: string[] = [];
    mailbox.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await mailbox.goto(`${portal.url}/__demo/mailbox?lang=en`);
    await mailbox.getByRole('heading', { name: 'Demo mailbox', level: 1 }).waitFor();
    const code = (await mailbox.locator('.code').first().textContent())!;
    expect(code).toBe(await latestCode());
    expect(consoleErrors).toEqual([]); // its CSP allows its own stylesheet and nothing inline
    await mailbox.close();

    await finishWithCode(page, code);
  });
});

describe('logout', () => {
  it('revokes the tokens: a copy read before logout is refused afterwards', async () => {
    const { page } = await signedInBrowser();
    const copy = await storedTokens(page);
    expect((await callApi('GET', 'api/users', copy)).status).toBe(200);

    await page.goto(`${portal.url}/logout`);
    await page.waitForURL('**/login');
    const left = (await page.evaluate(
      `${JSON.stringify(SIGN_IN_KEYS)}.map((k) => localStorage.getItem('sakhli:' + k))`,
    )) as (string | null)[];
    expect(left).toEqual(SIGN_IN_KEYS.map(() => null));

    await expect.poll(async () => (await callApi('GET', 'api/users', copy)).status).toBe(401);
    expect((await callApi('POST', 'api/auth/refresh', copy)).status).toBe(401);
  });
});

describe('an expired access token', () => {
  it('is renewed without the user noticing: the next call works and the screen stays', async () => {
    const { page, errors } = await signedInBrowser();
    const before = await storedTokens(page);
    await travel(PAST_ACCESS_LIFETIME_MS);
    expect((await callApi('GET', 'api/users', before)).status).toBe(401);

    await makeACall(page);
    await expect
      .poll(async () => (await storedTokens(page))['access-token'], { timeout: 15_000 })
      .not.toBe(before['access-token']);
    expect((await storedTokens(page))['refresh-token']).toBe(before['refresh-token']);
    expect(new URL(page.url()).pathname).toBe('/support');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('sessions ended from elsewhere', () => {
  it('a password change signs the other browser out on its next call, and keeps this one', async () => {
    const here = await signedInBrowser();
    const elsewhere = await signedInBrowser();
    // The /profile screen is someone else's: the call it will make, sent as this browser.
    const changed = await callApi('PATCH', 'api/users/password', await storedTokens(here.page), {
      current_password: PASSWORD,
      password: 'Mtatsminda7',
      password_confirmation: 'Mtatsminda7',
    });
    expect(changed.status).toBe(200);

    await signedOutOnNextCall(elsewhere.page);

    await makeACall(here.page);
    expect((await callApi('GET', 'api/users', await storedTokens(here.page))).status).toBe(200);
    expect(new URL(here.page.url()).pathname).toBe('/support');
  });

  it('a removed device is signed out on its next call', async () => {
    const laptop = await signedInBrowser();
    const phone = await signedInBrowser();
    const phoneTokens = await storedTokens(phone.page);
    const list = (await (await callApi('GET', 'api/users/devices', phoneTokens)).json()) as {
      data: {
        desktops: { id: number; current: boolean }[];
        mobiles: { id: number; current: boolean }[];
      };
    };
    const phoneDevice = [...list.data.desktops, ...list.data.mobiles].find((d) => d.current)!;
    const removed = await callApi(
      'DELETE',
      `api/users/device/${phoneDevice.id}`,
      await storedTokens(laptop.page),
    );
    expect(removed.status).toBe(200);

    await signedOutOnNextCall(phone.page);
    expect((await callApi('GET', 'api/users', phoneTokens)).status).toBe(401);
  });
});
