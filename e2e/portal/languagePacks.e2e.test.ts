// Issue 28 §2 in the built portal: /login fetches the texts of one language, and the language switch
// fetches the other language's pack once, keeping the old texts on screen until it arrives (never a
// message id, no reload), under the portal's strict CSP.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { closeBrowser, newContext } from '../support/browser';
import { startPortal, type PortalServer } from './portalServer';

/** A text pack's file: `assets/messages.ge-<hash>.js`, `assets/auth-messages.en-<hash>.js`. */
const pack = (language: string) => new RegExp(`\\.${language}-[\\w-]+\\.js$`);

// Before any script: every text or label that is a message id (react-intl shows the id of a text it
// does not have) is recorded, however briefly it is shown. A string: no test transform helpers.
const WATCH_FOR_IDS = `(() => {
  const ID = /^(portal|ui|shell|validation|toast|error|success)\\.[\\w.]+$/;
  const seen = (window.__messageIds = []);
  const check = (node) => {
    if (node.nodeType === 3 && ID.test(node.data.trim())) seen.push(node.data.trim());
    if (node.nodeType !== 1) return;
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = node.getAttribute(name);
      if (value && ID.test(value.trim())) seen.push(value.trim());
    }
    node.childNodes.forEach(check);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(check);
      else check(record.target);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label', 'placeholder', 'title'],
  });
})();`;

let portal: PortalServer;
let page: Page;
const requested: string[] = [];
const errors: string[] = [];
const heading = () => page.locator('main h1').first().textContent();
/** The catalogs whose packs were fetched in `language` (`/assets/auth-messages`). */
const packsIn = (language: string) =>
  requested
    .filter((path) => pack(language).test(path))
    .map((path) => path.replace(pack(language), ''));

beforeAll(async () => {
  portal = await startPortal(inject('apiBase'));
  page = await (await newContext()).newPage();
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript({ content: WATCH_FOR_IDS });
  await page.goto(`${portal.url}/login`, { waitUntil: 'load' });
  await vi.waitFor(async () => expect(await heading()).toBe('Sign in'), { timeout: 15_000 });
});

afterAll(async () => {
  await closeBrowser();
  await portal?.close();
});

describe('the portal, one language on the wire', () => {
  it('a cold /login in English fetches English texts only', () => {
    expect(requested.filter((path) => pack('en').test(path)).length).toBeGreaterThan(0);
    expect(requested.filter((path) => pack('ge').test(path) || pack('ru').test(path))).toEqual([]);
  });

  it('switches to Georgian in place, fetching its pack once, the old texts until it arrives', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pack('ge'), async (route) => {
      await released;
      await route.continue();
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    await page.getByLabel('Language').selectOption('ge');
    // The same catalogs as in English, each once. The demo build's mailbox link (demo only) loads its
    // texts as its own lazy part, at times before the English ones are counted: left out of both.
    const shipped = (language: string) =>
      packsIn(language)
        .filter((name) => !name.includes('demoMailbox'))
        .sort();
    await expect.poll(() => shipped('ge')).toEqual(shipped('en'));
    expect(await heading()).toBe('Sign in');
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
    release();
    await expect.poll(heading).toBe('შესვლა');
    expect(await page.evaluate('document.documentElement.lang')).toBe('ka');

    // Back and forth: nothing is fetched again, and the page never reloaded.
    const before = requested.length;
    await page.getByLabel('ენა').selectOption('en');
    await expect.poll(heading).toBe('Sign in');
    await page.getByLabel('Language').selectOption('ge');
    await expect.poll(heading).toBe('შესვლა');
    expect(requested.slice(before).filter((path) => /\.js$/.test(path))).toEqual([]);
    expect(requested.filter((path) => pack('ru').test(path))).toEqual([]);
    expect(navigations).toEqual([]);

    expect(await page.evaluate('window.__messageIds')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
