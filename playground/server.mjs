// The playground: a plain "marketing site" on its own origin that embeds every widget through the
// one-tag loader, under a strict CSP (per-response nonce) and with hostile global CSS (issue 4 §7).
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
export const LOADER_DIR = resolve(here, '../packages/widgets/dist/loader');
const PUBLIC_DIR = resolve(here, 'public');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Widgets the playground knows; only those in the built chunk map are embedded. */
const WIDGETS = [
  { tag: 'sakhli-guest-booking', title: 'Guest booking' },
  { tag: 'sakhli-booking-change', title: 'Booking change / cancel' },
  { tag: 'sakhli-ticket-chat', title: 'Ticket chat' },
  { tag: 'sakhli-apartment-bills', title: 'Apartment bills' },
  { tag: 'sakhli-loyalty-wallet', title: 'Loyalty wallet' },
];

/** The Content-Security-Policy of a marketing site that allows our API and nothing inline. */
export function contentSecurityPolicy(nonce, apiOrigin) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self' ${apiOrigin}`,
    `img-src 'self' data: blob: ${apiOrigin}`,
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function builtTags() {
  const map = join(LOADER_DIR, 'chunks.json');
  return existsSync(map) ? Object.keys(JSON.parse(readFileSync(map, 'utf8'))) : [];
}

