// Fault injection for one API call of a page (issue 27 §1): the call is aborted, answered 500,
// answered with malformed JSON, answered with valid JSON of the wrong shape, or held (the "10 s
// delay", released by the test instead of waited out) — switched between kinds on one page.
import type { Page, Request, Route } from 'playwright-core';

export const FAULT_KINDS = ['abort', '500', 'malformed', 'wrong-shape', 'delay'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A call as the suite names it: method and path, a link's secrets left out. */
export interface CallName {
  method: string;
  path: string;
}

/** `GET /api/tickets/list` (no query: a page's params may change; no secrets: see redact). */
export function nameOf(request: Request): CallName {
  return { method: request.method(), path: new URL(request.url()).pathname };
}

export const callText = ({ method, path }: CallName) => `${method} ${path}`;

/** One call of a page under a switchable fault; every request of it is counted. */
export class FaultSwitch {
  /** The fault the next request meets; `none` lets it through. */
  kind: FaultKind | 'none' = 'none';
  /** Requests of the call seen since the switch was installed (retries included). */
  requests = 0;
  private held: Route[] = [];
  /** Requests of the call the page still waits on (held, being answered, or let through). */
  private readonly open = new Set<Request>();
  private readonly matcher: (url: URL) => boolean;
  private readonly handler = (route: Route) => this.handle(route);
  private readonly settled = (request: Request) => this.open.delete(request);

  private constructor(
    private readonly page: Page,
    private readonly call: CallName,
  ) {
    this.matcher = (url) => url.pathname === call.path;
  }

  static async install(page: Page, call: CallName): Promise<FaultSwitch> {
    const fault = new FaultSwitch(page, call);
    page.on('requestfinished', fault.settled);
    page.on('requestfailed', fault.settled);
    await page.route(fault.matcher, fault.handler);
    return fault;
  }

  /**
   * A request of the call is still on its way: the page's clock must not be moved on, or its
   * time-out (30 s of page time) runs out while a loaded machine answers it.
   */
  get inFlight(): boolean {
    return this.open.size > 0;
  }

  /** Requests held by the `delay` kind so far (waiting for {@link release}). */
  get holding(): number {
    return this.held.length;
  }

  /** Ends the delay: every held request now meets the current kind (`none`: goes through). */
  async release(): Promise<void> {
    const held = this.held.splice(0);
    await Promise.all(held.map((route) => this.answer(route, this.kind).catch(() => undefined)));
  }

  async uninstall(): Promise<void> {
    await this.release();
    await this.page.unroute(this.matcher, this.handler);
    this.page.off('requestfinished', this.settled);
    this.page.off('requestfailed', this.settled);
    this.open.clear();
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    if (request.method() !== this.call.method) return route.fallback();
    this.requests += 1;
    this.open.add(request);
    if (this.kind === 'delay') {
      this.held.push(route);
      return;
    }
    await this.answer(route, this.kind);
  }

  private async answer(route: Route, kind: Exclude<FaultKind, 'delay'> | 'none' | 'delay') {
    if (kind === 'none' || kind === 'delay') return route.fallback();
    if (kind === 'abort') return route.abort('internetdisconnected');
    // The real answer's headers (CORS for a widget on another origin), the body replaced.
    const response = await route.fetch().catch(() => undefined);
    if (!response) return route.abort('internetdisconnected').catch(() => undefined);
    const headers: Record<string, string> = {
      ...response.headers(),
      'content-type': 'application/json',
    };
    delete headers['content-length'];
    const [status, body] = ANSWERS[kind];
    await route.fulfill({ status, headers, body }).catch(() => undefined);
  }
}

/** What each answering fault sends: a bare 500, JSON cut short, and JSON no schema expects. */
const ANSWERS: Record<'500' | 'malformed' | 'wrong-shape', [number, string]> = {
  '500': [500, '{}'],
  malformed: [200, '{"data": {"items": [{"id": 1, "na'],
  'wrong-shape': [200, '{"data": {"items": "none", "id": "x", "count": "many"}, "meta": {}}'],
};
