// One cold load's request waterfall and main-thread long tasks, for finding what a widget waits for
// before it paints (issue 28 §5). Same page, browser flags and 4× CPU as `pnpm bench`'s speed runs:
//   node scripts/bench/waterfall.mjs [tag|floor] [react|lite] [test-mode]
// prints each request (start → end in ms since navigation, what started it), each long task with
// the scripts that ran in its frame (long-animation-frame entries: what called them and from which
// file, e.g. `module-script runtime.js` for evaluating the modules, `user-callback setTimeout`),
// when the loader ran and first saw its element near the viewport (its IntersectionObserver,
// wrapped), and the bench's "content painted" mark. Builds nothing: run build:embed (or `pnpm bench`) first.
// BENCH_LATENCY_MS=150 adds that round trip to every request (a phone on mobile data), where a chain
// of imports costs one round trip per link.
import { chromium } from 'playwright-core';
import { ensureChromium } from '../ensure-chromium.mjs';
import { startDemoApi } from '../../playground/demoApi.mjs';
import { startPlayground } from '../../playground/server.mjs';
import { serveFloor } from './floor.mjs';
import { EMBEDS } from './sizes.mjs';
import { benchPage, THROTTLE } from './timing.mjs';
import { widgetUrl } from './pages.mjs';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);

/** One cold load of `url`: its marks and requests, each `{ url, start, end, initiator }` in ms. */
export async function waterfall(browser, url, host) {
  const context = await browser.newContext();
  try {
    const { page, cdp } = await benchPage(context, host);
    await cdp.send('Network.enable');
    if (LATENCY_MS > 0) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    // Besides the bench's marks (long tasks among them): the scripts of long frames, the loader's
    // start and first sight, the first frame.
    await page.addInitScript({
      content: `window.__scripts = [];
        new PerformanceObserver((l) => {
          for (const frame of l.getEntries())
            for (const s of frame.scripts)
              if (s.duration >= 10) window.__scripts.push([s.startTime, s.duration, s.invokerType, s.invoker, s.sourceURL]);
        }).observe({ type: 'long-animation-frame', buffered: true });
        const NativeIO = window.IntersectionObserver;
        window.IntersectionObserver = class extends NativeIO {
          constructor(callback, options) {
            window.__loaderAt = performance.now();
            super((entries, observer) => { window.__nearAt ??= performance.now(); callback(entries, observer); }, options);
          }
        };
        document.addEventListener('DOMContentLoaded', () => { window.__dcl = performance.now(); });
        requestAnimationFrame(() => { window.__firstFrame = performance.now(); });`,
    });
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
      requests.set(requestId, {
        url: request.url,
        type,
        initiator: initiator.url ?? initiator.stack?.callFrames?.[0]?.url ?? initiator.type,
      });
    });
    await page.goto(url);
    for (let i = 0; i < 900; i++) {
      if (await page.evaluate('window.__bench?.interactive')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const marks = await page.evaluate(
      `({ ...window.__bench, scripts: window.__scripts, resources: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime, e.responseEnd]), navEnd: performance.getEntriesByType('navigation')[0].responseEnd, loader: window.__loaderAt, near: window.__nearAt, dcl: window.__dcl, frame: window.__firstFrame })`,
    );
    // Times from the page's own Resource Timing (its clock is the marks'); CDP says who asked.
    const by = new Map([...requests.values()].map((r) => [r.url, r.initiator]));
    return {
      marks,
      requests: [[url, 0, marks.navEnd], ...marks.resources].map(([name, start, end]) => ({
        url: name,
        start: Math.round(start),
        end: Math.round(end),
        initiator: by.get(name) ?? '',
      })),
    };
  } finally {
    await context.close();
  }
}

const short = (url) => {
  const parsed = new URL(url);
  return `${parsed.port === '' ? parsed.host : `:${parsed.port}`}${parsed.pathname}`;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [target = 'sakhli-guest-booking', embedName = 'react', mode] = process.argv.slice(2);
  const testMode = mode === 'test-mode';
  const embed = EMBEDS.find((e) => e.name === embedName);
  const api = await startDemoApi();
  const playground = await startPlayground({ port: 0, apiBase: api.apiBase, loader: embed.loader });
  const floor = await serveFloor();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const url =
      target === 'floor'
        ? floor.url
        : await widgetUrl(playground.url, api.apiBase, target, { testMode });
    const host = target === 'floor' ? null : target;
    // A first load warms the servers (Node's file cache, the demo API's code paths).
    await waterfall(browser, url, host);
    const { marks, requests } = await waterfall(browser, url, host);
    console.log(
      `${target}${testMode ? ' test-mode' : ''} (${embedName}), ${THROTTLE}x CPU` +
        `${LATENCY_MS ? `, ${LATENCY_MS} ms a round trip` : ''}: ms since navigation`,
    );
    for (const r of requests.sort((a, b) => a.start - b.start)) {
      const by = r.initiator?.startsWith('http') ? short(r.initiator) : r.initiator;
      console.log(
        `  ${String(r.start).padStart(5)} → ${String(r.end ?? '?').padStart(5)}  ${short(r.url).padEnd(58)} ${by}`,
      );
    }
    for (const [start, duration] of marks.tasks) {
      console.log(`  long task ${Math.round(start)} + ${Math.round(duration)} ms`);
      // The scripts (≥ 10 ms) that ran in it.
      for (const [at, took, kind, invoker, url] of marks.scripts) {
        if (at < start - 1 || at > start + duration) continue;
        const file = url ? ` ${short(url)}` : '';
        console.log(`    ${Math.round(at)} + ${Math.round(took)} ms  ${kind} ${invoker}${file}`);
      }
    }
    const at = (t) => (t === undefined ? '-' : Math.round(t));
    console.log(
      `  first frame ${at(marks.frame)}, DOMContentLoaded ${at(marks.dcl)}, loader ran ${at(marks.loader)}, first near ${at(marks.near)}`,
    );
    console.log(
      `  content painted ${Math.round(marks.painted)}, interactive ${Math.round(marks.interactive)}`,
    );
  } finally {
    await browser.close();
    await floor.close();
    await playground.close();
    await api.stop();
  }
}
