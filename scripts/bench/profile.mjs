// Where one cold load's main-thread time goes, by package, before and after the bench's "content
// painted" mark (issue 28 §5): the sampled CPU profile of the same page, browser flags and 4× CPU as
// `pnpm bench`'s speed runs, each sample mapped to its source through the embed's hidden source maps
// (vite.elements.config.ts) and counted to its package (`react-dom`, `@emotion/serialize`) or to our
// folder (`widgets/shell`). The browser's own work (compiling, styles, layout, DOM calls, garbage
// collection) is one line. Then each long task (≥ 50 ms) from "content painted" on, with the functions
// it spent most in (`react-dom reconcileChildFibersImpl`): which task sets "interactive", and what
// it is. The profiler slows the page: read shares, not the bench's milliseconds.
//   node scripts/bench/profile.mjs [tag] [react|lite] [test-mode]
// Builds nothing: run build:embed (or `pnpm bench`) first.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { ensureChromium } from '../ensure-chromium.mjs';
import { startDemoApi } from '../../playground/demoApi.mjs';
import { LOADER_DIR, startPlayground } from '../../playground/server.mjs';
import { EMBEDS } from './sizes.mjs';
import { benchPage, THROTTLE } from './timing.mjs';
import { widgetUrl } from './pages.mjs';

/** µs between samples: finer slows the throttled page more. */
const SAMPLING_US = 200;
const BROWSER = '(browser: compile, style, layout, DOM, GC)';

/** One cold load of `url` under the profiler: the profile, the marks, and the page's clock origin in it. */
async function profiledLoad(browser, url, host) {
  const context = await browser.newContext();
  try {
    const { page, cdp } = await benchPage(context, host);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    // The profile's clock (µs) against the wall clock, read at once: the page's marks are ms
    // since its own time origin, a wall-clock time the page reports below.
    const startedAt = await page.evaluate('performance.timeOrigin + performance.now()');
    await page.goto(url);
    for (let i = 0; i < 900 && !(await page.evaluate('window.__bench?.interactive')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const marks = await page.evaluate('({ ...window.__bench, origin: performance.timeOrigin })');
    const { profile } = await cdp.send('Profiler.stop');
    // The page's ms since its origin → the profile's µs.
    const toProfile = (ms) => profile.startTime + (marks.origin + ms - startedAt) * 1000;
    return { profile, marks, toProfile };
  } finally {
    await context.close();
  }
}

/** Package of a source path: `react-dom`, `@emotion/hash`, or our `widgets/shell`, `sdk/api`. */
function packageOf(source) {
  const dependency = source.match(
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/,
  );
  if (dependency) return dependency[1];
  const ours = source.match(/packages\/([^/]+)\/src\/([^/]+)/);
  return ours ? `${ours[1]}/${ours[2].replace(/\.tsx?$/, '')}` : source;
}

/** Names each profile node's package, through the source map beside its served file. */
function namer({ functions = false } = {}) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      const path = new URL(url).pathname;
      const file = path.startsWith('/sakhli/') ? `${LOADER_DIR}/${path.slice(8)}.map` : null;
      const map =
        file && existsSync(file) && new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
      maps.set(url, map ? { map, base: pathToFileURL(file) } : null);
    }
    return maps.get(url);
  };
  return ({ callFrame: { url, functionName, lineNumber, columnNumber } }) => {
    if (functionName === '(idle)') return null;
    // (program), (garbage collector), DOM or timer calls, and the bench's watch (an init script, no
    // file: it reads the layout the browser owes the frame anyway): the browser's work.
    if (!url || functionName.startsWith('(')) {
      const native = !url && functionName && !functionName.startsWith('('); // appendChild, fetch
      return functions && native ? `${BROWSER} ${functionName}` : BROWSER;
    }
    if (!url.startsWith('http')) return '(bench and DevTools)';
    const file = new URL(url).pathname.split('/').pop();
    const mapped = mapOf(url);
    if (!mapped) return file;
    const { source, name } = mapped.map.originalPositionFor({
      line: lineNumber + 1,
      column: columnNumber,
    });
    // Sources are named relative to their map; none for code no source maps to (the bundler's
    // own, or a plugin's rewrite without a map).
    const owner = source ? packageOf(new URL(source, mapped.base).pathname) : `${file} (unmapped)`;
    return functions ? `${owner} ${name ?? (functionName || '(anonymous)')}` : owner;
  };
}

