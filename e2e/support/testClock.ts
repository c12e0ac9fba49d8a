// The e2e run's one clock: with SAKHLI_TEST_NOW set, the demo API server, the test files and every
// page read the same instant (globalSetup reads it from the server once it is up).
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { shiftDate } from '../../packages/demo-api/src/testClock';

/** The demo API server's clock, read once it answers. */
export async function serverNow(apiBase: string): Promise<number> {
  const response = await fetch(new URL('__demo/clock', apiBase), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 0 }),
  });
  if (!response.ok) throw new Error(`/__demo/clock answered ${response.status}`);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/**
 * Moves `Date` in every page of `context` onto the run's test clock; only `Date` (Playwright's
 * page.clock would fake the page's timers too). Nothing happens on the real clock.
 */
export async function useTestClock(context: BrowserContext): Promise<void> {
  const instant = inject('sakhliTestNow');
  const at = inject('sakhliTestNowAt');
  if (instant === null || instant === undefined || at === undefined) return;
  // A string: page scripts must not depend on the test transform's helpers. The page's own real
  // Date.now() plus the run's offset, so a page opened late agrees with the server too.
  await context.addInitScript({
    content: `(${shiftDate.toString()})(window, Date.now() + ${instant - at});`,
  });
}
