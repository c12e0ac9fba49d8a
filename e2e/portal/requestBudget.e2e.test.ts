// One request per need (issue 20): the built portal against the demo API, signed in as the owner
// (Georgian) and as a resident (English). The sign-in journey, a cold load of every route of the
// portal's tree and a client-side move from /home to each: any API call made twice, or the page
// loading again after sign-in, fails; a table of calls and of the longest chain of calls that
// waited on one another is printed. Routes come from the tree, so new ones are covered as they land.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, launch } from '../support/browser';
import { fixtures, outbox, resetDemo } from '../support/demo';
import { startPortal, type PortalServer } from './portalServer';
import {
  duplicates,
  longestChain,
  navigateInApp,
  redact,
  RequestRecorder,
  table,
  type ApiCall,
} from './requestBudget';
import { roleAddresses, sampleUrl, visitedPatterns, type RoleData } from './routeSamples';
import { PASSWORD, ROLES, roleData } from './roles';

/**
 * Records every heading of <main> and every page title as they appear, in sessionStorage so a
 * reload does not wipe what was seen before it (a string: see e2e/support/browser.ts).
 */
const WATCH_TEXTS = `(() => {
  const KEY = 'budget:seen';
  const note = () => {
    const seen = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    const entry = {
      // The signed-in frame (its quick panel toggle) is up: the main area, not the auth card.
      mainArea: Boolean(document.querySelector('[aria-controls="quick-panel"]')),
      h1: document.querySelector('main h1')?.textContent ?? '',
      title: document.title,
    };
    const last = seen[seen.length - 1];
    if (last && last.mainArea === entry.mainArea && last.h1 === entry.h1 && last.title === entry.title) return;
    seen.push(entry);
    sessionStorage.setItem(KEY, JSON.stringify(seen));
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

interface SeenText {
  mainArea: boolean;
  h1: string;
  title: string;
}

const rows: string[][] = [];
const cell = (calls: readonly ApiCall[]) => `${calls.length} / ${longestChain(calls)}`;
let portal: PortalServer;

beforeAll(async () => {
  await resetDemo();
  portal = await startPortal(inject('apiBase'));
});

afterAll(async () => {
  console.log(
    `\nRequest budget (API calls / longest chain of calls that waited on one another)\n${table(
      ['role', 'route', 'cold load', 'from /home', 'calls made'],
      rows,
    )}\n`,
  );
  await closeBrowser();
  await portal?.close();
});

const patterns = visitedPatterns();

describe('the budget covers the portal', () => {
  it('makes an address for every route of the tree', async () => {
    const data: RoleData = {
      userId: 1,
      language: 'en',
      fixtures: (await fixtures()) as RoleData['fixtures'],
      billing: [],
    };
    // Throws for a route whose params have no sample: add one in routeSamples.ts.
    for (const { path } of patterns) expect(sampleUrl(path, data)).toMatch(/^\//);
    expect(patterns.map((r) => r.path)).toEqual(expect.arrayContaining(['/home', '/support']));
  });
});

for (const role of ROLES) {
  describe(`signed in as the ${role.name} (${role.language})`, () => {
    let context: BrowserContext;
    let page: Page;
    let recorder: RequestRecorder;
    let data: RoleData;

    beforeAll(async () => {
      context = await (await launch()).newContext({ viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      await page.addInitScript({ content: WATCH_TEXTS });
      recorder = new RequestRecorder(page);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('signs in straight into the user’s language: each call once, no reload', async () => {
      await page.goto(`${portal.url}/login`);
      await recorder.settle();
      recorder.start();
      await page.getByLabel('E-mail').fill(role.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/verification');
      const code = (await outbox<{ to: string; code?: string }>())
        .filter((mail) => mail.to === role.email && mail.code)
        .at(-1)?.code;
      await page.getByRole('textbox', { name: 'Code' }).fill(code!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/support');
      await recorder.settle();
      const { calls, documentLoads } = recorder.stop();
      rows.push([
        role.name,
        'sign-in → first screen',
        cell(calls),
        '',
        calls.map((c) => c.key).join(', '),
      ]);

      // The routes' samples first: the routes below still run (and print) when this one fails.
      data = await roleData(page, role);
      expect.soft(duplicates(calls)).toEqual([]);
      expect.soft(documentLoads).toEqual([]);
      const seen = JSON.parse(
        (await page.evaluate("sessionStorage.getItem('budget:seen')")) as string,
      ) as SeenText[];
      const mainArea = seen.filter((s) => s.mainArea && s.h1);
      expect(mainArea.length).toBeGreaterThan(0);
      if (role.script) {
        const script = role.script;
        // No English on the way: every heading and title the main area showed is in the language.
        expect(mainArea.filter((s) => !script.test(s.h1) || !script.test(s.title))).toEqual([]);
      }
    });

    it('opens every route cold with each call once', { timeout: 300_000 }, async () => {
      const failures: string[] = [];
      for (const url of roleAddresses(data)) {
        recorder.start();
        await page.goto(`${portal.url}${url}`);
        await recorder.settle();
        const { calls, documentLoads } = recorder.stop();
        rows.push([role.name, url, cell(calls), '', calls.map((c) => c.key).join(', ')]);
        const twice = duplicates(calls);
        if (twice.length) failures.push(`${url}: called twice: ${twice.join('; ')}`);
        if (documentLoads.length !== 1) failures.push(`${url}: ${documentLoads.length} page loads`);
      }
      expect(failures.map(redact)).toEqual([]);
    });

    it('moves from /home to every route with no call repeated', { timeout: 300_000 }, async () => {
      const failures: string[] = [];
      for (const url of roleAddresses(data)) {
        recorder.start();
        await page.goto(`${portal.url}/home`);
        await recorder.settle();
        const home = recorder.stop();
        recorder.start();
        await navigateInApp(page, url);
        await recorder.settle();
        const moved = recorder.stop();
        const row = rows.find((r) => r[0] === role.name && r[1] === url);
        if (row) row[3] = cell(moved.calls);
        const twice = duplicates([...home.calls, ...moved.calls]);
        if (twice.length) failures.push(`/home → ${url}: called twice: ${twice.join('; ')}`);
        if (moved.documentLoads.length) failures.push(`/home → ${url}: the page loaded again`);
      }
      expect(failures.map(redact)).toEqual([]);
    });

    it('signs out from /home without a call made twice', async () => {
      recorder.start();
      await page.goto(`${portal.url}/home`);
      await recorder.settle();
      const home = recorder.stop();
      recorder.start();
      await navigateInApp(page, '/logout');
      await page.waitForURL('**/login');
      await recorder.settle();
      const out = recorder.stop();
      rows.push([
        role.name,
        '/logout',
        '',
        cell(out.calls),
        out.calls.map((c) => c.key).join(', '),
      ]);
      expect(duplicates([...home.calls, ...out.calls])).toEqual([]);
      expect(out.documentLoads).toEqual([]);
    });
  });
}
