// The XSS suite (issue 27 §2, §6): the corpus (support/xssCorpus.ts, 69 payloads) is written once
// through the demo API into every place server or user text is shown (support/xssSeed.ts), then
// every portal route (as the owner, and each route a resident may open as the resident: their own
// tickets, bills, wallet and notifications) and every built widget is opened once at 375 px, all
// payloads checked at the same time: nothing runs (the sentinel flag stays unset, no dialog opens,
// no CSP violation), no on* attribute, javascript: URL or frame/script element in the DOM or any
// open shadow root, nothing wider than the screen, no console error. The CSV and PDF exports are read as downloaded. It prints
// payloads × sinks and the screens each payload was seen on, and fails when a built widget or a
// route of the tree is neither visited nor excluded below with its reason.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { routePatterns } from '../packages/portal/src/app/routePaths';
import { analyticsMessages } from '../packages/portal/src/features/analytics/messages';
import { bookingsMessages } from '../packages/portal/src/features/bookings/messages';
import { closeBrowser, launch, newContext } from './support/browser';
import { fixtures, onPlayground, resetDemo } from './support/demo';
import { builtTags } from './support/playground';
import { CORPUS, needle } from './support/xssCorpus';
import { inspect, WATCH_SCRIPT } from './support/xssInspect';
import { seedCorpus, type Seeded } from './support/xssSeed';
import { startPortal, type PortalServer } from './portal/portalServer';
import { redact as redactLinks } from './portal/requestBudget';
import { ROLES, roleData, signInThroughUi } from './portal/roles';
import { sampleUrl, type RoleData } from './portal/routeSamples';

/** Link secrets out of what is printed: tokens and hashes (the budget suite's), and time hashes. */
const redact = (text: string) =>
  redactLinks(text).replace(/(\/qr\/booking\/\d+\/…\/)[^/?\s,]+/g, '$1…');

const WIDTH = 375;
const HEIGHT = 740;

/**
 * Routes of the tree the suite does not open, and why. The auth area shows no server or user text
 * (its forms' own inputs are the user's, typed on the same screen); /logout signs out.
 */
const EXCLUDED: Record<string, string> = {
  '/login': 'auth form: no server or user text',
  '/registration': 'auth form: no server or user text',
  '/forgot-password': 'auth form: no server or user text',
  '/reset-password': 'auth form: no server or user text',
  '/verification': 'auth form: no server or user text',
  '/terms': 'static terms: no server or user text',
  '/activate': 'activation answer: no server or user text',
  '/logout': 'signs out',
};

/**
 * Routes that show no server or user text the corpus reaches, so no payload is expected there (any
 * other screen that shows none fails: its data did not arrive, or a sink lost its seed).
 */
const NO_PAYLOAD: Record<string, string> = {
  '/test': 'the API check page: endpoint names and statuses only',
  '/profile': "the user's own name and e-mail (seeded accounts)",
  '/loyalty/new-recommendation': 'an empty form (countries from the API)',
  '/devices': 'sign-ins by operating system and browser, parsed from the user agent',
  '/404': 'not found',
};

/** Routes that show the resident none of the corpus (it went to the owner's rows), and why. */
const RESIDENT_NO_PAYLOAD: Record<string, string> = {};

/** `XSS_ONLY=<regex>`: open only the matching screens (debugging; the coverage test then fails). */
const ONLY = process.env.XSS_ONLY ? new RegExp(process.env.XSS_ONLY) : null;

let portal: PortalServer;
let seeded: Seeded;
/** Payload number → the screens (routes, widgets, exports) it was seen on. */
const seenOn = new Map<number, Set<string>>(CORPUS.map((p) => [p.n, new Set()]));
/** Screen → how many payloads it showed as text. */
const shownOn = new Map<string, number>();
const visited = new Set<string>();
const started = Date.now();

/** Records which payloads `text` shows; the screen must show one unless `quiet`. */
function recordShown(screen: string, text: string, failures: string[], quiet = false): void {
  let shown = 0;
  for (const p of CORPUS) {
    if (text.includes(needle(p.text))) {
      seenOn.get(p.n)!.add(screen);
      shown++;
    }
  }
  shownOn.set(screen, shown);
  if (shown === 0 && !quiet) failures.push(`${screen}: shows none of the payloads`);
}

