// The system Chromium through playwright-core, and pages that record what a host would notice:
// CSP violations, script errors and console errors.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { chromiumLaunch } from '../../vite.shared';
import { useTestClock } from './testClock';

let browser: Browser | undefined;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch(chromiumLaunch);
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface WatchedPage {
  page: Page;
  /** Chromium's console reports of CSP violations ("Refused to … Content Security Policy"). */
  cspViolations: string[];
  /** Uncaught errors and `console.error` lines. */
  errors: string[];
}

// A string, not a function: page scripts must not depend on the test transform's helpers.
const LISTEN_FOR_CSP = `document.addEventListener('securitypolicyviolation', (e) => {
  (window.__cspViolations ??= []).push(
    e.violatedDirective + ' ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber + ':' + e.columnNumber,
  );
});`;

/** A fresh browser context whose pages run on the test clock. */
export async function newContext(options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await (await launch()).newContext(options);
  await useTestClock(context);
  return context;
}

/**
 * A fresh context and page; violations are read from the page and from the console. `before` runs
 * ahead of the navigation (e.g. to hold a file back with `page.route`).
 */
export async function openPage(
  url: string,
  { before }: { before?: (page: Page) => Promise<unknown> } = {},
): Promise<WatchedPage> {
  const context = await newContext();
  const page = await context.newPage();
  await before?.(page);
  const errors: string[] = [];
  const cspViolations: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    else errors.push(`${message.text()} (${message.location().url})`);
  });
  await page.addInitScript({ content: LISTEN_FOR_CSP });
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors, cspViolations };
}

/** Violations the page itself saw (the init script's listener). */
export async function pageCspViolations(page: Page): Promise<string[]> {
  return (await page.evaluate('window.__cspViolations ?? []')) as string[];
}

/**
 * Polls `expression` from the test side until it is truthy. Playwright's `waitForFunction` polls
 * inside the page with `eval`, which the playground's CSP forbids (a violation of its own).
 */
export async function waitUntil(
  page: Page,
  expression: string,
  timeoutMs = 15_000,
): Promise<unknown> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value: unknown = await page.evaluate(expression);
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
