// The request-budget recorder (issue 20): which API calls a page makes while a route loads, the
// calls made twice, the full-page loads (a reload after sign-in is one), and the longest chain of
// calls that waited on one another; plus a wait for the page to settle on conditions, not sleeps.
import type { Page, Request } from 'playwright-core';

export interface ApiCall {
  /** `GET /api/tickets/list?page=1&per_page=10` */
  key: string;
  startedAt: number;
  endedAt?: number;
  /** Why it failed (`net::ERR_INTERNET_DISCONNECTED`: the browser was offline, nothing was sent). */
  failure?: string;
}

export interface RecordedWindow {
  calls: ApiCall[];
  /** Main-frame document requests (the page itself loading again). */
  documentLoads: string[];
}

/** Calls after this much network silence (and an idle main thread) count as settled. */
const QUIET_MS = 200;

function isApi(request: Request): boolean {
  return new URL(request.url()).pathname.startsWith('/api/');
}

function keyOf(request: Request): string {
  const url = new URL(request.url());
  return `${request.method()} ${url.pathname}${url.search}`;
}

/** A link's token stays out of the printed table and messages, as out of every other log. */
export function redact(text: string): string {
  return (
    text
      .replace(/([?&](?:token|hash)=)[^&\s,]+/g, '$1…')
      .replace(/(\/qr\/booking\/\d+\/)[^/\s,]+/g, '$1…')
      // A guest's booking window: its time hash is the e-mailed link's secret too.
      .replace(/(\/qr\/booking\/\d+\/…\/)(?!bookedDates)[^/\s,?:]+/g, '$1…')
  );
}

/** Watches one page for its whole life; windows collect what happens between two moments. */
export class RequestRecorder {
  private inFlight = new Set<Request>();
  private lastActivity = Date.now();
  private open: RecordedWindow | undefined;
  private readonly apiCalls = new Map<Request, ApiCall>();

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastActivity = Date.now();
      if (!this.open) return;
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
        this.open.documentLoads.push(request.url());
      }
      if (isApi(request)) {
        const call = { key: keyOf(request), startedAt: Date.now() };
        this.apiCalls.set(request, call);
        this.open.calls.push(call);
      }
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
      const call = this.apiCalls.get(request);
      if (!call) return;
      // The browser's own times: which call waited on which is not blurred by event delivery.
      const timing = request.timing();
      if (timing.startTime > 0) call.startedAt = timing.startTime;
      call.endedAt = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
      const failure = request.failure()?.errorText;
      if (failure) call.failure = failure;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Starts collecting into a fresh window (closing the previous one). */
  start(): RecordedWindow {
    this.open = { calls: [], documentLoads: [] };
    return this.open;
  }

  /** Stops collecting and returns what the window saw. */
  stop(): RecordedWindow {
    const window = this.open ?? { calls: [], documentLoads: [] };
    this.open = undefined;
    return window;
  }

  /**
   * Waits until nothing is in flight, nothing started for {@link QUIET_MS} and the page's main
   * thread has had an idle moment with still nothing new (so a screen that renders and then
   * fetches is caught). Condition-based: a slow machine waits longer, never gives up early.
   */
  async settle(timeoutMs = 30_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (Date.now() > until) {
        const pending = [...this.inFlight].map((r) => r.url()).join(', ');
        throw new Error(`the page did not settle in ${timeoutMs} ms (in flight: ${pending})`);
      }
      if (this.inFlight.size === 0 && Date.now() - this.lastActivity >= QUIET_MS) {
        const before = this.lastActivity;
        // A string: page scripts must not depend on the test transform's helpers.
        await this.page.evaluate(
          'new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 2000 }))',
        );
        if (this.inFlight.size === 0 && this.lastActivity === before) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A call the browser refused to send, being offline: it never reached the API. */
export const sentOffline = (call: ApiCall) => call.failure === 'net::ERR_INTERNET_DISCONNECTED';

/** Calls made more than once in `calls`, as `key ×n`. */
export function duplicates(calls: readonly ApiCall[]): string[] {
  const counts = new Map<string, number>();
  for (const { key } of calls) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);
}

/**
 * The longest chain of calls each of which started only after the one before it had answered
 * (the calls that waited on one another: a language that must be known, a user that must load).
 */
export function longestChain(calls: readonly ApiCall[]): number {
  const sorted = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  const depth: number[] = [];
  sorted.forEach((call, i) => {
    let best = 0;
    for (let j = 0; j < i; j++) {
      const before = sorted[j]!;
      if (before.endedAt !== undefined && before.endedAt <= call.startedAt) {
        best = Math.max(best, depth[j]!);
      }
    }
    depth[i] = best + 1;
  });
  return Math.max(0, ...depth);
}

/**
 * A client-side navigation as the user makes it: hover (the router warms the route), then click
 * the link when the page shows one; otherwise the history entry the router's own links push.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  const link = page.locator(`a[href="${url}"]:visible`).first();
  if ((await link.count()) > 0) {
    await link.hover();
    await link.click();
    return;
  }
  await page.evaluate(
    `(() => {
      const index = (history.state?.__TSR_index ?? 0) + 1;
      history.pushState({ ...history.state, __TSR_index: index, key: String(index) }, '', ${JSON.stringify(url)});
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    })()`,
  );
}

/** A fixed-width text table for the run's output. */
export function table(head: string[], cells: string[][]): string {
  const rows = cells.map((row) => row.map(redact));
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
