// Interop suite (issue 27 §3, §6): the elements side by side on one page, attributes changed at
// runtime, removed / re-added / moved, 50 mount-unmount cycles each (timers, listeners, requests,
// heap), and every widget in four hosts — plain HTML (the playground: hostile CSS, strict CSP),
// a Vue 3 app, a React 19 Vite app on the built npm package, and Node without a DOM (SSR). Prints
// hosts × elements and fails when a built element is left out of a host.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newContext, waitUntil } from '../support/browser';
import { fixtures } from '../support/demo';
import { builtTags } from '../support/playground';
import { signInAs } from '../support/session';
import { LEAK_PROBE, mountCycles, soak } from '../support/soak.mjs';
import {
  attributeCases,
  ELSEWHERE,
  PAGE_HELPERS,
  RECIPES,
  type AttributeCase,
  type InteropSetup,
} from './elements';
import { startHostServer, type HostServer } from './hostServer';

const built = builtTags();
const HOSTS = ['plain HTML', 'Vue 3', 'React 19 (npm)', 'Node SSR'] as const;
type Host = (typeof HOSTS)[number];
const covered = new Map<Host, Set<string>>(HOSTS.map((host) => [host, new Set()]));
const cover = (host: Host, tags: readonly string[]) =>
  tags.forEach((t) => covered.get(host)!.add(t));
const heap: string[] = [];

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Attributes each element documents, from the shipped manifest (custom-elements.json). */
const documented: Record<string, string[]> = Object.fromEntries(
  (
    JSON.parse(readFileSync(here('../../packages/widgets/custom-elements.json'), 'utf8')) as {
      modules: { declarations: { tagName?: string; attributes?: { name: string }[] }[] }[];
    }
  ).modules
    .flatMap((m) => m.declarations)
    .filter((d) => d.tagName)
    .map((d) => [d.tagName!, (d.attributes ?? []).map((a) => a.name)]),
);

let setup: InteropSetup;
let hostServer: HostServer;
let reactBuilt: Promise<unknown>;

/** A context whose pages count timers, listeners and requests and know the setup. */
async function interopContext(): Promise<BrowserContext> {
  // The loader fetches an element's code only when it nears the viewport (issue 28 §6): ten widgets
  // stacked on one page are all in view on this tall screen, as a reader scrolling would bring them.
  const context = await newContext({ viewport: { width: 1280, height: 12_000 } });
  await context.addInitScript({ content: LEAK_PROBE });
  await context.addInitScript({ content: PAGE_HELPERS });
  await context.addInitScript({
    content: `Object.defineProperty(window, '__interop', { value: ${JSON.stringify(setup)} });`,
  });
  return context;
}

/** Opens `url` in a new page of `context`, collecting uncaught errors and console errors. */
async function open(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The browser's own network lines (a wrong hash's 404 is the point of that case) are not the
    // page's errors; the fault suite owns failed calls.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors };
}

/** Runs an async page script; rejects with its message (the browser code is a string). */
const run = (page: Page, body: string) =>
  page.evaluate(`(async () => {
    const s = window.__interop, p = window.__interopPage, probe = window.__sakhliProbe;
    ${body}
  })()`);

/** Creates `tag` from its recipe in `parent` (a selector) and waits until it shows its content. */
const mountJs = (tag: string, parent = 'body') => `
  const el = (${RECIPES[tag]!.create})(s);
  document.querySelector('${parent}').append(el);
  await probe.until(() => (${RECIPES[tag]!.ready})(el));`;

