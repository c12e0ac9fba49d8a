// Offline, then online (issue 27 §1): from a loaded /home the connection drops and the user opens a
// screen from the menu; it says it could not load, and once the browser is back online it loads by
// itself (no "Try again"), each of its calls made once.
import type { BrowserContext } from 'playwright-core';
import { layoutMessages, titleMessages } from '../../packages/portal/src/app/messages';
import { duplicates, RequestRecorder } from '../portal/requestBudget';
import { snapshot } from '../support/screenStates';

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
