// Memory (issue 28 §7): a widget mounted and unmounted MOUNTS times on its playground page; the JS
// heap after a full GC (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage) before and after.
// "Before" is taken once the widget's code is loaded and its first instance is gone, so the figure
// is what instances leave behind, not the code. Growth must stay ≤ 10 %.

export const MOUNTS = Number(process.env.BENCH_MOUNTS ?? 50);
export const GROWTH_LIMIT = 0.1;

// Browser side, as a string: mounts copies of the page's first `tag` (same attributes) one at a
// time, each until its content shows, then removes it (r2wc unmounts on disconnect).
const CYCLE = (tag, times) => `(async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const shown = async (el) => {
    for (let i = 0; i < 600; i++) {
      if (el.shadowRoot?.querySelector('[data-sakhli-root] *')) return;
      await frame();
    }
    throw new Error('<${tag}> never rendered');
  };
  const first = document.querySelector(${JSON.stringify(tag)});
  window.__benchTemplate ??= { parent: first.parentNode, element: first.cloneNode(false) };
  const { parent, element } = window.__benchTemplate;
  if (first?.isConnected) { await shown(first); first.remove(); }
  for (let i = 0; i < ${times}; i++) {
    const el = element.cloneNode(false);
    parent.appendChild(el);
    await shown(el);
    el.remove();
  }
  await frame();
  return true;
})()`;

async function heap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Heap before/after MOUNTS mount+unmount cycles of `tag` on `url`, in bytes, and the growth. */
export async function measureMemory(browser, url, tag) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(url);
    await page.evaluate(CYCLE(tag, 0));
    // Let the first instance's timers and queries settle before the baseline.
    await new Promise((r) => setTimeout(r, 1000));
    const before = await heap(cdp);
    await page.evaluate(CYCLE(tag, MOUNTS));
    await new Promise((r) => setTimeout(r, 1000));
    const after = await heap(cdp);
    const growth = (after - before) / before;
    return { mounts: MOUNTS, before, after, growth, withinLimit: growth <= GROWTH_LIMIT };
  } finally {
    await context.close();
  }
}
