// Repeated clicks on an action (issue 27 §1): a triple click — which starts as a double click — on
// book, accept, decline, pay, cancel, exchange, send or delete makes exactly one request. The
// request is held while the clicks land, then dropped like a lost connection, so nothing changes on
// the demo API and the same link or row serves the next case.
import type { Locator, Page, Route } from 'playwright-core';

export interface Mutation {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The call's path (ids vary). */
  path: RegExp;
}

/** How many requests of `mutation` a triple click on `button` sends. */
export async function requestsOfTripleClick(
  page: Page,
  mutation: Mutation,
  button: Locator,
): Promise<number> {
  const held: Route[] = [];
  const matches = (url: URL) => mutation.path.test(url.pathname);
  const hold = (route: Route) => {
    if (route.request().method() !== mutation.method) return route.fallback();
    held.push(route);
  };
  await page.route(matches, hold);
  try {
    await button.click({ clickCount: 3 });
    for (let waited = 0; held.length === 0 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Two frames: whatever the second and third click started has gone out by then.
    await page.evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
    );
    return held.length;
  } finally {
    await page.unroute(matches, hold);
    await Promise.all(held.map((route) => route.abort('internetdisconnected').catch(() => 0)));
  }
}
