// Memory (issue 28 §7): a widget mounted and unmounted on its playground page, measured as the
// interop suite does (e2e/support/soak.mjs): the JS heap after a full GC after WARMUP cycles and
// after MOUNTS more, and what the measured cycles left running (timers, frames, listeners on
// window/document) or asking (requests after the last removal). Growth must stay ≤ 10 %.
//
// Why after a warm-up: heap snapshots of the first cycles (CDP HeapProfiler, object counts by
// class before and after) show the growth is the engine's compiled code and object shapes, which
// fill as the widget's functions run again and get optimised (guest booking: of +690 KB over the
// first 25 cycles, 653 KB code and shapes; no detached shadow root, element, cache or client). That
// levels off (after about 30 cycles: e2e/support/soak.mjs); a leak does not, so the measured cycles come after it. The growth from the first
// cycle is printed too (`fromFirst`), so a change in it still shows.
import { LEAK_PROBE, soak } from '../../e2e/support/soak.mjs';

export const MOUNTS = Number(process.env.BENCH_MOUNTS ?? 50);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
export const GROWTH_LIMIT = 0.1;

// Browser side, as strings: the page's first `tag` renders and goes; copies of it (same
// attributes) are what the soak mounts, each until its content shows (r2wc unmounts on removal).
const TAKE_TEMPLATE = (tag) => `(async () => {
  const probe = window.__sakhliProbe;
  const first = document.querySelector(${JSON.stringify(tag)});
  // The widget itself, not a first view painted before its code (issue 28 §5).
  await probe.until(() => customElements.get(${JSON.stringify(tag)}) && !first.shadowRoot?.querySelector('[data-sakhli-first]') && first.shadowRoot?.querySelector('[data-sakhli-root] *'), 60000);
  window.__benchTemplate = { parent: first.parentNode, element: first.cloneNode(false) };
  first.remove();
})()`;
const MOUNT = `() => {
  const { parent, element } = window.__benchTemplate;
  return parent.appendChild(element.cloneNode(false));
}`;
const READY = `(element) => Boolean(element.shadowRoot?.querySelector('[data-sakhli-root] *'))`;

/**
 * Heap after the first cycle, after WARMUP and after MOUNTS more (bytes), the growth over the
 * measured cycles and from the first, and what they left behind.
 */
export async function measureMemory(browser, url, tag) {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: LEAK_PROBE });
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(TAKE_TEMPLATE(tag));
    const result = await soak(page, { mount: MOUNT, ready: READY, cycles: MOUNTS, warmup: WARMUP });
    return {
      mounts: MOUNTS,
      warmup: WARMUP,
      first: result.heapFirst,
      before: result.heapBefore,
      after: result.heapAfter,
      growth: result.growth,
      fromFirst: (result.heapAfter - result.heapFirst) / result.heapFirst,
      withinLimit: result.growth <= GROWTH_LIMIT,
      leftovers: result.leftovers,
      requestsAfterUnmount: result.requestsAfterUnmount,
    };
  } finally {
    await context.close();
  }
}
