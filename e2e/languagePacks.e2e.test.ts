// Issue 28 §2, one language on the wire: a cold widget fetches its texts in its own language only,
// and a switch of its `lang` attribute fetches the other language's packs once, keeping the old
// texts on screen until they arrive (never a message id), under the playground's strict CSP.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { closeBrowser, newContext, pageCspViolations, waitUntil } from './support/browser';
import { builtTags } from './support/playground';

const TAG = 'sakhli-guest-booking';
/** The built embed the playground serves at `/sakhli/`. */
const dist = new URL('../packages/widgets/dist/loader/', import.meta.url);
const packMap = fileURLToPath(new URL('packs.json', dist));
/** A text pack's file name: `messages.ge.js`, `chunks/guest-booking-messages.ge-<hash>.js`. */
const PACK = /\.(en|ge|ru)(-[\w-]+)?\.js$/;

// Before any script of the page: every shadow root is watched for a text or label that is a message
// id (react-intl shows the id of a text it does not have). A string: no test transform helpers.
const WATCH_FOR_IDS = `(() => {
  document.addEventListener('securitypolicyviolation', (e) => {
    (window.__cspViolations ??= []).push(e.violatedDirective + ' ' + e.blockedURI);
  });
  const ID = /^(guestBooking|ui|shell|validation|toast|error|success)\\.[\\w.]+$/;
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
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(check);
        else check(record.target);
      }
    }).observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'placeholder', 'title'],
    });
    return root;
  };
})();`;

const rootLang = `document.querySelector('${TAG}')?.shadowRoot?.querySelector('[part=root]')?.lang`;
const heading = `document.querySelector('${TAG}')?.shadowRoot?.querySelector('h3')?.textContent ?? ''`;
const packsOf = (language: string): string[] =>
  (JSON.parse(readFileSync(packMap, 'utf8')) as Record<string, Record<string, string[]>>)[TAG]![
    language
  ]!.map((file) => `/sakhli/${file}`);

afterAll(closeBrowser);

describe.skipIf(!builtTags().includes(TAG))('one language on the wire', () => {
  let page: Page;
  const requested: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    page = await (await newContext()).newPage();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/sakhli/')) requested.push(path);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript({ content: WATCH_FOR_IDS });
    // One widget, in the page's default language (English).
    await page.goto(new URL(`/?only=${TAG}`, inject('playgroundURL')).href, { waitUntil: 'load' });
    await waitUntil(page, `${rootLang} === 'en' && (${heading}).length > 0`, 30_000);
    // The widget itself, not its first view painted before the code (issue 28 §5), and settled:
    // the lari sign's check loads once the page is first idle (at most a second, WidgetRoot), and
    // the switch below counts every request.
    await waitUntil(
      page,
      `!!customElements.get('${TAG}') && !document.querySelector('${TAG}').shadowRoot.querySelector('[data-sakhli-first]')`,
    );
    await vi.waitFor(
      () => expect(requested.some((path) => path.includes('/lariSign-'))).toBe(true),
      {
        timeout: 15_000,
        interval: 50,
      },
    );
  });

  it('a cold widget in English fetches its English packs and no Georgian or Russian one', () => {
    const packs = requested.filter((path) => PACK.test(path));
    expect(packs.sort()).toEqual(packsOf('en').sort());
  });

  it("carries no other language's locale data in the code it fetched", () => {
    // Month names travel in each language's pack of the shell's texts (format.ts `monthNames`).
    const fetched = requested.map((path) =>
      readFileSync(new URL(path.slice('/sakhli/'.length), dist), 'utf8'),
    );
    expect(fetched.some((code) => code.includes('November'))).toBe(true);
    expect(fetched.filter((code) => /ნოემბერი|ноябрь/.test(code))).toEqual([]);
  });

  it('switches to Georgian in place: the packs once, the old texts until they arrive, no id', async () => {
    const english = (await page.evaluate(heading)) as string;
    // The Georgian packs are held back until the test has looked: the English texts stay meanwhile.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.ge(-[\w-]+)?\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.evaluate(`document.querySelector('${TAG}').setAttribute('lang', 'ge')`);
    await expect
      .poll(() => requested.filter((path) => /\.ge(-[\w-]+)?\.js$/.test(path)).length)
      .toBe(packsOf('ge').length);
    expect(await page.evaluate(rootLang)).toBe('en');
    expect(await page.evaluate(heading)).toBe(english);
    release();
    await waitUntil(page, `${rootLang} === 'ka'`);
    const georgian = (await page.evaluate(heading)) as string;
    expect(georgian).not.toBe(english);
    expect(georgian).toMatch(/[\u10D0-\u10FF]/);
    expect(requested.filter((path) => /\.ge(-[\w-]+)?\.js$/.test(path)).sort()).toEqual(
      packsOf('ge').sort(),
    );

    // Back and forth: everything is here already, nothing is fetched again.
    const before = requested.length;
    await page.evaluate(`document.querySelector('${TAG}').setAttribute('lang', 'en')`);
    await waitUntil(page, `${rootLang} === 'en'`);
    expect(await page.evaluate(heading)).toBe(english);
    await page.evaluate(`document.querySelector('${TAG}').setAttribute('lang', 'ge')`);
    await waitUntil(page, `${rootLang} === 'ka'`);
    expect(requested.slice(before)).toEqual([]);
    expect(requested.filter((path) => /\.ru(-[\w-]+)?\.js$/.test(path))).toEqual([]);

    expect(await page.evaluate('window.__messageIds')).toEqual([]);
    expect(await pageCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
