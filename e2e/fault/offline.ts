// Offline, then online (issue 27 §1): from a loaded /home the connection drops and the user opens a
// screen from the menu; it says it could not load, and once the browser is back online it loads by
// itself (no "Try again"), each of its calls made once. A widget likewise (widgetBackOnline).
import type { BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { layoutMessages, titleMessages } from '../../packages/portal/src/app/messages';
import { duplicates, redact, RequestRecorder, sentOffline } from '../portal/requestBudget';
import { snapshot } from '../support/screenStates';

type Language = 'en' | 'ge' | 'ru';

/**
 * The calls made twice since the recorder started, leaving out those the browser refused to send
 * while still offline: on a loaded machine a call asked for just before the connection came back
 * fails at once and is asked again online, one call on the wire.
 */
const onlineDuplicates = (recorder: RequestRecorder) =>
  duplicates(recorder.stop().calls.filter((call) => !sentOffline(call)));

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
    const twice = onlineDuplicates(recorder);
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
 * Whether `check` comes true within 15 s, looked at every 100 ms. Polled through page.evaluate:
 * the playground's CSP forbids waitForFunction's string evaluation.
 */
async function until(check: () => Promise<boolean>) {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Whether what `read` reads on the page comes to pass `test` within 15 s. */
const comesTo = (page: Page, read: string, test: (shown: string) => boolean) =>
  until(async () => test((await page.evaluate(read)) as string));

/**
 * A widget when the connection drops as it loads (issue 27 §1): opened again, its first call finds
 * the browser gone offline (and fails, as a dropped connection does); once back online it shows
 * what it showed before by itself (no "Try again" left), each of its calls made once.
 */
export async function widgetBackOnline(
  page: Page,
  open: () => Promise<void>,
  tag: string,
): Promise<string[]> {
  const failures: string[] = [];
  const recorder = new RequestRecorder(page);
  // What the page reported meanwhile (React reports what a boundary caught): said with a failure.
  const reported: string[] = [];
  const report = (message: ConsoleMessage) => {
    if (message.type() === 'error') reported.push(message.text().slice(0, 300));
  };
  await open();
  await recorder.settle();
  // What it shows once whole: a part whose code comes on demand (the wallet's history) may still be
  // loading when the calls have settled.
  await until(async () => (await snapshot(page)).busy === 0);
  const before = (await page.evaluate(shownBy(tag))) as string;
  let dropped = '';
  // Back online only once the page has seen that call fail, as a dropped connection does: a
  // connection back before the failure arrives is another case (the call fails while online, and
  // "Try again" says so), and which one a run met was the machine's load's choice.
  let seenFailing = () => {};
  const failed = new Promise<void>((resolve) => (seenFailing = resolve));
  const onFailed = (request: Request) => {
    if (dropped && request.url() === dropped) seenFailing();
  };
  page.on('requestfailed', onFailed);
  // The first call of the widget's next load is where the connection goes.
  await page.route('**/api/**', async (route) => {
    if (!dropped) {
      dropped = route.request().url();
      await page.context().setOffline(true);
    }
    // Handled already once the test has moved on (unrouteAll below): nothing left to drop.
    await route.abort('internetdisconnected').catch(() => {});
  });
  page.on('console', report);
  try {
    await open();
    // Offline, it cannot show its content: a skeleton or its failure.
    if (!(await comesTo(page, shownBy(tag), (shown) => dropped !== '' && shown !== before)))
      failures.push(`${tag}: showed its content while offline (nothing was asked for?)`);
    await Promise.race([failed, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  } finally {
    page.off('requestfailed', onFailed);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    recorder.start();
    await page.context().setOffline(false);
  }
  if (!(await comesTo(page, shownBy(tag), (shown) => shown === before))) {
    const now = (await page.evaluate(shownBy(tag))) as string;
    // From a little before where they part: a long widget differs far from its start.
    let at = 0;
    while (at < now.length && now[at] === before[at]) at++;
    const from = Math.max(0, at - 60);
    failures.push(
      `${tag}: did not come back by itself once online (went offline at ${redact(dropped)}): from character ${from} shows "${now.slice(from, from + 240)}", showed "${before.slice(from, from + 240)}"`,
    );
  }
  await recorder.settle();
  const twice = onlineDuplicates(recorder);
  if (twice.length) failures.push(`${tag}: asked twice once online: ${twice.join('; ')}`);
  if ((await snapshot(page)).retries > 0) failures.push(`${tag}: an error state is left`);
  page.off('console', report);
  if (failures.length && reported.length) {
    failures.push(`${tag}: the page reported: ${redact(reported.join(' | '))}`);
  }
  return failures;
}