/** Everything that went wrong on a page: console errors, uncaught errors, dialogs, failed calls. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript({ content: WATCH_SCRIPT });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog (${d.type()}): ${d.message()}`);
    void d.dismiss();
  });
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.status() >= 400)
      problems.push(`${r.request().method()} ${url.pathname} answered ${r.status()}`);
  });
  return problems;
}

/** Checks the open page as `screen`: inert, inside the screen, and which payloads it shows. */
async function check(
  page: Page,
  screen: string,
  problems: string[],
  failures: string[],
  host: string | null = null,
  quiet = false,
): Promise<void> {
  const seen = await inspect(page, host);
  if (seen.flag !== null) failures.push(`${screen}: payload ${String(seen.flag)} ran`);
  for (const part of new Set([...seen.active, ...seen.seen])) failures.push(`${screen}: ${part}`);
  if (seen.overflow > 1)
    failures.push(`${screen}: ${seen.overflow} px wider than the screen (${seen.wide.join('; ')})`);
  recordShown(screen, seen.text, failures, quiet);
  failures.push(...problems.splice(0).map((p) => `${screen}: ${p}`));
  visited.add(screen);
}

/** The screen has its heading and no skeleton left. */
async function settled(page: Page, url: string, failures: string[]): Promise<void> {
  await page
    .getByRole('heading')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .catch(() => failures.push(`${url}: no heading`));
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 30_000,
    })
    .catch(() => failures.push(`${url}: still loading after 30 s`));
}

beforeAll(async () => {
  await resetDemo();
  [seeded, portal] = await Promise.all([seedCorpus(), startPortal(inject('apiBase'))]);
});

