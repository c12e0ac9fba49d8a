// `pnpm bench`: prints the embed's and the portal's first-load sizes (gzip), each widget's time from
// navigation to first paint in Chromium with 4x CPU throttling (median of 7) on a local playground
// + demo API, and Lighthouse figures of the portal's /login and the playground.
// Figures, not a test: budgets are enforced by `pnpm size`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.mjs';
import { startDemoApi } from '../playground/demoApi.mjs';
import { LOADER_DIR, startPlayground } from '../playground/server.mjs';
import { createPortalServer } from '../packages/portal/server/serve.mjs';
import { printLighthouse } from './lighthouse.mjs';
import { portalFirstLoad } from './portal-first-load.mjs';

const RUNS = 7;
const PORTAL_DIST = join(import.meta.dirname, '../packages/portal/dist');
const THROTTLE = 4;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipFile = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const gzip = (file) => gzipFile(join(LOADER_DIR, file));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync(join(LOADER_DIR, 'sakhli.js'))) {
  const build = spawnSync('pnpm', ['--filter', '@sakhli/widgets', 'build:embed'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Sizes ---------------------------------------------------------------------------------------
const chunks = JSON.parse(readFileSync(join(LOADER_DIR, 'chunks.json'), 'utf8'));
const files = [
  'sakhli.js',
  ...readdirSync(LOADER_DIR).filter((f) => f.endsWith('.js') && f !== 'sakhli.js'),
  ...readdirSync(join(LOADER_DIR, 'chunks')).map((f) => `chunks/${f}`),
];
console.log('Sizes (gzip -9) of packages/widgets/dist/loader/');
for (const file of files) {
  console.log(`  ${file.padEnd(48)} ${kb(gzip(file)).padStart(9)}`);
}
for (const [tag, list] of Object.entries(chunks)) {
  const total = ['sakhli.js', ...list].reduce((sum, f) => sum + gzip(f), 0);
  console.log(
    `  first load of <${tag}> (loader + ${list.length} files)`.padEnd(51),
    kb(total).padStart(9),
  );
}

if (!existsSync(join(PORTAL_DIST, 'index.html'))) {
  const build = spawnSync('pnpm', ['--filter', '@sakhli/portal', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// What /login downloads before it shows: index.html's script and its modulepreloads.
const firstLoad = portalFirstLoad(PORTAL_DIST);
const entry = firstLoad.find((path) => /\/assets\/index-[^/]+\.js$/.test(path));
console.log('\nSizes (gzip -9) of packages/portal/dist/');
console.log(`  ${'entry (assets/index-*.js)'.padEnd(48)} ${kb(gzipFile(entry)).padStart(9)}`);
console.log(
  `  ${`first load of /login (${firstLoad.length} files)`.padEnd(48)}`,
  kb(firstLoad.reduce((sum, path) => sum + gzipFile(path), 0)).padStart(9),
);
// The server sends the build's .br twins (server/compression.mjs): what actually travels.
const served = (path) => (existsSync(`${path}.br`) ? statSync(`${path}.br`).size : gzipFile(path));
console.log(
  `  ${'  as served (brotli twins, gzip -9 without)'.padEnd(48)}`,
  kb(firstLoad.reduce((sum, path) => sum + served(path), 0)).padStart(9),
);

// First paint ---------------------------------------------------------------------------------
const tags = Object.keys(chunks);
if (!tags.length) {
  console.log(
    '\nNo widget is built yet (see packages/widgets/src/elements/catalog.ts): no first paint to time.',
  );
  process.exit(0);
}

// Browser side, as a string (no transform helpers): time of the first frame after the widget
// rendered content into its shadow root, in ms since navigation start.
const WATCH_PAINT = (tag) => `(() => {
  const check = () => {
    const root = document.querySelector(${JSON.stringify(tag)})?.shadowRoot;
    if (root && root.querySelector('[data-sakhli-root] *')) {
      requestAnimationFrame(() => setTimeout(() => { window.__sakhliPaint = performance.now(); }, 0));
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

const api = await startDemoApi();
const playground = await startPlayground({ port: 0, apiBase: api.apiBase });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  console.log(
    `\nFirst paint: navigation start → widget content painted, ${THROTTLE}x CPU throttling, median of ${RUNS}`,
  );
  for (const tag of tags) {
    const times = [];
    const fcps = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      await page.addInitScript({ content: WATCH_PAINT(tag) });
      await page.goto(`${playground.url}?only=${tag}`);
      // Polled from here: waitForFunction would eval inside the page, which its CSP forbids.
      let painted;
      for (let waited = 0; painted === undefined && waited < 60_000; waited += 50) {
        painted = await page.evaluate('window.__sakhliPaint');
        if (painted === undefined) await new Promise((r) => setTimeout(r, 50));
      }
      if (painted === undefined) throw new Error(`<${tag}> never painted`);
      times.push(painted);
      fcps.push(
        await page.evaluate(
          "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN",
        ),
      );
      await context.close();
    }
    console.log(
      `  <${tag}> widget painted ${Math.round(median(times))} ms (runs: ${times.map(Math.round).join(', ')}); page FCP ${Math.round(median(fcps))} ms`,
    );
  }
  await browser.close();

  // Lighthouse: the portal as users first meet it (sign-in) and the playground embedding a widget.
  const portal = createPortalServer({ root: PORTAL_DIST, api: api.apiBase.replace(/\/$/, '') });
  await new Promise((resolve) => portal.listen(0, '127.0.0.1', resolve));
  try {
    const portalURL = `http://127.0.0.1:${portal.address().port}`;
    await printLighthouse(
      [
        ['portal /login', `${portalURL}/login`],
        [`playground: <${tags[0]}>`, `${playground.url}?only=${tags[0]}`],
      ],
      ensureChromium(),
    );
  } finally {
    portal.close();
  }
} finally {
  await browser.close();
  await playground.close();
  await api.stop();
}