async function fixtures(apiBase) {
  try {
    const response = await fetch(new URL('__demo/fixtures', apiBase));
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** A fixture link moved onto this origin: the same path and query, opened by `from-url`. */
function onPlayground(link, origin) {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
}

function linkList(title, links, origin) {
  if (!links?.length) return '';
  const items = links
    .map((link) => {
      const label = [
        link.kind,
        link.apartmentId && `apartment ${link.apartmentId}`,
        link.bookingId && `booking ${link.bookingId}`,
      ]
        .filter(Boolean)
        .join(' · ');
      return `<li><a href="${escape(onPlayground(link.url, origin))}">${escape(label || link.url)}</a></li>`;
    })
    .join('');
  return `<h3>${escape(title)}</h3><ul>${items}</ul>`;
}

/** Attributes of each widget on this page: fixtures on `/`, the address (`from-url`) elsewhere. */
function widgetAttributes(tag, path, data) {
  if (tag === 'sakhli-guest-booking') {
    const first = data?.guestLinks?.[0];
    return path === '/' && first
      ? `apartment-id="${escape(first.apartmentId)}" hash="${escape(first.hash)}"`
      : 'from-url';
  }
  if (tag === 'sakhli-booking-change') {
    return `from-url mode="${path.startsWith('/qr/book/cancel') ? 'cancel' : 'change'}"`;
  }
  return '';
}

/**
 * Instances after a widget's first: extra variants a partner would embed (test mode for the wallet).
 * `?alone`: none, one instance on the page (the bench measures one widget's first load).
 */
function extraInstances(tag, path, data, only, alone) {
  if (alone) return '';
  if (!only && path === '/' && tag === 'sakhli-guest-booking') return secondInstance(tag, data);
  if (path === '/' && tag === 'sakhli-loyalty-wallet') {
    return `<h3>In test mode: <code>test-mode</code>, no session, nothing sent</h3>
<${tag} test-mode id="loyalty-test-mode"></${tag}>`;
  }
  return '';
}

/** A second instance, in Georgian and dark, themed by the host: the runtime still loads once. */
function secondInstance(tag, data) {
  return `<h3>Again: lang="ge" theme="dark", host colour via <code>--sakhli-color-primary</code></h3>
<${tag} class="themed" lang="ge" theme="dark" ${widgetAttributes(tag, '/', data)}></${tag}>`;
}

function page({ nonce, apiBase, origin, path, data, built, only, alone, testMode, loader }) {
  // `?only=<tag>`: one widget (with its extra instances unless `?alone`); `?test-mode`: in test mode.
  const widgets = WIDGETS.filter(({ tag }) => !only || tag === only)
    .map(({ tag, title }) =>
      built.includes(tag)
        ? `<section><h2>${escape(title)} <code>&lt;${tag}&gt;</code></h2>
<${tag} ${testMode ? 'test-mode ' : ''}${widgetAttributes(tag, path, data)}></${tag}>${extraInstances(tag, path, data, only, alone)}</section>`
        : `<section><h2>${escape(title)} <code>&lt;${tag}&gt;</code></h2><p class="missing">Not built yet: its widget module does not exist.</p></section>`,
    )
    .join('\n');
  const links = data
    ? linkList('Guest booking links', data.guestLinks, origin) +
      linkList('Booking change links', data.bookingChangeLinks, origin) +
      linkList('Booking cancel links', data.bookingCancelLinks, origin)
    : `<p>Demo API not reachable at ${escape(apiBase)}: start it with <code>pnpm start</code>.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sakhli playground — a hostile host page</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/hostile.css">
<style nonce="${nonce}">
  /* The host page's own inline styles need the nonce too (style-src 'nonce-…'). */
  html { font-size: 10px; }
  body { margin: 0 auto; max-width: 1100px; padding: 8px; }
  section { border: 4px dashed #c0c; margin: 16px 0; padding: 8px; }
  /* Theming from the host: custom properties pierce the shadow root, ::part reaches named parts. */
  .themed { --sakhli-color-primary: #f0b3d9; }
  .themed::part(root) { border-radius: 12px; }
</style>
<script type="module" async src="/sakhli/${loader}" nonce="${nonce}" data-api-base="${escape(apiBase)}"></script>
<script type="module" src="/playground.js"></script>
</head>
<body>
<h1>Sakhli widget playground</h1>
<p>A marketing page on another origin: hostile global CSS, a strict Content-Security-Policy
(<code>script-src 'self'; style-src 'self' 'nonce-…'</code>), every widget through one script tag.</p>
<p id="csp-status" role="status">No CSP violation so far.</p>
${widgets}
<section><h2>Demo fixtures</h2>${links}</section>
<section><h2>Events from the widgets</h2><ol id="events"></ol></section>
</body>
</html>
`;
}

/**
 * `/prefetch` (issue 28 §6, docs/embedding.md "When the code is fetched"): a booking panel behind a
 * marked trigger and a chat far below the fold. Neither widget's code is fetched until the trigger
 * is hovered or focused, or the chat is scrolled near.
 */
function prefetchPage({ nonce, apiBase, data, loader }) {
  const first = data?.guestLinks?.[0];
  const booking = first
    ? `apartment-id="${escape(first.apartmentId)}" hash="${escape(first.hash)}"`
    : 'from-url';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sakhli playground — fetched when needed</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">
  body { margin: 0 auto; max-width: 1100px; padding: 8px; font: 16px/1.5 sans-serif; }
  .far { margin-top: 400vh; }
</style>
<script type="module" async src="/sakhli/${loader}" nonce="${nonce}" data-api-base="${escape(apiBase)}"></script>
</head>
<body>
<h1>Fetched when needed</h1>
<details>
<summary data-sakhli-prefetch="sakhli-guest-booking">Book a stay</summary>
<sakhli-guest-booking ${booking}></sakhli-guest-booking>
</details>
<section class="far" id="far"><h2>Questions? Chat with us</h2>
<sakhli-ticket-chat></sakhli-ticket-chat>
</section>
</body>
</html>
`;
}

async function serveFile(res, dir, relative) {
  const file = normalize(join(dir, relative));
  if (!file.startsWith(dir)) return false;
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the playground. `apiBase` is the demo API (another origin); `port` 0 picks a free one;
 * `loader` is the one tag's script in dist/loader (`sakhli.lite.js`: the preact/compat embed).
 * Resolves with its URL and a `close()`.
 */
export function startPlayground({
  port = 4400,
  host = '127.0.0.1',
  apiBase = 'http://127.0.0.1:8787/',
  loader = 'sakhli.js',
} = {}) {
  const apiOrigin = new URL(apiBase).origin;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (url.pathname.startsWith('/sakhli/')) {
      if (await serveFile(res, LOADER_DIR, url.pathname.slice('/sakhli/'.length))) return;
    } else if (/^\/[\w-]+\.(js|css)$/.test(url.pathname)) {
      if (await serveFile(res, PUBLIC_DIR, url.pathname.slice(1))) return;
    } else if ((req.method === 'GET' || req.method === 'HEAD') && !extname(url.pathname)) {
      // Any page path: `/`, and the e-mailed link shapes (/qr/booking/…, /existing/book/change…).
      const nonce = randomBytes(16).toString('base64');
      const render = url.pathname === '/prefetch' ? prefetchPage : page;
      const html = render({
        nonce,
        apiBase,
        origin: url.origin,
        path: url.pathname,
        data: await fixtures(apiBase),
        built: builtTags(),
        only: url.searchParams.get('only'),
        alone: url.searchParams.has('alone'),
        testMode: url.searchParams.has('test-mode'),
        loader,
      });
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': contentSecurityPolicy(nonce, apiOrigin),
        'cache-control': 'no-store',
      });
      res.end(html);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolveStart({
        url: `http://${host}:${actual}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startPlayground({
    port: Number(process.env.PORT ?? 4400),
    apiBase: process.env.API_BASE ?? 'http://127.0.0.1:8787/',
    loader: process.env.SAKHLI_LOADER ?? 'sakhli.js',
  });
  process.stdout.write(`Sakhli playground on ${url} (loader from ${LOADER_DIR})\n`);
}
