// Mount/unmount soak of a custom element: what an element leaves behind once removed (timers,
// intervals, animation frames, window/document listeners, requests) and how the JS heap grows.
// Plain .mjs with browser code as strings (TOOLCHAIN.md: tsx breaks page.evaluate(fn)), so the
// interop suite and a bench script (issue 28 §7) can share it.

/**
 * An init script (`context.addInitScript({ content: LEAK_PROBE })`) that wraps the page's timers,
 * animation frames, window/document/matchMedia listeners, fetch and XHR before any page script,
 * and keeps what is still active in `window.__sakhliProbe` (hidden from `Object.keys(window)`).
 */
export const LEAK_PROBE = `(() => {
  if (window.__sakhliProbe) return;
  const native = { setTimeout, clearTimeout, setInterval, clearInterval,
    requestAnimationFrame, cancelAnimationFrame, fetch: window.fetch };
  let seq = 0;
  const active = new Map();
  const requests = [];
  const where = () => (new Error().stack || '').split('\\n').slice(3, 7).map((l) => l.trim()).join(' < ');
  const track = (kind, key, detail) => active.set(kind + ':' + String(key), { kind, seq: ++seq, detail, at: where() });
  const untrack = (kind, key) => active.delete(kind + ':' + String(key));

  window.setTimeout = function (handler, ms, ...args) {
    const id = native.setTimeout.call(window, function () {
      untrack('timeout', id);
      return typeof handler === 'function' ? handler.apply(this, args) : undefined;
    }, ms);
    track('timeout', id, 'ms=' + (ms || 0));
    return id;
  };
  window.clearTimeout = (id) => { untrack('timeout', id); native.clearTimeout.call(window, id); };
  window.setInterval = function (handler, ms, ...args) {
    const id = native.setInterval.call(window, handler, ms, ...args);
    track('interval', id, 'ms=' + (ms || 0));
    return id;
  };
  window.clearInterval = (id) => { untrack('interval', id); native.clearInterval.call(window, id); };
  window.requestAnimationFrame = (callback) => {
    const id = native.requestAnimationFrame.call(window, (t) => { untrack('frame', id); callback(t); });
    track('frame', id, '');
    return id;
  };
  window.cancelAnimationFrame = (id) => { untrack('frame', id); native.cancelAnimationFrame.call(window, id); };

  // Listeners on the page's long-lived targets: window, document and media queries.
  const targets = new WeakMap();
  let targetSeq = 0;
  const watched = (target) => target === window || target === document ||
    (typeof MediaQueryList !== 'undefined' && target instanceof MediaQueryList);
  const listenerKey = (target, type, listener, options) => {
    if (!targets.has(target)) targets.set(target, ++targetSeq);
    const capture = typeof options === 'boolean' ? options : Boolean(options && options.capture);
    if (!listener.__sakhliProbeId) Object.defineProperty(listener, '__sakhliProbeId', { value: ++seq });
    return targets.get(target) + '/' + type + '/' + listener.__sakhliProbeId + '/' + capture;
  };
  const name = (target) => target === window ? 'window' : target === document ? 'document' : 'matchMedia';
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener && watched(this)) {
      const key = listenerKey(this, type, listener, options);
      track('listener', key, name(this) + ' ' + type);
      if (options && options.once) add.call(this, type, () => untrack('listener', key), { once: true });
      if (options && options.signal) options.signal.addEventListener('abort', () => untrack('listener', key), { once: true });
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if (listener && watched(this)) untrack('listener', listenerKey(this, type, listener, options));
    return remove.call(this, type, listener, options);
  };
  // Old-style media query listeners (addListener) go through the same bookkeeping.
  if (typeof MediaQueryList !== 'undefined') {
    MediaQueryList.prototype.addListener = function (listener) { this.addEventListener('change', listener); };
    MediaQueryList.prototype.removeListener = function (listener) { this.removeEventListener('change', listener); };
  }

  window.fetch = function (input, init) {
    requests.push({ url: String(input && input.url ? input.url : input), at: performance.now() });
    return native.fetch.call(window, input, init);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    requests.push({ url: String(url), at: performance.now() });
    return open.call(this, method, url, ...rest);
  };

  const probe = {
    native,
    /** Marks a point in time: what was created before it is not counted by leftSince. */
    mark: () => ++seq,
    /** Timers, frames and listeners created after mark() and still active. */
    leftSince: (mark) => [...active.values()].filter((item) => item.seq > mark),
    /** Requests started after performance.now() was \`since\`. */
    requestsSince: (since) => requests.filter((r) => r.at > since).map((r) => r.url),
    wait: (ms) => new Promise((resolve) => native.setTimeout.call(window, resolve, ms)),
    /** Resolves once check() is truthy (polled every frame-ish), rejects after timeoutMs. */
    async until(check, timeoutMs = 20000) {
      const end = performance.now() + timeoutMs;
      for (;;) {
        if (check()) return;
        if (performance.now() > end) throw new Error('timed out waiting for ' + check.toString());
        await probe.wait(16);
      }
    },
    /** Lets short timers (≤ 1 s) that were pending run out, so only long-lived ones remain. */
    async settle(mark, timeoutMs = 3000) {
      const end = performance.now() + timeoutMs;
      while (performance.now() < end &&
        probe.leftSince(mark).some((item) => item.kind === 'frame' ||
          (item.kind === 'timeout' && Number(item.detail.slice(3)) <= 1000))) {
        await probe.wait(20);
      }
    },
  };
  Object.defineProperty(window, '__sakhliProbe', { value: probe });
})();`;