afterAll(async () => {
  const sinks = Object.entries(seeded?.sinks ?? {});
  console.log(
    `\nXSS corpus: ${CORPUS.length} payloads × ${sinks.length} sinks = ${sinks.reduce((n, [, ps]) => n + ps.length, 0)} writes`,
  );
  for (const [sink, ps] of sinks) console.log(`  ${sink}: ${ps.length}/${CORPUS.length}`);
  console.log(`Screens: ${visited.size} (payloads shown as text on each)`);
  for (const [screen, shown] of shownOn) console.log(`  ${redact(screen)}: ${shown}`);
  const unseen = [...seenOn].filter(([, s]) => s.size === 0).map(([n]) => n);
  console.log(
    `Payloads seen on screen: ${CORPUS.length - unseen.length}/${CORPUS.length}${unseen.length ? ` (never as text: ${unseen.join(', ')})` : ''}`,
  );
  console.log(`Excluded routes: ${Object.keys(EXCLUDED).join(', ')}`);
  console.log(`XSS suite wall time: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  await closeBrowser();
  await portal?.close();
  // The next journeys share this demo API: they must not meet the corpus.
  await resetDemo();
});

describe('XSS: every route and widget at 375 px', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let data: RoleData;
  let order: { bookingId: number; orderId: number } | undefined;
  const owner = ROLES[0]!;

  beforeAll(async () => {
    context = await (
      await launch()
    ).newContext({
      viewport: { width: WIDTH, height: HEIGHT },
      acceptDownloads: true,
    });
    page = await context.newPage();
    problems = await watch(page);
    await signInThroughUi(page, portal.url, owner);
    data = await roleData(page, owner);
    order = await anOrder();
    problems.length = 0;
  });

  afterAll(async () => {
    await context?.close();
  });

  /** The address the suite opens for a route pattern (the role's samples, the seeded items). */
  function routeUrl(path: string, as = { data: () => data, ticketId: () => seeded.ticketId }) {
    // One real order (the sample's order id is no booking's: a not-found state).
    if (path.endsWith('$orderId') && order)
      return `/bookings/${order.bookingId}/orders/${order.orderId}`;
    // The guest's booking form needs a live time hash (the sample's is forged: a refusal).
    if (path.endsWith('$timeHash')) {
      const guest = new URL(seeded.guestLink);
      return `${guest.pathname}${guest.search}`;
    }
    return sampleUrl(path, { ...as.data(), ticketId: as.ticketId(), articleId: seeded.articleId });
  }

  /** The resident's sign-in, samples and screens (their own tickets, bills, wallet, notices). */
  const resident = {
    data: () => residentData,
    ticketId: () => seeded.residentTicketId,
  };
  let residentData: RoleData;
  /** The routes a resident may open (the host's pages say "not available": nothing to show). */
  const residentRoutes = () =>
    routePatterns().filter(
      (r) => !(r.path in EXCLUDED) && (!r.roles || r.roles.includes('resident')),
    );

  it(
    'portal: every route shows the payloads inert and inside the screen',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      const routes = routePatterns().filter((r) => !(r.path in EXCLUDED));
      const firstDay = new Date((inject('sakhliTestNow') ?? Date.now()) + 120 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const urls = [
        ...routes.map((r) => {
          const url = routeUrl(r.path);
          // Lists show 50 rows: the seeded rows come first (every payload on page one).
          return url.includes('?') ? url : `${url}?per_page=50`;
        }),
        `/support?ticket=${seeded.ticketId}`,
        `/help?article=${seeded.articleId}`,
        `/bookings?t_per_page=50`,
        `/bookings?view=timeline&from=${firstDay}`,
        `/bookings?view=month&from=${firstDay}`,
      ].filter((url) => !ONLY || ONLY.test(url));
      await sweep(page, problems, urls, failures, (url) =>
        routes.some((r) => r.path in NO_PAYLOAD && routeUrl(r.path) === url.split('?')[0]),
      );
      expect(failures.map(redact)).toEqual([]);
    },
  );

  it(
    'portal as the resident: their screens show the payloads inert and inside the screen',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      // A context of its own: the owner's tab keeps the owner's session.
      const own = await (await launch()).newContext({ viewport: { width: WIDTH, height: HEIGHT } });
      const tab = await own.newPage();
      const tabProblems = await watch(tab);
      await signInThroughUi(tab, portal.url, ROLES[1]!);
      residentData = await roleData(tab, ROLES[1]!);
      const urls = [
        ...residentRoutes().map((r) => {
          const url = routeUrl(r.path, resident);
          return url.includes('?') ? url : `${url}?per_page=50`;
        }),
        `/support?ticket=${seeded.residentTicketId}`,
      ].filter((url) => !ONLY || ONLY.test(url));
      await sweep(
        tab,
        tabProblems,
        urls,
        failures,
        (url) =>
          residentRoutes().some(
            (r) =>
              (r.path in NO_PAYLOAD || r.path in RESIDENT_NO_PAYLOAD) &&
              routeUrl(r.path, resident) === url.split('?')[0],
          ),
        'resident ',
      );
      await own.close();
      expect(failures.map(redact)).toEqual([]);
    },
  );

  it(
    'exports: CSV cells never start a formula, PDFs keep their text in strings',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      const downloads: [string, Download][] = [];
      // Client-made (analytics) and API-made (bookings) CSVs, downloaded as a user does (the owner
      // reads Georgian).
      for (const [url, label] of [
        ['/bookings?t_per_page=50', bookingsMessages['portal.bookings.export'].ge],
        ['/analytics', analyticsMessages['portal.analytics.export'].ge],
      ] as const) {
        await page.goto(`${portal.url}${url}`);
        await settled(page, url, failures);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: label }).click(),
        ]);
        downloads.push([url, download]);
      }
      for (const [url, download] of downloads) {
        const text = await readDownload(download);
        failures.push(
          ...formulaCells(text).map((cell) => `${url} CSV: formula cell ${cell.slice(0, 40)}`),
        );
        recordShown(`${url} (CSV)`, text, failures);
      }
      // Server files the screens download, fetched with the owner's session: statements (the
      // address is a payload), the door history (key holders) and a document (its title).
      const apartment = data.billing[0]?.apartment_id ?? 101;
      for (const path of [
        `api/apartments/electricity/${apartment}/file`,
        `api/apartments/internetTv/${apartment}/file`,
      ]) {
        const text = (await apiFile(path)).toString('utf8');
        failures.push(
          ...formulaCells(text).map((cell) => `${path}: formula cell ${cell.slice(0, 40)}`),
        );
      }
      for (const path of [
        `api/apartments/electricity/${apartment}/filePdf`,
        `api/apartments/internetTv/${apartment}/filePdf`,
        `api/keys/${apartment}/filePdf`,
        `api/documents/download/${await firstDocumentId()}`,
      ]) {
        failures.push(...pdfProblems(await apiFile(path)).map((p) => `${path}: ${p}`));
      }
      // The demo's one HTML export: the e-mails the API "sent" (guests' names among them).
      problems.length = 0;
      await page.goto(new URL('__demo/mailbox?lang=en', inject('apiBase')).href);
      await check(page, 'demo mailbox (HTML)', problems, failures, null, true);
      expect(failures.map(redact)).toEqual([]);
    },
  );

  const tags = builtTags();
  it(
    'widgets: every built element shows the payloads inert and inside its box',
    { timeout: 180_000 },
    async () => {
      const failures: string[] = [];
      const widgetPage = await (await newContext()).newPage();
      await widgetPage.setViewportSize({ width: WIDTH, height: HEIGHT });
      const widgetProblems = await watch(widgetPage);
      const session = JSON.stringify(seeded.session);
      const links = (await fixtures()) as {
        bookingChangeLinks?: { kind: string; url: string }[];
        bookingCancelLinks?: { kind: string; url: string }[];
      };
      const change = links.bookingChangeLinks!.find((l) => l.kind === 'pending')!.url;
      const cancel = links.bookingCancelLinks!.find((l) => l.kind === 'cancellable')!.url;
      const visits: Record<string, { url: string; setup?: string }[]> = {
        'sakhli-guest-booking': [{ url: onPlayground(seeded.guestLink) }],
        'sakhli-booking-change': [{ url: onPlayground(change) }, { url: onPlayground(cancel) }],
        'sakhli-ticket-chat': [
          {
            url: new URL('/', inject('playgroundURL')).href,
            setup: `el.setAttribute('ticket-id', '${seeded.ticketId}'); el.session = ${session};`,
          },
        ],
        'sakhli-apartment-bills': [
          { url: new URL('/', inject('playgroundURL')).href, setup: `el.session = ${session};` },
        ],
        'sakhli-loyalty-wallet': [
          { url: new URL('/', inject('playgroundURL')).href, setup: `el.session = ${session};` },
        ],
      };
      for (const tag of tags) {
        const planned = visits[tag];
        if (!planned) {
          failures.push(`${tag}: built, but the XSS suite does not open it (add it to visits)`);
          continue;
        }
        for (const { url, setup } of planned) {
          const address = new URL(url);
          address.searchParams.set('only', tag);
          widgetProblems.length = 0;
          await widgetPage.goto(address.href);
          if (setup) {
            await widgetPage.evaluate(
              `(() => { const el = document.querySelector('${tag}'); ${setup} })()`,
            );
          }
          const screen = `${tag} ${address.pathname}`;
          // Loaded once a payload shows inside the widget (or failed after 30 s).
          await waitForPayload(widgetPage, tag).catch(() => undefined);
          await check(widgetPage, screen, widgetProblems, failures, tag);
        }
      }
      await widgetPage.context().close();
      expect(failures.map(redact)).toEqual([]);
    },
  );

  it('covers every built widget and every route that shows text (issue 27 §6)', () => {
    const missing = [
      ...tags.filter((tag) => ![...visited].some((screen) => screen.startsWith(`${tag} `))),
      ...routePatterns()
        .filter((r) => !(r.path in EXCLUDED))
        .filter(
          (r) => ![...visited].some((url) => url.split('?')[0] === routeUrl(r.path).split('?')[0]),
        )
        .map((r) => r.path),
      ...residentRoutes()
        .filter(
          (r) =>
            ![...visited].some(
              (url) => url.split('?')[0] === `resident ${routeUrl(r.path, resident).split('?')[0]}`,
            ),
        )
        .map((r) => `resident ${r.path}`),
    ];
    // Every kind of text got payloads (a sink the API refused entirely would leave a hole).
    const empty = Object.entries(seeded.sinks).filter(([, payloads]) => payloads.length === 0);
    // And every payload was on some screen as text (the ticket chat shows them all).
    const unseen = [...seenOn].filter(([, screens]) => screens.size === 0);
    expect([
      ...missing,
      ...empty.map(([sink]) => `sink ${sink}`),
      ...unseen.map(([n]) => `payload ${n}`),
    ]).toEqual([]);
  });
});

/**
 * Opens each of `urls` in the signed-in `page` and checks it; on /home also the quick panel (the
 * notifications) and the quick search. `quiet`: the screens that need show no payload.
 */
async function sweep(
  page: Page,
  problems: string[],
  urls: string[],
  failures: string[],
  quiet: (url: string) => boolean,
  prefix = '',
): Promise<void> {
  for (const url of urls) {
    problems.length = 0;
    await page.goto(`${portal.url}${url}`);
    await settled(page, `${prefix}${url}`, failures);
    if (url.startsWith('/home')) {
      // The quick panel's notifications (the header's bell).
      await page.locator('[aria-controls="quick-panel"]').click();
      await page.locator('#quick-panel').getByRole('list').first().waitFor();
    }
    await check(page, `${prefix}${url}`, problems, failures, null, quiet(url));
    if (url.startsWith('/home')) {
      // Quick search: addresses, guests, ticket subjects and documents the server found.
      await page.keyboard.press('Escape');
      await page.locator('#quick-panel').waitFor({ state: 'hidden' });
      await page.locator('[aria-controls="search-panel"]').click();
      await page.locator('#search-panel input[type="search"]').fill('<s');
      await page.locator('#search-panel li a').first().waitFor();
      await check(page, `${prefix}${url} quick search`, problems, failures);
    }
  }
}

/** Polls (from the test side: the playground's CSP forbids Playwright's in-page polling) for a payload. */
async function waitForPayload(page: Page, tag: string): Promise<void> {
  const until = Date.now() + 30_000;
  const needles = CORPUS.map((p) => needle(p.text));
  while (Date.now() < until) {
    const text = (await page.evaluate(
      `(() => { const el = document.querySelector('${tag}'); return el && el.shadowRoot ? el.shadowRoot.textContent : ''; })()`,
    )) as string;
    if (needles.some((n) => text.includes(n))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${tag} never showed a payload`);
}

/** A booking of the owner's with a services order (its lines name the services, payloads). */
async function anOrder(): Promise<{ bookingId: number; orderId: number } | undefined> {
  // Newest arrival first: the seeded stays (with orders) come after the suite's own bookings.
  for (let page = 1; page <= 4; page++) {
    const list = JSON.parse(
      (await apiFile(`api/bookings?per_page=50&page=${page}`)).toString('utf8'),
    ) as { data: { items: { id: number }[] } };
    for (const { id } of list.data.items) {
      const services = JSON.parse((await apiFile(`api/services/${id}`)).toString('utf8')) as {
        data: { orders: { id: number }[] };
      };
      const [first] = services.data.orders;
      if (first) return { bookingId: id, orderId: first.id };
    }
  }
  return undefined;
}

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** CSV cells (RFC 4180 quoting) that a spreadsheet would run: =, +, -, @, tab or CR first. */
function formulaCells(csv: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === '\n') {
      cells.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells
    .map((c) => c.replace(/^\uFEFF/, ''))
    .filter((c) => /^[=+\-@\t\r]/.test(c) && !/^[+-]?\d+(\.\d+)?$/.test(c));
}

/** A PDF's text strings must stay strings: every `(` `)` `\` inside one escaped. */
function pdfProblems(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-')) return ['not a PDF'];
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    const shown = /^\((.*)\) (?:Tj|')/.exec(line);
    if (!shown) continue;
    if (/(^|[^\\])(\\\\)*[()]/.test(shown[1]!))
      problems.push(`unescaped parenthesis in ${line.slice(0, 60)}`);
  }
  return problems;
}

async function apiFile(path: string): Promise<Buffer> {
  const response = await fetch(new URL(path, inject('apiBase')), {
    headers: {
      'access-token': seeded.session.accessToken,
      'refresh-token': seeded.session.refreshToken,
    },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function firstDocumentId(): Promise<number> {
  const list = JSON.parse((await apiFile('api/documents?per_page=1')).toString('utf8')) as {
    data: { items: { id: number }[] };
  };
  return list.data.items[0]!.id;
}
