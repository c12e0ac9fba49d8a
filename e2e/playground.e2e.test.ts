// Journey 1: a marketing page on another origin, with hostile CSS and a strict CSP, embeds every
// widget through the one-tag loader (issue 4 "Done when"; playground/server.mjs).
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { axeInside } from './support/axe';
import {
  closeBrowser,
  newContext,
  openPage,
  pageCspViolations,
  waitUntil,
  type WatchedPage,
} from './support/browser';
import { builtTags, chunkFiles, embed, PLANNED_TAGS } from './support/playground';

const built = builtTags();
const { loader, dir } = embed();

afterAll(closeBrowser);

describe('the playground page', () => {
  it('is served with a strict CSP and a fresh style nonce per response', async () => {
    const csp = async () =>
      (await fetch(inject('playgroundURL'))).headers.get('content-security-policy') ?? '';
    const [first, second] = [await csp(), await csp()];
    expect(first).toContain("script-src 'self'");
    expect(first).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(first).not.toContain('unsafe-inline');
    expect(first).not.toContain('unsafe-eval');
    expect(first).toContain(`connect-src 'self' ${new URL(inject('apiBase')).origin}`);
    expect(first.match(/nonce-[^']+/)?.[0]).not.toBe(second.match(/nonce-[^']+/)?.[0]);
  });

  describe('with the loader', () => {
    let watched: WatchedPage;

    it('loads without a CSP violation or a script error', async () => {
      watched = await openPage(inject('playgroundURL'));
      const { page } = watched;
      await page.waitForLoadState('networkidle');
      for (const tag of built) {
        await waitUntil(page, `!!customElements.get(${JSON.stringify(tag)})`);
      }
      const loaded = (await page.evaluate(
        `performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)`,
      )) as string[];
      expect(loaded).toContain(`/sakhli/${loader}`);
      expect(await pageCspViolations(page)).toEqual([]);
      expect(watched.cspViolations).toEqual([]);
      expect(watched.errors).toEqual([]);
    });

    it.skipIf(!built.length)(
      'fetches the runtime once, in parallel with the widget chunks',
      async () => {
        // No download chain, proven without reading the clock: every widget file's answer is held
        // back until all of them have been asked for. A file the browser would only discover inside
        // another (a chain) is then never requested, and the wait below fails. (Comparing resource
        // timings raced on a loaded machine: a local answer can land within the loader's own loop.)
        // A first view (first/, issue 28 §5) is the one link before the code, by design: the code
        // is asked for once the view is on screen, so its files are answered at once.
        const expected = [
          ...new Set(built.flatMap((tag) => chunkFiles()[tag]!.map((file) => `/sakhli/${file}`))),
        ];
        const requested: string[] = [];
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const context = await newContext();
        try {
          const page = await context.newPage();
          await page.route('**/sakhli/**', async (route) => {
            const path = new URL(route.request().url()).pathname;
            if (path !== `/sakhli/${loader}` && !path.startsWith('/sakhli/first/')) {
              requested.push(path);
              await released;
            }
            await route.continue();
          });
          await page.goto(inject('playgroundURL'), { waitUntil: 'commit' });
          await vi.waitFor(
            () => expect(expected.filter((path) => !requested.includes(path))).toEqual([]),
            { timeout: 15_000, interval: 20 },
          );
          release();
          expect(requested.filter((path) => path === `/sakhli/${dir}runtime.js`)).toHaveLength(1);
          for (const tag of built) {
            await waitUntil(page, `!!customElements.get(${JSON.stringify(tag)})`);
          }
          // Each listed file once (a widget may fetch more later, on demand: a chart, a dialog).
          const twice = expected.filter(
            (path) => requested.indexOf(path) !== requested.lastIndexOf(path),
          );
          expect(twice).toEqual([]);
        } finally {
          release();
          await context.close();
        }
      },
    );

    it("keeps the page's styles to the page: nothing of ours in <head>, its rules still apply", async () => {
      const { page } = watched;
      const host = (await page.evaluate(`(() => {
        const h1 = getComputedStyle(document.querySelector('h1'));
        return {
          sheets: [...document.styleSheets].map((s) => s.href ? new URL(s.href).pathname : 'inline:' + (s.ownerNode.nonce ? 'nonced' : 'plain')),
          adopted: document.adoptedStyleSheets.length,
          h1: [h1.fontSize, h1.color, h1.fontFamily],
        };
      })()`)) as { sheets: string[]; adopted: number; h1: string[] };
      // The page's own two stylesheets only: ours live in shadow roots.
      expect(host.sheets).toEqual(['/hostile.css', 'inline:nonced']);
      expect(host.adopted).toBe(0);
      expect(host.h1).toEqual(['40px', 'rgb(255, 0, 0)', 'serif']);
    });

    it("styles each widget once: a first view's rules are the widget's, none written again", async () => {
      const { page } = watched;
      // Per element whose first view was painted (its rules are the shadow root's adopted sheet):
      // the classes its widget now uses with no rule anywhere, and those whose rule is in both the
      // view's sheet and Emotion's own (written twice); and how many the view's sheet styles alone.
      const seen = (await page.evaluate(`(() => {
        const rules = (sheets) => sheets.flatMap((s) => Array.from(s?.cssRules ?? [], (r) => r.cssText)).join(' ');
        const has = (text, name) => new RegExp('\\\\.' + name + '(?![\\\\w-])').test(text);
        return [...document.querySelectorAll('*')]
          .filter((e) => e.localName.startsWith('sakhli-') && e.shadowRoot?.adoptedStyleSheets.length)
          .map((e) => {
            const root = e.shadowRoot;
            const view = rules(root.adoptedStyleSheets);
            const own = rules([...root.querySelectorAll('style[data-emotion]')].map((s) => s.sheet));
            const names = [...new Set([...root.querySelectorAll('[class]')].flatMap((n) => [...n.classList]))]
              .filter((c) => c.startsWith('sakhli-'));
            return {
              tag: e.localName,
              unstyled: names.filter((n) => !has(view, n) && !has(own, n)),
              twice: names.filter((n) => has(view, n) && has(own, n)),
              fromView: names.filter((n) => has(view, n)).length,
            };
          });
      })()`)) as { tag: string; unstyled: string[]; twice: string[]; fromView: number }[];
      expect(seen.length).toBeGreaterThan(0);
      for (const element of seen) {
        expect(element, element.tag).toMatchObject({ unstyled: [], twice: [] });
        expect(element.fromView, element.tag).toBeGreaterThan(0);
      }
    });

    for (const tag of PLANNED_TAGS) {
      describe(`<${tag}>`, () => {
        it.skipIf(!built.includes(tag))(
          'upgrades into an open shadow root with content',
          async () => {
            const rendered = await waitUntil(
              watched.page,
              `(() => { const el = document.querySelector(${JSON.stringify(tag)});
               return el?.shadowRoot?.mode === 'open' && el.shadowRoot.querySelector('[data-sakhli-root] *') !== null; })()`,
            );
            expect(rendered).toBe(true);
          },
        );

        it.skipIf(!built.includes(tag))("is not restyled by the page's hostile CSS", async () => {
          const inside = (await watched.page.evaluate(`(() => {
            const root = document.querySelector(${JSON.stringify(tag)}).shadowRoot;
            const texts = [...root.querySelectorAll('[data-sakhli-root] *')].filter((el) =>
              [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
            return texts.slice(0, 20).map((el) => { const s = getComputedStyle(el);
              return { size: parseFloat(s.fontSize), color: s.color, family: s.fontFamily, transform: s.textTransform }; });
          })()`)) as { size: number; color: string; family: string; transform: string }[];
          expect(inside.length).toBeGreaterThan(0);
          for (const style of inside) {
            expect(style.size).toBeLessThanOrEqual(32);
            expect(style.color).not.toBe('rgb(255, 0, 0)');
            expect(style.family).not.toBe('serif');
            expect(style.transform).toBe('none');
          }
        });

        it.skipIf(!built.includes(tag))('has no axe violation inside its shadow root', async () => {
          expect(await axeInside(watched.page, tag)).toEqual([]);
        });
      });
    }
  });

  it.skipIf(!built.includes('sakhli-guest-booking'))(
    'a widget whose code failed as the connection dropped, and again as it came back, comes up by itself',
    async () => {
      // Issue 27 §1, met by the fault suite under load: the code asked again on 'online' failed
      // too (the browser heard it was back before its requests went through), and the loader
      // waited for an 'online' that never came. Now a failure online has one more try.
      const context = await newContext();
      try {
        const page = await context.newPage();
        // Counts the waits for 'online' (the loader's, once its code failed offline): the test goes
        // back online only after the page has seen the failure. Under load the page once saw it
        // after the test was back online, so as a failure online: a different case (one more try).
        await page.addInitScript({
          content: `window.__onlineWaits = 0;
            const listen = window.addEventListener;
            window.addEventListener = function (type, ...rest) {
              if (type === 'online') window.__onlineWaits++;
              return listen.call(this, type, ...rest);
            };`,
        });
        const shared = `/sakhli/${dir}platform.js`;
        let asked = 0;
        await page.route(`**${shared}`, async (route) => {
          asked++;
          if (asked === 1) {
            await context.setOffline(true);
            await route.abort('internetdisconnected');
          } else if (asked === 2) await route.abort('connectionreset');
          else await route.continue();
        });
        await page.goto(new URL('prefetch', inject('playgroundURL')).href);
        await page.getByText('Book a stay').hover();
        await vi.waitFor(() => expect(asked).toBe(1));
        await waitUntil(page, 'window.__onlineWaits > 0');
        expect(await page.evaluate(`!!customElements.get('sakhli-guest-booking')`)).toBe(false);
        await context.setOffline(false);
        await waitUntil(page, `!!customElements.get('sakhli-guest-booking')`);
        // Two failures and one try that works; once, in a full run under load (d8cc884), a fourth
        // ask came (cause not pinned; alone the count is 3): a bound against a retry storm.
        expect(asked).toBeGreaterThanOrEqual(3);
        expect(asked).toBeLessThanOrEqual(4);
      } finally {
        await context.close();
      }
    },
  );

  describe.skipIf(!['sakhli-guest-booking', 'sakhli-ticket-chat'].every((t) => built.includes(t)))(
    'fetching a widget when it is needed (issue 28 §6, /prefetch)',
    () => {
      it('fetches nothing for unseen elements, a chunk on a marked trigger, the far one when near', async () => {
        const context = await newContext();
        try {
          const page = await context.newPage();
          const requested: string[] = [];
          page.on('request', (request) => {
            const path = new URL(request.url()).pathname;
            if (path.startsWith('/sakhli/')) requested.push(path.slice('/sakhli/'.length));
          });
          const files = chunkFiles();
          const entry = (tag: string) => files[tag]!.at(-1)!;
          const { loader, dir } = embed();
          await page.goto(new URL('prefetch', inject('playgroundURL')).href);
          await page.waitForLoadState('networkidle');
          // The loader has looked (its observer answers within a frame): the booking sits in a closed
          // panel and the chat four screens down, so nothing but the loader came.
          await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))');
          await page.waitForLoadState('networkidle');
          expect(requested).toEqual([loader]);

          // Hovering the panel's marked trigger fetches the booking's code (and the runtime), not the chat's.
          await page.getByText('Book a stay').hover();
          await vi.waitFor(() => expect(requested).toContain(entry('sakhli-guest-booking')));
          await waitUntil(page, `!!customElements.get('sakhli-guest-booking')`);
          expect(requested).toContain(`${dir}runtime.js`);
          expect(requested).not.toContain(entry('sakhli-ticket-chat'));

          // Scrolled near, the chat's code comes and the element upgrades.
          await page.locator('#far h2').scrollIntoViewIfNeeded();
          await vi.waitFor(() => expect(requested).toContain(entry('sakhli-ticket-chat')));
          await waitUntil(page, `!!customElements.get('sakhli-ticket-chat')`);
          expect(requested.filter((file) => file === `${dir}runtime.js`)).toHaveLength(1);
        } finally {
          await context.close();
        }
      });
    },
  );
});
