// The test clock reaches every party of a journey: the demo API server, this test file and pages,
// in the run's time zone (SAKHLI_TEST_NOW, TZ; `pnpm test:dates`).
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser';
import { serverNow } from './support/testClock';

afterAll(closeBrowser);

describe('the test clock', () => {
  it('is one clock for the server, the test and the page', async () => {
    const { page } = await openPage(inject('playgroundURL'));
    const before = Date.now();
    const [server, inPage] = await Promise.all([
      serverNow(inject('apiBase')),
      page.evaluate('[Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone]') as Promise<
        [number, string]
      >,
    ]);
    const after = Date.now();
    // A few seconds apart at most: the server's clock is read when it starts, the page's on load.
    for (const now of [server, inPage[0]]) {
      expect(now).toBeGreaterThan(before - 5_000);
      expect(now).toBeLessThan(after + 5_000);
    }
    const instant = inject('sakhliTestNow');
    if (instant !== null) {
      // The run started at SAKHLI_TEST_NOW (a journey run is minutes, not days).
      expect(before).toBeGreaterThanOrEqual(instant);
      expect(before - instant).toBeLessThan(60 * 60_000);
    }
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(inPage[1]).toBe(zone);
    if (process.env.TZ) expect(zone).toBe(process.env.TZ);
  });
});
