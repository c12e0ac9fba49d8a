// Language suite, the portal (issue 27 §4): every route at 320 px, signed in through the UI as the
// owner and as a resident (their screens differ: bills, keys, wallet), each in Georgian and then in
// Russian, each screen then pseudo-localized in the same visit (every word accented and ~40 %
// longer), must fit: nothing wider than the screen, no text cut by overflow without an ellipsis or
// title, inside shadow roots too. Routes come from the tree (routeSamples.ts),
// so a new route is covered as it lands; the run prints routes × roles × languages and fails if a
// route of the tree was not visited in each.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, launch } from '../support/browser';
import { resetDemo } from '../support/demo';
import { startPortal, type PortalServer } from './portalServer';
import { redact } from './requestBudget';
import { ROLES, roleData, signInThroughUi, type Role } from './roles';
import { roleAddresses, type RoleData } from './routeSamples';

/** A language of the interface (spec §1). */
type Language = 'ge' | 'en' | 'ru';

const WIDTH = 320;
/** Addresses to try alone while fixing (`SAKHLI_FIT_ONLY=/payments,/test`); unset, every route. */
const ONLY = process.env.SAKHLI_FIT_ONLY?.split(',');

/** The page scripts, as strings (page code must not depend on the test transform's helpers). */
const script = (file: string, call: string) =>
  `${readFileSync(new URL(`../../packages/widgets/test/${file}`, import.meta.url), 'utf8').replace(/^export /gm, '')}\n${call}`;
const UNFIT = script('fit.mjs', 'unfit()');
const PSEUDO = script('pseudo.mjs', 'pseudoLocalize()');

/**
 * Each role's passes: a language, and whether each screen is then pseudo-localized too (in the same
 * visit, so the pseudo-locale costs a DOM walk, not a pass of its own).
 */
const BOTH: { language: Language; pseudo: boolean }[] = [
  { language: 'ge', pseudo: true },
  { language: 'ru', pseudo: true },
];
const PASSES: Record<string, { language: Language; pseudo: boolean }[]> = {
  owner: BOTH,
  resident: BOTH,
};

let portal: PortalServer;
const visited = new Map<string, Set<string>>();

beforeAll(async () => {
  await resetDemo();
  portal = await startPortal(inject('apiBase'));
});

afterAll(async () => {
  const lines = [...visited].map(([pass, urls]) => `${pass}: ${urls.size}`);
  const total = [...visited.values()].reduce((sum, urls) => sum + urls.size, 0);
  console.log(
    `\nFit at ${WIDTH} px: ${total} visits (routes × roles × languages) — ${lines.join(', ')}\n`,
  );
  await closeBrowser();
  await portal?.close();
});

/** Sets the signed-in account's language (API and storage), as the switcher does. */
async function useLanguage(page: Page, language: Language) {
  const token = (key: string) => page.evaluate(`localStorage.getItem('sakhli:${key}')`);
  const response = await fetch(new URL('api/users/locale', inject('apiBase')), {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'access-token': (await token('access-token')) as string,
      'refresh-token': (await token('refresh-token')) as string,
    },
    body: JSON.stringify({ locale: language }),
  });
  expect(response.status).toBe(200);
  await page.evaluate((lang) => {
    localStorage.setItem('sakhli:language', lang);
    const user = JSON.parse(localStorage.getItem('sakhli:user') ?? 'null') as {
      language?: string;
    } | null;
    if (user) localStorage.setItem('sakhli:user', JSON.stringify({ ...user, language: lang }));
  }, language);
}

/**
 * Waits for the screen (its heading, or a refused guest link's alert: at narrow widths two of those
 * show neither, everyRoute.e2e.test.ts says so) and its data, then says what does not fit.
 */
async function check(page: Page, url: string, language: Language, pseudo: boolean) {
  await page.goto(`${portal.url}${url}`);
  const problems: string[] = [];
  // The first *visible* one: at 320 px the menu's section headings (display: none) come first,
  // and waiting on them cost every visit its whole 10 s time-out.
  await page
    .locator('h1, h2, [role="alert"]')
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  const shownIn = await page.evaluate(() => document.documentElement.lang);
  if (!shownIn.startsWith(language === 'ge' ? 'ka' : language)) {
    problems.push(`shown in ${shownIn}, not ${language}`);
  }
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 30_000,
    })
    .catch(() => problems.push('still loading after 30 s'));
  problems.push(...((await page.evaluate(UNFIT)) as string[]));
  if (!pseudo) return problems;
  const changed = (await page.evaluate(PSEUDO)) as number;
  if (changed === 0) problems.push('pseudo-locale changed no text');
  return [...problems, ...((await page.evaluate(UNFIT)) as string[]).map((p) => `pseudo: ${p}`)];
}

for (const role of ROLES) {
  describe(`every route at ${WIDTH} px as the ${role.name}`, () => {
    let context: BrowserContext;
    let page: Page;
    let data: RoleData;

    beforeAll(async () => {
      context = await (await launch()).newContext({ viewport: { width: WIDTH, height: 720 } });
      page = await context.newPage();
      await signInThroughUi(page, portal.url, role as Role);
      data = await roleData(page, role);
    });

    afterAll(async () => {
      await context?.close();
    });

    for (const pass of PASSES[role.name] ?? []) {
      const name = `${role.name} ${pass.language}${pass.pseudo ? '+pseudo' : ''}`;
      it(`fits every route in ${name}`, { timeout: 600_000 }, async () => {
        await useLanguage(page, pass.language);
        // A guest link's `lang=` is the pass's, so no link switches the language mid-pass.
        const urls = roleAddresses({ ...data, language: pass.language }).filter(
          (url) => !ONLY || ONLY.some((part) => url.startsWith(part)),
        );
        const seen = new Set<string>();
        visited.set(name, seen);
        const failures: string[] = [];
        for (const url of urls) {
          for (const problem of await check(page, url, pass.language, pass.pseudo)) {
            failures.push(`${url}: ${problem}`);
          }
          seen.add(url);
        }
        expect(failures.map(redact)).toEqual([]);
        expect(seen.size).toBe(urls.length);
      });
    }
  });
}

it('plans a pass for every role the sweep signs in as', () => {
  expect(ROLES.map((role) => role.name).filter((name) => !PASSES[name])).toEqual([]);
});