/** The npm package's dist (pnpm test builds every package first; a bare `pnpm e2e` may not have). */
function ensurePackageBuilt(): void {
  for (const name of ['sdk', 'widgets']) {
    if (existsSync(here(`../../packages/${name}/dist/index.js`))) continue;
    const run = spawnSync('pnpm', ['--filter', `@sakhli/${name}`, 'exec', 'tsup'], {
      cwd: here('../..'),
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`building @sakhli/${name} failed`);
  }
}

beforeAll(async () => {
  ensurePackageBuilt();
  // The fixture app builds while the sessions are made (one build per run).
  reactBuilt = build({ configFile: here('../fixtures/react-app/vite.config.ts') });
  const [data, owner, resident, server] = await Promise.all([
    fixtures(),
    fixtures().then(({ accounts }) => {
      const account = accounts.find((a) => a.role === 'owner')!;
      return signInAs(account.email, account.password);
    }),
    fixtures().then(({ accounts }) => {
      const account = accounts.find((a) => a.role === 'resident')!;
      return signInAs(account.email, account.password);
    }),
    startHostServer(),
  ]);
  hostServer = server;
  const viewable = (data.bookingCancelLinks ?? []).filter((l) => l.kind !== 'expired');
  setup = {
    apiBase: inject('apiBase'),
    owner,
    resident,
    guest: data.guestLinks!.slice(0, 2).map(({ apartmentId, hash }) => ({ apartmentId, hash })),
    cancel: viewable.slice(0, 2).map(({ bookingId, token, lang }) => ({ bookingId, token, lang })),
  };
});

afterAll(async () => {
  await hostServer?.close();
  await closeBrowser();
});

describe('plain HTML: the playground (hostile CSS, strict CSP, one-tag loader)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await interopContext();
    // `?only=none`: the loader and the page's CSS, no element yet; the tests add them.
    ({ page, errors } = await open(context, `${inject('playgroundURL')}?only=none`));
  });
  afterAll(() => context?.close());
  beforeEach(() => {
    errors.length = 0;
  });

  it('holds all five, and a second of each, with unique ids and every aria reference resolved in its own root', async () => {
    const problems = (await run(
      page,
      `${built.map((tag) => `{ ${mountJs(tag)} }`).join('\n')}
      const elements = [...document.querySelectorAll('body > *')].filter((e) => e.localName.startsWith('sakhli-'));
      const seconds = [];
      ${JSON.stringify(built)}.forEach((tag) => seconds.push((${'{'}
        'sakhli-guest-booking': () => { const el = document.createElement(tag); el.setAttribute('apartment-id', s.guest[0].apartmentId); el.setAttribute('hash', s.guest[0].hash); el.setAttribute('instance', 'second'); return el; },
        'sakhli-booking-change': () => { const el = document.createElement(tag); el.setAttribute('mode', 'cancel'); el.setAttribute('booking-id', s.cancel[1].bookingId); el.token = s.cancel[1].token; return el; },
        'sakhli-ticket-chat': () => { const el = document.createElement(tag); el.session = s.resident; el.setAttribute('instance', 'second'); return el; },
        'sakhli-apartment-bills': () => { const el = document.createElement(tag); el.session = s.owner; el.setAttribute('apartment-id', s.guest[1].apartmentId); return el; },
        'sakhli-loyalty-wallet': () => { const el = document.createElement(tag); el.setAttribute('test-mode', ''); return el; },
      })[tag]()));
      seconds.forEach((el) => document.body.append(el));
      const all = [...elements, ...seconds];
      const ready = ${readyByTag()};
      await probe.until(() => all.every((el) => el.hasAttribute('test-mode') ? p.has(el, '[part~=demo-banner]') : ready[el.localName](el)));
      const REFS = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-errormessage', 'aria-activedescendant', 'aria-owns', 'for'];
      const problems = [];
      const seen = new Map();
      for (const el of all) {
        const root = el.shadowRoot;
        const ids = [...root.querySelectorAll('[id]')].map((n) => n.id);
        for (const id of new Set(ids)) {
          if (ids.indexOf(id) !== ids.lastIndexOf(id)) problems.push(el.localName + ': id "' + id + '" twice in one root');
          if (seen.has(id) && seen.get(id) !== el) problems.push(el.localName + ': id "' + id + '" also in ' + seen.get(id).localName);
          seen.set(id, el);
        }
        for (const node of root.querySelectorAll(REFS.map((a) => '[' + a + ']').join(','))) {
          // A closed dialog's title is not rendered, and neither is the dialog: nothing is announced.
          if (!node.checkVisibility()) continue;
          for (const attr of REFS) for (const id of (node.getAttribute(attr) || '').split(/\\s+/).filter(Boolean)) {
            if (!root.getElementById(id)) problems.push(el.localName + ': ' + attr + '="' + id + '" names nothing in its root');
          }
        }
      }
      return problems;`,
    )) as string[];
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps two of the same apart: typing, filters and data stay in their own element', async () => {
    const result = (await run(
      page,
      `const two = (tag) => [...document.querySelectorAll(tag)].slice(0, 2);
      const out = {};
      // Typing in one guest booking leaves the other's field as it was.
      const [g1, g2] = two('sakhli-guest-booking');
      if (g1) {
        const field = g1.shadowRoot.querySelector('input[type=email]');
        field.focus();
        document.execCommand('insertText', false, 'guest@example.ge');
        out.typed = [field.value, g2.shadowRoot.querySelector('input[type=email]').value];
      }
      // Two ticket chats with different sessions: each its own user's tickets.
      const [t1, t2] = two('sakhli-ticket-chat');
      if (t1) {
        out.tickets = p.text(t1) !== p.text(t2);
        // A third given the first one's session object (shared by design) shows that user's list.
        const t3 = document.createElement('sakhli-ticket-chat');
        t3.session = t1.session;
        t3.setAttribute('instance', 'third');
        document.body.append(t3);
        await probe.until(() => p.has(t3, '[part~=ticket-list] li') && !p.busy(t3));
        out.shared = p.text(t3) === p.text(t1);
      }
      const [b1, b2] = two('sakhli-booking-change');
      if (b1) out.bookings = [p.says(b1, '№ ' + s.cancel[0].bookingId), p.says(b2, '№ ' + s.cancel[1].bookingId)];
      const [a1, a2] = two('sakhli-apartment-bills');
      if (a1) {
        await probe.until(() => p.text(a2) !== p.text(a1));
        out.apartments = true;
        // A tab chosen in one leaves the other's selection.
        const before = p.selected(a2);
        [...a1.shadowRoot.querySelectorAll('[part~=tab]')].find((t) => t.getAttribute('aria-selected') !== 'true').click();
        await probe.until(() => p.selected(a1) !== before);
        out.tabs = p.selected(a2) === before;
      }
      const [w1, w2] = two('sakhli-loyalty-wallet');
      if (w1) out.wallets = [p.has(w1, '[part~=demo-banner]'), p.has(w2, '[part~=demo-banner]')];
      return out;`,
    )) as Record<string, unknown>;
    const expected: Record<string, unknown> = {};
    if (built.includes('sakhli-guest-booking')) expected.typed = ['guest@example.ge', ''];
    if (built.includes('sakhli-ticket-chat'))
      Object.assign(expected, { tickets: true, shared: true });
    if (built.includes('sakhli-booking-change')) expected.bookings = [true, true];
    if (built.includes('sakhli-apartment-bills'))
      Object.assign(expected, { apartments: true, tabs: true });
    if (built.includes('sakhli-loyalty-wallet')) expected.wallets = [false, true];
    expect(result).toEqual(expected);
    expect(errors).toEqual([]);
    await run(
      page,
      `document.querySelectorAll('body > *').forEach((e) => e.localName.startsWith('sakhli-') && e.remove());`,
    );
  });

  const cases = attributeCases(built);
  it.each(cases.map((c) => [`<${c.tag} ${c.attribute}>`, c] as const))(
    're-renders when %s changes at runtime',
    async (_name, c: AttributeCase) => {
      await run(page, attributeScript(c));
      expect(errors).toEqual([]);
    },
  );

  it('names every documented attribute in a runtime case (or where it is covered)', () => {
    const missing = built.flatMap((tag) =>
      (documented[tag] ?? [])
        .filter(
          (a) =>
            !cases.some((c) => c.tag === tag && c.attribute === a) &&
            !ELSEWHERE[a] &&
            !ELSEWHERE[`${tag} ${a}`],
        )
        .map((a) => `${tag} ${a}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(built)('%s removed, re-added and moved keeps its styles and works again', async (tag) => {
    const styles = (await run(
      page,
      `const a = document.createElement('div'); const b = document.createElement('div');
      b.innerHTML = '<article><div class="deeper"></div></article>';
      document.body.append(a, b);
      ${mountJs(tag, 'body > div:nth-last-child(2)')}
      const look = () => { const root = el.shadowRoot.querySelector('[part~=root]'); const c = getComputedStyle(root);
        const button = el.shadowRoot.querySelector('button, [part~=tab], input'); const d = button && getComputedStyle(button);
        return [c.backgroundColor, c.fontFamily, c.fontSize, c.paddingTop, d && d.borderRadius, d && d.fontSize].join(' | '); };
      const shown = ${RECIPES[tag]!.ready};
      const first = look();
      el.remove();
      a.append(el);
      await probe.until(() => shown(el));
      const readded = look();
      b.querySelector('.deeper').append(el);
      await probe.until(() => shown(el));
      const moved = look();
      // Works again: a live React root follows a language change.
      const georgian = p.letters(el, /[\\u10A0-\\u10FF]/g);
      el.setAttribute('lang', 'ge');
      await probe.until(() => p.letters(el, /[\\u10A0-\\u10FF]/g) > georgian + 20);
      a.remove(); b.remove();
      return { first, readded, moved };`,
    )) as { first: string; readded: string; moved: string };
    expect(styles.first).toMatch(/px/);
    expect(styles.readded).toBe(styles.first);
    expect(styles.moved).toBe(styles.first);
    expect(errors).toEqual([]);
    cover('plain HTML', [tag]);
  });
});

/** The in-page script of one runtime attribute case: mount, change step by step, clean up. */
function attributeScript(c: AttributeCase): string {
  const create = c.bare ? `document.createElement('${c.tag}')` : `(${RECIPES[c.tag]!.create})(s)`;
  const shown = c.bare
    ? `el.shadowRoot?.querySelector('[data-sakhli-root] *')`
    : `(${RECIPES[c.tag]!.ready})(el)`;
  const steps = c.steps
    .map((step, i) => {
      const set = Object.entries(step.set ?? {})
        .map(([name, value]) =>
          value === null
            ? `el.removeAttribute('${name}');`
            : `el.setAttribute('${name}', \`${value}\`);`,
        )
        .join(' ');
      return `{
        const since = performance.now();
        ${set}
        ${step.act ?? ''}
        try { await probe.until(() => ${step.until}, 15000); }
        catch { throw new Error('step ${i + 1} (${JSON.stringify(step.set ?? {}).replace(/'/g, '')}) never showed: ${step.until.replace(/[`'\\]/g, '')} — now vs at start: ' + p.diff(p.text(el), start.text)); }
      }`;
    })
    .join('\n');
  return `const address = location.pathname + location.search;
    ${c.before ?? ''}
    const el = ${create};
    document.body.append(el);
    try {
      await probe.until(() => ${shown});
      // Settled: not busy, and the same over a frame. A chart draws its plot only once its
      // ResizeObserver reports, in the frame after its commit, then shows "Loading the chart…"
      // while the plot's code comes: a start read in between (a full run once did) lacked it.
      for (let before = null; before !== p.text(el) || p.busy(el); ) {
        before = p.busy(el) ? null : p.text(el);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      }
      const start = { text: p.text(el), bg: p.bg(el), selected: p.selected(el),
        georgian: p.letters(el, /[\\u10A0-\\u10FF]/g), cyrillic: p.letters(el, /[\\u0400-\\u04FF]/g) };
      ${steps}
    } finally {
      el.remove();
      history.replaceState(null, '', address);
    }`;
}

describe('50 mount/unmount cycles per element (plain HTML)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  /** What a soak mounts of `tag`, and when it shows its content. */
  const element = async (tag: string) => {
    // The ticket chat with a conversation open polls: fast here, so a poll left behind shows.
    const extra =
      tag === 'sakhli-ticket-chat'
        ? `el.setAttribute('poll-ms', '200'); el.setAttribute('ticket-id', '${await firstTicket()}');`
        : '';
    const selector = tag === 'sakhli-ticket-chat' ? '[part~=conversation]' : RECIPES[tag]!.selector;
    return {
      mount: `() => { const el = (${RECIPES[tag]!.create})(window.__interop); ${extra} document.body.append(el); return el; }`,
      ready: `(el) => !!el.shadowRoot?.querySelector('${selector}')`,
    };
  };

  beforeAll(async () => {
    context = await interopContext();
    ({ page, errors } = await open(context, `${inject('playgroundURL')}?only=none`));
    // The runtime they share (React, Emotion, the query client) warmed by every widget first: the
    // engine's compiled code went into the first widget's growth, whichever it was (+5-7 % here,
    // over 10 % under load in CI, against 0-2 % for the next ones; a leak grows at any place).
    for (const tag of built) await mountCycles(page, await element(tag), 10);
  }, 180_000);
  afterAll(() => context?.close());

  it.each(built)(
    '%s leaves no timer, listener, frame or request behind, and the heap grows < 10 %',
    async (tag) => {
      const result = await soak(page, { ...(await element(tag)), cycles: 50, quietMs: 1000 });
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      heap.push(
        `${tag}: ${kb(result.heapBefore)} → ${kb(result.heapAfter)} (${(result.growth * 100).toFixed(1)} %) over ${result.cycles} cycles after ${result.warmup} warm-up (${kb(result.heapFirst)} after the first)`,
      );
      expect.soft(result.leftovers).toEqual([]);
      expect.soft(result.requestsAfterUnmount).toEqual([]);
      expect.soft(result.growth).toBeLessThan(0.1);
      expect(errors).toEqual([]);
    },
    180_000,
  );
});

/** The owner's first ticket, from the API (the soak opens its conversation). */
async function firstTicket(): Promise<number> {
  const response = await fetch(new URL('api/tickets/list', setup.apiBase), {
    headers: {
      accept: 'application/json',
      'access-token': setup.owner.accessToken,
      'refresh-token': setup.owner.refreshToken,
    },
  });
  const { data } = (await response.json()) as { data: { items: { id: number }[] } };
  return data.items[0]!.id;
}

describe('a Vue 3 app (custom-element mode, session as a property)', () => {
  it('renders every element, hands secrets over as properties and follows its reactive state', async () => {
    const context = await interopContext();
    try {
      const { page, errors } = await open(context, `${hostServer.url}vue/`);
      const tags = JSON.stringify(built);
      await waitUntil(
        page,
        `${tags}.every((tag) => { const el = document.querySelector(tag);
          return el && (${readyByTag()})[tag](el); })`,
        30_000,
      );
      // A secret bound with .prop never became an attribute ("[object Object]" or a token).
      const attributes = (await page.evaluate(
        `${tags}.map((tag) => document.querySelector(tag).getAttributeNames().join(' '))`,
      )) as string[];
      for (const names of attributes) expect(names).not.toMatch(/session|token|client/);

      // Vue patches the elements' attributes: language and apartment follow the app's state.
      const before = (await page.evaluate(
        `(() => { const p = window.__interopPage; return { bills: p.text(document.querySelector('sakhli-apartment-bills')),
          georgian: ${tags}.map((tag) => p.letters(document.querySelector(tag), /[\\u10A0-\\u10FF]/g)) }; })()`,
      )) as { bills: string; georgian: number[] };
      await page.evaluate(`window.__vueState.lang = 'ge'`);
      await waitUntil(
        page,
        `${tags}.every((tag, i) => window.__interopPage.letters(document.querySelector(tag), /[\\u10A0-\\u10FF]/g) > ${JSON.stringify(before.georgian)}[i] + 20)`,
      );
      if (built.includes('sakhli-apartment-bills')) {
        await page.evaluate(
          `window.__vueState.apartmentId = window.__interop.guest[1].apartmentId`,
        );
        await waitUntil(
          page,
          `(() => { const el = document.querySelector('sakhli-apartment-bills');
            return el.shadowRoot.querySelector('[part~=tabs]') && window.__interopPage.text(el) !== ${JSON.stringify(before.bills)}; })()`,
        );
      }
      // A nonce changed at runtime: the element's styles are written again with it (no page CSP here).
      await page.evaluate(
        `document.querySelector('${built[0]}').setAttribute('nonce', 'interop-nonce')`,
      );
      await waitUntil(
        page,
        `[...document.querySelector('${built[0]}').shadowRoot.querySelectorAll('style')].some((s) => s.nonce === 'interop-nonce')`,
      );
      expect(errors).toEqual([]);
      cover('Vue 3', built);
    } finally {
      await context.close();
    }
  });
});

/** `{ tag: (el) => boolean }` for every built element, as page code. */
function readyByTag(): string {
  return `{ ${built.map((tag) => `'${tag}': ${RECIPES[tag]!.ready}`).join(', ')} }`;
}

describe('a React 19 Vite app on the built npm package', () => {
  it('renders every widget from @sakhli/widgets (dist) and follows the app language', async () => {
    await reactBuilt;
    const context = await interopContext();
    try {
      const { page, errors } = await open(context, `${hostServer.url}react/`);
      const sections = Object.fromEntries(built.map((tag) => [tag, RECIPES[tag]!.selector]));
      const shown = `Object.entries(${JSON.stringify(sections)}).filter(([tag, selector]) =>
        document.querySelector('[data-widget="' + tag + '"] ' + selector)).map(([tag]) => tag)`;
      await waitUntil(page, `${shown}.length === ${built.length}`, 30_000);
      const georgian = `Object.keys(${JSON.stringify(sections)}).map((tag) =>
        (document.querySelector('[data-widget="' + tag + '"]').innerText.match(/[\\u10A0-\\u10FF]/g) ?? []).length)`;
      const before = (await page.evaluate(georgian)) as number[];
      await page.click('#to-georgian');
      await waitUntil(
        page,
        `${georgian}.every((count, i) => count > ${JSON.stringify(before)}[i] + 20)`,
      );
      // A widget says what it is about before its data (issue 28 §5): the Georgian heading can
      // come before the re-fetched details, so wait for every widget's content again.
      await waitUntil(page, `${shown}.length === ${built.length}`, 30_000);
      expect(errors).toEqual([]);
      cover('React 19 (npm)', (await page.evaluate(shown)) as string[]);
    } finally {
      await context.close();
    }
  });
});

describe('Node without a DOM (SSR)', () => {
  it('imports every public entry without touching window, and renders every widget to a string', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [here('./ssr.mjs')], {
      env: { PATH: process.env.PATH ?? '' },
    });
    const report = JSON.parse(stdout) as {
      domGlobalsAtStart: string[];
      entries: { entry: string; ok: boolean; error?: string }[];
      widgets: { tag: string; ok: boolean; error?: string }[];
      globalsAdded: string[];
      consoleErrors: string[];
    };
    expect(report.domGlobalsAtStart).toEqual([]);
    expect(report.entries.filter((e) => !e.ok)).toEqual([]);
    expect(report.entries.map((e) => e.entry)).toContain('@sakhli/widgets/elements');
    expect(report.widgets.filter((w) => !w.ok)).toEqual([]);
    expect(report.globalsAdded).toEqual([]);
    expect(report.consoleErrors).toEqual([]);
    cover(
      'Node SSR',
      report.widgets.filter((w) => w.ok).map((w) => w.tag),
    );
  });
});

describe('coverage', () => {
  it('covers every built element in every host (hosts × elements)', () => {
    const width = Math.max(...built.map((t) => t.length));
    const lines = [
      `interop: hosts × elements (${HOSTS.length} × ${built.length})`,
      `${''.padEnd(width)}  ${HOSTS.join(' | ')}`,
      ...built.map(
        (tag) =>
          `${tag.padEnd(width)}  ${HOSTS.map((h) => (covered.get(h)!.has(tag) ? '✓' : '✗').padEnd(h.length)).join(' | ')}`,
      ),
      `runtime attributes: ${attributeCases(built).length} cases; elsewhere: ${Object.entries(
        ELSEWHERE,
      )
        .map(([a, why]) => `${a} (${why})`)
        .join('; ')}`,
      'heap after GC, warm → last of 50 cycles:',
      ...heap.map((line) => `  ${line}`),
    ];
    console.log(lines.join('\n'));
    const missing = HOSTS.flatMap((host) =>
      built.filter((tag) => !covered.get(host)!.has(tag)).map((tag) => `${host}: ${tag}`),
    );
    expect(built.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
