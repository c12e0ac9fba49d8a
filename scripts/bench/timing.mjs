// Navigation → content painted and → interactive, in Chromium with CPU throttling (issue 28 §1, §5).
// Definitions (also in bench/README.md), each in ms since navigation start, read in the page:
// - content painted: the animation frame that first shows the first heading, paragraph, form field or
//   alert of the content root (laid out: height > 0, not in an aria-busy skeleton), read in that frame's
//   rAF callback after its layout; the frame then paints it. (Until issue 28's first views the mark was
//   one rAF + task later, which a long task right after a painted frame postponed: a view on screen at
//   425 ms measured 730.)
//   The content root is the widget's `[data-sakhli-root]` in its shadow root, or for a plain page
//   (the floor, the portal) the document's <body>.
// - interactive: the later of content painted, the moment its first field or button is enabled (if
//   it has one: a signed-out state has none), and the end of the last long task (≥ 50 ms,
//   PerformanceObserver) before the page stayed free of long tasks for QUIET_MS: a key pressed then
//   is handled at once.
// - blocking: the long tasks' time past 50 ms each, summed up to interactive (Lighthouse's total
//   blocking time, from navigation), and the longest task: how long a key pressed in the worst
//   moment waits. Less noisy than "interactive", which one task of 51 ms moves by its end.

export const THROTTLE = 4;
/** Cold loads per page; BENCH_RUNS=1 for a quick look while working on the bench itself. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const QUIET_MS = 1000;

// Browser side, as a string (no transform helpers in the page).
export const WATCH = (host) => `(() => {
  const marks = (window.__bench = { longTaskEnd: 0, blocking: 0, longest: 0, tasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      marks.tasks.push([e.startTime, e.duration]);
      marks.blocking += e.duration - 50;
      marks.longest = Math.max(marks.longest, e.duration);
      marks.longTaskEnd = Math.max(marks.longTaskEnd, e.startTime + e.duration);
      marks.lastLongTaskSeen = performance.now();
    }
  }).observe({ type: 'longtask', buffered: true });
  const host = ${JSON.stringify(host)};
  const root = () => host ? document.querySelector(host)?.shadowRoot?.querySelector('[data-sakhli-root]') : document.body;
  const laidOut = (el) => el && el.getBoundingClientRect().height > 0;
  const content = () => [...(root()?.querySelectorAll('h1, h2, h3, h4, p, input, textarea, select, [role="alert"]') ?? [])]
    .find((el) => laidOut(el) && !el.closest('[aria-busy="true"]'));
  const control = () => [...(root()?.querySelectorAll('input, textarea, select, button') ?? [])].find((el) => laidOut(el) && !el.disabled);
  const waitInteractive = () => {
    const now = performance.now();
    if (marks.controlAt === undefined && control()) marks.controlAt = now;
    if (now - Math.max(marks.longTaskEnd, marks.painted, marks.controlAt ?? 0) >= ${QUIET_MS}) {
      marks.interactive = Math.max(marks.painted, marks.controlAt ?? 0, marks.longTaskEnd);
    } else setTimeout(waitInteractive, 50);
  };
  const check = () => {
    if (content()) {
      marks.painted = performance.now();
      waitInteractive();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: Math.round(sorted[0]),
    median: Math.round(sorted[Math.floor(sorted.length / 2)]),
    max: Math.round(sorted[sorted.length - 1]),
    runs: values.map(Math.round),
  };
};

/** Polls `expression` from Node (the playground's CSP forbids Playwright's in-page polling). */
async function poll(page, expression, timeoutMs = 90_000) {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    const value = await page.evaluate(expression);
    if (value !== undefined && value !== null) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${page.url()}: ${expression} never came`);
}

/**
 * A new page of `context` as every bench load opens one: CPU throttled, the marks watched for
 * `host` (null: the document). Resolves with the page and its CDP session.
 */
export async function benchPage(context, host) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript({ content: WATCH(host) });
  return { page, cdp };
}

/** One cold load of `url` in a fresh context: { painted, interactive, fcp, blocking, longest } in ms. */
async function once(browser, url, host) {
  const context = await browser.newContext();
  try {
    const { page } = await benchPage(context, host);
    await page.goto(url);
    const painted = await poll(page, 'window.__bench?.painted');
    const interactive = await poll(page, 'window.__bench?.interactive');
    const { fcp, blocking, longest } = await page.evaluate(
      "({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, blocking: window.__bench.blocking, longest: window.__bench.longest })",
    );
    return { painted, interactive, fcp, blocking, longest };
  } finally {
    await context.close();
  }
}

const summary = (runs) => ({
  painted: stats(runs.map((r) => r.painted)),
  interactive: stats(runs.map((r) => r.interactive)),
  fcp: stats(runs.map((r) => r.fcp ?? NaN)),
  blocking: stats(runs.map((r) => r.blocking)),
  longest: stats(runs.map((r) => r.longest)),
});

/**
 * RUNS rounds, each one cold load of every page in turn (`{ label, url, host }`), so the floor's
 * loads are spread over the same minutes as the pages it is the floor of: a machine that slows
 * down or speeds up during the run moves both (measured page after page, the same floor page had a
 * median of 592 ms in one run and 438 ms in the next, an hour later, and every ratio moved with it).
 */
export async function timePages(browser, pages) {
  const runs = new Map(pages.map(({ label }) => [label, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const { label, url, host = null } of pages)
      runs.get(label).push(await once(browser, url, host));
  }
  return new Map([...runs].map(([label, samples]) => [label, summary(samples)]));
}