/**
 * The JS heap in use after a full garbage collection (CDP: HeapProfiler.collectGarbage, then
 * Runtime.getHeapUsage), in bytes.
 * @param {import('playwright-core').CDPSession} cdp
 */
export async function heapAfterGc(cdp) {
  // Twice: the first pass runs finalizers and weak callbacks that free more on the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * Mounts an element, waits until it shows its content and removes it, `count` times, in the page
 * (the loop runs inside it, so a cycle costs no round trip). `mount` and `ready` as for `soak`.
 * @param {import('playwright-core').Page} page
 * @param {{ mount: string, ready: string }} element
 * @param {number} count
 */
export const mountCycles = (page, { mount, ready }, count) =>
  page.evaluate(`(async () => {
    const probe = window.__sakhliProbe;
    const mount = (${mount});
    const ready = (${ready});
    for (let i = 0; i < ${count}; i++) {
      const element = mount();
      await probe.until(() => ready(element));
      element.remove();
    }
  })()`);

/**
 * Mounts and removes an element `warmup` + `cycles` times in the page (the loop runs inside the
 * page, so a cycle costs no round trip), then reports what the measured cycles left behind and
 * the heap after one cycle, after the warm-up and at the end (each after a full GC).
 *
 * @param {import('playwright-core').Page} page a page opened with LEAK_PROBE as an init script
 * @param {object} options
 * @param {string} options.mount JS expression of a function `() => element` that creates the
 *   element, sets its attributes and properties, and appends it to the page
 * @param {string} options.ready JS expression of a function `(element) => boolean`: it shows its content
 * @param {number} [options.cycles] measured cycles, default 50
 * @param {number} [options.warmup] cycles before the heap's baseline, default 30
 * @param {number} [options.quietMs] how long to watch for requests after the last removal (default 1000)
 * @returns {Promise<{ cycles: number, warmup: number, heapFirst: number, heapBefore: number,
 *   heapAfter: number, growth: number,
 *   leftovers: { kind: string, detail: string, at: string }[], requestsAfterUnmount: string[] }>}
 */
export async function soak(page, { mount, ready, cycles = 50, warmup = 30, quietMs = 1000 }) {
  const cdp = await page.context().newCDPSession(page);
  const cycle = (count) => mountCycles(page, { mount, ready }, count);
  try {
    // Warm-up first: the loader, the runtime and the widget's chunks load once per page, and the
    // engine's compiled code and the libraries' lazy caches fill over the first cycles. The engine
    // keeps optimising for a while: the guest booking's heap after 10, 60, 110 and 160 cycles read
    // 3388, 3751, 3891, 3970 KB, and a snapshot diff of 10 → 160 put 92 % of the growth in compiled
    // code (InstructionStream, bytecode arrays) and the rest in the page's resource-timing entries
    // (one request a mount), no detached node or cache. Ten cycles left it +11.7 % still optimising;
    // after 30 the next 50 grow +5 %. A leak keeps growing at its rate, which is what this measures.
    await cycle(1);
    await page.evaluate(`window.__sakhliProbe.settle(0)`);
    const heapFirst = await heapAfterGc(cdp);
    if (warmup > 1) await cycle(warmup - 1);
    await page.evaluate(`window.__sakhliProbe.settle(0)`);
    const heapBefore = await heapAfterGc(cdp);
    const mark = await page.evaluate(`window.__sakhliProbe.mark()`);
    await cycle(cycles);
    const removedAt = await page.evaluate(`performance.now()`);
    await page.evaluate(`window.__sakhliProbe.settle(${mark})`);
    // Polling would show up within a few of its intervals; the suite sets poll-ms well below this.
    await page.evaluate(`window.__sakhliProbe.wait(${quietMs})`);
    const leftovers = await page.evaluate(
      `window.__sakhliProbe.leftSince(${mark}).map(({ kind, detail, at }) => ({ kind, detail, at }))`,
    );
    const requestsAfterUnmount = await page.evaluate(
      `window.__sakhliProbe.requestsSince(${removedAt})`,
    );
    const heapAfter = await heapAfterGc(cdp);
    return {
      cycles,
      warmup,
      heapFirst,
      heapBefore,
      heapAfter,
      growth: (heapAfter - heapBefore) / heapBefore,
      leftovers,
      requestsAfterUnmount,
    };
  } finally {
    await cdp.detach();
  }
}
