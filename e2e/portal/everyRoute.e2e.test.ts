// Every route of the portal as each role meets it (issue 26 §9): the built portal against the demo
// API, signed in through the UI (2FA code from the outbox) as the owner (Georgian) and as a resident
// (English), each route opened cold at 375 and 1280 px. Each shows its heading, with no
// console error, no uncaught error, no failed API call, nothing wider than the screen and no axe
// violation in the page. Routes come from the tree (routeSamples.ts), so new ones are covered as
// they land; a route a role may not use shows the "not available" screen, which must pass too.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { axeInside } from '../support/axe';
import { closeBrowser, launch } from '../support/browser';
import { resetDemo } from '../support/demo';
import { startPortal, type PortalServer } from './portalServer';
import { redact } from './requestBudget';
import { ROLES, roleData, signInThroughUi } from './roles';
import { roleAddresses, type RoleData } from './routeSamples';

const WIDTHS = [375, 1280] as const;
let portal: PortalServer;
const covered: string[] = [];

beforeAll(async () => {
  await resetDemo();
  portal = await startPortal(inject('apiBase'));
});

afterAll(async () => {
  console.log(`\nEvery route: ${covered.length} visits (routes × roles × widths)\n`);
  await closeBrowser();
  await portal?.close();
});

/**
 * A guest link's own refusal is the state its screen is about: the sampled forged time hash (404)
 * and expired change link (410) must show the widget's clear "start again" state, not fail here.
 */
const LINK_REFUSALS = /^\/api\/qr\/(booking\/\d+\/[^/]+\/[^/]+|book\/change)$/;

/** What went wrong on a page while it was watched. */
function watch(page: Page) {
  const problems: string[] = [];
  const isRefusal = (address: string, status: number) => {
    const path = address ? new URL(address).pathname : '';
    return LINK_REFUSALS.test(path) && [404, 410].includes(status);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser's own line for a refused link call, not the app's.
    const status = Number(/status of (\d{3})/.exec(message.text())?.[1]);
    if (isRefusal(message.location().url, status)) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.status() < 400) return;
    if (isRefusal(response.url(), response.status())) return;
    problems.push(`${response.request().method()} ${url.pathname} answered ${response.status()}`);
  });
  return problems;
}

for (const role of ROLES) {
  describe(`every route as the ${role.name} (${role.language})`, () => {
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    let data: RoleData;

    beforeAll(async () => {
      context = await (await launch()).newContext({ viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      problems = watch(page);
      await signInThroughUi(page, portal.url, role);
      data = await roleData(page, role);
    });

    afterAll(async () => {
      await context?.close();
    });

    for (const width of WIDTHS) {
      it(
        `shows each route at ${width} px: heading, no error, no overflow, no axe violation`,
        {
          timeout: 600_000,
        },
        async () => {
          await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
          const failures: string[] = [];
          for (const url of roleAddresses(data)) {
            problems.length = 0;
            await page.goto(`${portal.url}${url}`);
            // The screen's heading (a guest page's is its widget's own).
            const heading = page.getByRole('heading').first();
            await heading.waitFor({ state: 'visible', timeout: 30_000 }).catch(() => {
              failures.push(`${url}: no heading`);
            });
            // No skeleton left: the screen's data has arrived (or said why not).
            await page
              .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
                timeout: 30_000,
              })
              .catch(() => failures.push(`${url}: still loading after 30 s`));
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            if (overflow > 0) failures.push(`${url}: ${overflow} px wider than the screen`);
            for (const finding of await axeInside(page, 'body')) {
              failures.push(`${url}: axe ${finding.id} (${finding.help}) ${finding.targets[0]}`);
            }
            failures.push(...problems.map((problem) => `${url}: ${problem}`));
            covered.push(`${role.name} ${width} ${url}`);
          }
          expect(failures.map(redact)).toEqual([]);
        },
      );
    }
  });
}