/** ms of samples per package: before `painted`, from it to `interactive`, and after (the rest of the load). */
/** Each sample of the profile: `{ at }` on its clock (µs), the ms it stands for, and its node. */
function samplesOf(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let at = profile.startTime;
  return profile.samples.map((id, i) => {
    at += profile.timeDeltas[i];
    return { at, took: (profile.timeDeltas[i + 1] ?? 0) / 1000, node: nodes.get(id) };
  });
}

function split({ profile, marks, toProfile }) {
  const name = namer();
  const painted = toProfile(marks.painted);
  const interactive = toProfile(marks.interactive);
  const rows = new Map();
  for (const { at, took, node } of samplesOf(profile)) {
    const owner = name(node);
    if (!owner) continue;
    const row = rows.get(owner) ?? { before: 0, after: 0, later: 0 };
    row[at < painted ? 'before' : at <= interactive ? 'after' : 'later'] += took;
    rows.set(owner, row);
  }
  return rows;
}

/** Each long task from content painted on: its start, length and the functions it spent most in. */
function longTasks({ profile, marks, toProfile }) {
  const name = namer({ functions: true });
  const samples = samplesOf(profile);
  return marks.tasks
    .filter(([start, took]) => start + took >= marks.painted)
    .map(([start, took]) => {
      const [from, to] = [toProfile(start), toProfile(start + took)];
      const spent = new Map();
      for (const { at, took: ms, node } of samples) {
        if (at < from || at > to) continue;
        const owner = name(node);
        if (owner) spent.set(owner, (spent.get(owner) ?? 0) + ms);
      }
      const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 6);
      return { start, took, top };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [tag = 'sakhli-guest-booking', embedName = 'react', mode] = process.argv.slice(2);
  const embed = EMBEDS.find((e) => e.name === embedName);
  const api = await startDemoApi();
  const playground = await startPlayground({ port: 0, apiBase: api.apiBase, loader: embed.loader });
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const url = await widgetUrl(playground.url, api.apiBase, tag, {
      testMode: mode === 'test-mode',
    });
    // A first load warms the servers (Node's file cache, the demo API's code paths).
    await profiledLoad(browser, url, tag);
    const load = await profiledLoad(browser, url, tag);
    const rows = [...split(load)].sort((a, b) => b[1].after + b[1].later - a[1].after - a[1].later);
    const sum = (key) => rows.reduce((total, [, row]) => total + row[key], 0);
    const ms = (value) => value.toFixed(0).padStart(8);
    console.log(
      `${tag}${mode ? ` ${mode}` : ''} (${embedName}), ${THROTTLE}x CPU, profiled (slower than the bench)`,
    );
    console.log(
      `  content painted ${Math.round(load.marks.painted)} ms, interactive ${Math.round(load.marks.interactive)} ms`,
    );
    const line = (owner, cells) =>
      console.log(
        `  ${owner.padEnd(46)}${cells.map((cell, i) => cell.padStart([12, 15, 8][i])).join('')}`,
      );
    line('CPU ms', ['to painted', '→ interactive', 'later']);
    for (const [owner, row] of rows.slice(0, 25))
      line(owner, [row.before, row.after, row.later].map(ms));
    line(
      'all',
      ['before', 'after', 'later'].map((key) => ms(sum(key))),
    );
    console.log(
      '  Long tasks (≥ 50 ms) from content painted on, and where each spent most (CPU ms):',
    );
    for (const { start, took, top } of longTasks(load)) {
      console.log(`    ${Math.round(start)} + ${Math.round(took)} ms`);
      for (const [owner, spent] of top)
        console.log(`      ${spent.toFixed(0).padStart(4)}  ${owner}`);
    }
    if (!existsSync(`${LOADER_DIR}/runtime.js.map`)) {
      console.log('  (no source maps in dist/loader: by file only; build:embed writes them)');
    }
  } finally {
    await browser.close();
    await playground.close();
    await api.stop();
  }
}
