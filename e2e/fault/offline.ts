// Offline, then online (issue 27 §1): from a loaded /home the connection drops and the user opens a
// screen from the menu; it says it could not load, and once the browser is back online it loads by
// itself (no "Try again"), each of its calls made once. A widget likewise (widgetBackOnline).
import type { BrowserContext, Page } from 'playwright-core';
import { layoutMessages, titleMessages } from '../../packages/portal/src/app/messages';
import { duplicates, RequestRecorder } from '../portal/requestBudget';
import { snapshot } from '../support/screenStates';
import type { ApiSession } from '../support/session';

type Language = 'en' | 'ge' | 'ru';

/** What went wrong, one line each; empty when the screen came back by itself. */
export async function openWhileOffline(
  context: BrowserContext,
  portalUrl: string,
  to: string,
  titleId: keyof typeof titleMessages,
  language: Language,
): Promise<string[]> {
  const failures: string[] = [];
  // A context of its own (the same signed-in storage): the screen's code is in no cache yet.
  const own = await context.browser()!.newContext({ storageState: await context.storageState() });
  const page = await own.newPage();
  const recorder = new RequestRecorder(page);
  try {
    await page.goto(`${portalUrl}/home`);
    await recorder.settle();
    await own.setOffline(true);
    await page.locator(`a[href="${to}"]:visible`).first().click();
    const failed = page.getByRole('heading', {
      name: layoutMessages['portal.error.title'][language],
    });
    await failed.waitFor({ timeout: 15_000 }).catch(() => failures.push(`${to}: no error screen`));
    recorder.start();
    await own.setOffline(false);
    // Back online: the screen arrives with no click.
    await page
      .getByRole('heading', { level: 1, name: titleMessages[titleId][language] })
      .waitFor({ timeout: 15_000 })
      .catch(() => failures.push(`${to}: did not load by itself once back online`));
    await recorder.settle();
    const twice = duplicates(recorder.stop().calls);
    if (twice.length) failures.push(`${to}: asked twice once online: ${twice.join('; ')}`);
    if ((await snapshot(page)).retries > 0) failures.push(`${to}: an error state is left`);
  } finally {
    await own.close();
  }
  return failures;
}

/** The text a widget's shadow root shows (what a user reads: no style sheets), in one line. */
const shownBy = (tag: string) => `(() => {
  const root = document.querySelector('${tag}')?.shadowRoot;
  if (!root) return '';
  return [...root.children]
    .filter((el) => !['style', 'script', 'link'].includes(el.localName))
    .map((el) => el.innerText ?? '')
    .join(' ')
    .replace(/\\s+/g, ' ')
    .trim();
})()`;

/**
 * A widget when the connection drops (issue 27 §1): put on the page again while offline (its code
 * is in, its calls are not), it waits; once the browser is back online it shows what it showed
 * before by itself (no "Try again" left), each of its calls made once.
 */
export async function widgetBackOnline(
  page: Page,
  tag: string,
  session: ApiSession | undefined,
): Promise<string[]> {
  const failures: string[] = [];
  const recorder = new RequestRecorder(page);
  await recorder.settle();
  const before = (await page.evaluate(shownBy(tag))) as string;
  await page.context().setOffline(true);
  try {
    // A fresh copy: its own query client, so every call it needs goes out (or waits) now.
    await page.evaluate(
      `(() => {
        const old = document.querySelector('${tag}');
        const copy = old.cloneNode(false);
        ${session ? `copy.session = ${JSON.stringify(session)};` : ''}
        old.replaceWith(copy);
      })()`,
    );
    await page.waitForFunction(`!!document.querySelector('${tag}').shadowRoot`);
  } finally {
    recorder.start();
    await page.context().setOffline(false);
  }
  await page
    .waitForFunction(`${shownBy(tag)} === ${JSON.stringify(before)}`, null, { timeout: 15_000 })
    .catch(() => failures.push(`${tag}: did not come back by itself once online`));
  await recorder.settle();
  const twice = duplicates(recorder.stop().calls);
  if (twice.length) failures.push(`${tag}: asked twice once online: ${twice.join('; ')}`);
  if ((await snapshot(page)).retries > 0) failures.push(`${tag}: an error state is left`);
  return failures;
}
