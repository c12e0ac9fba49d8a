// One call of one screen through every fault kind on one page load (issue 27 §1), as a user meets
// them: opened with the call held (the 10 s delay: the loading state shows, never a blank screen),
// the held request then aborted, "Try again" with each answering fault, and "Try again" with the
// call let through: the content shows, so retry works.
import type { Locator, Page } from 'playwright-core';
import {
  callText,
  FAULT_KINDS,
  FaultSwitch,
  type CallName,
  type FaultKind,
} from '../support/faults';
import { busyParts, errorTexts, retryButtons, toasts, visibleText } from '../support/screenStates';

export interface FaultRun {
  /** What went wrong, one line each. */
  failures: string[];
  /** The fault kinds the screen met for this call. */
  kinds: FaultKind[];
}

export interface FaultContext {
  page: Page;
  /** Opens the screen afresh (a page load). */
  open: () => Promise<void>;
  /** Uncaught errors and unhandled rejections of the page since it was watched. */
  uncaught: string[];
  /** Error texts must be in this script (the role's language); null: any. */
  script: RegExp | null;
  /** Texts that say "nothing here": none may show while the call fails. */
  goodNews?: string[];
  /**
   * A call whose failure the screen shows nowhere by design, toasted instead (spec §8); any other
   * call must say its failure in place.
   */
  toasted?: boolean;
  /** A field the user typed into before the faults: it must hold the same text once content is back. */
  draft?: { field: (page: Page) => Locator; text: string };
}

/** Polls `check`, moving the page's clock on so the query client's retry delays pass at once. */
async function until(page: Page, check: () => Promise<boolean>, tick = true, timeoutMs = 6_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    // Not while a call is held: its own time-out must not run out.
    if (tick) await page.clock.fastForward(1_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** An error state with its retry has shown, and nothing is still trying. */
const retryShown = async (page: Page) =>
  (await retryButtons(page).count()) > 0 &&
  (await retryButtons(page).first().getAttribute('aria-busy')) !== 'true';

/**
 * How the screen said the call failed: in place with "Try again", or (a call whose failure is shown
 * nowhere on the screen, spec §8) a toast with the catalogue's message; the next fault then opens
 * the screen afresh instead of retrying.
 */
async function failureShown(page: Page): Promise<'retry' | 'toast' | undefined> {
  if (await retryShown(page)) return 'retry';
  if ((await toasts(page).count()) > 0) return 'toast';
  return undefined;
}

/** Nothing to read at all (a "Loading…" alone is a loading state, not a blank screen). */
const blank = async (page: Page) => (await visibleText(page)).length < 4;

/** The content is in: no error state, nothing loading. */
const contentShown = async (page: Page) =>
  (await retryButtons(page).count()) === 0 && (await busyParts(page).count()) === 0;

export async function tryFaults(context: FaultContext, call: CallName): Promise<FaultRun> {
  const { page, open, uncaught } = context;
  const failures: string[] = [];
  const kinds: FaultKind[] = [];
  const fail = (kind: string, what: string) => failures.push(`${callText(call)} ${kind}: ${what}`);
  const fault = await FaultSwitch.install(page, call);
  let address = '';
  let shown: 'retry' | 'toast' | undefined;
  const checkState = async (kind: FaultKind) => {
    kinds.push(kind);
    shown = undefined;
    await until(page, async () => (shown = await failureShown(page)) !== undefined);
    if (!shown) fail(kind, 'no error state with "Try again"');
    if (shown === 'toast' && !context.toasted) fail(kind, 'only a toast: nothing said in place');
    for (const text of context.goodNews ?? []) {
      const good = page.getByText(text, { exact: true }).filter({ visible: true });
      if ((await good.count()) > 0) fail(kind, `says "${text}" although its call failed`);
    }
    if (await blank(page)) fail(kind, 'blank screen');
    const reasons = [...(await errorTexts(page)), ...(await toasts(page).allInnerTexts())];
    if (shown && context.script && !context.script.test(reasons.join(' '))) {
      fail(kind, `not translated: ${reasons.join(' | ')}`);
    }
    // The first state's address (a link's token is stripped as the screen opens) must stay.
    address ||= page.url();
    if (page.url() !== address) fail(kind, `the address changed to ${page.url()}`);
  };
  try {
    // The delay first, on opening: held (not waited out), the loading state shows, never a blank
    // screen; the held request then fails (aborted) and the error state takes over.
    fault.kind = 'delay';
    kinds.push('delay');
    await open();
    if (!(await until(page, async () => fault.holding > 0, false))) {
      fail('delay', 'the call was not made on opening');
    } else {
      const busy = async () => (await busyParts(page).count()) > 0;
      if (!(await until(page, busy, false, 3_000)))
        fail('delay', 'no loading state while it waits');
      if (await blank(page)) fail('delay', 'blank screen while it waits');
    }
    fault.kind = 'abort';
    await fault.release();
    await checkState('abort');
    for (const kind of ['500', 'malformed', 'wrong-shape'] as const) {
      fault.kind = kind;
      const before = fault.requests;
      if (shown === 'retry') await retryButtons(page).first().click();
      else await open();
      if (!(await until(page, async () => fault.requests > before))) {
        fail(kind, shown === 'retry' ? '"Try again" sent no request' : 'not asked again');
        continue;
      }
      await checkState(kind);
    }
    // Let through: "Try again" brings the content (or, for a toasted call, opening again does).
    fault.kind = 'none';
    if (shown === 'retry') await retryButtons(page).first().click();
    else await open();
    if (!(await until(page, () => contentShown(page)))) fail('retry', 'the content never came');
    const draft = context.draft;
    if (draft) {
      const kept = await draft
        .field(page)
        .inputValue({ timeout: 5_000 })
        .catch(() => undefined);
      if (kept !== draft.text) fail('retry', `the draft was lost (the field holds "${kept}")`);
    }
  } finally {
    await fault.uninstall();
  }
  failures.push(...uncaught.splice(0).map((error) => `${callText(call)}: uncaught ${error}`));
  return { failures, kinds };
}

/**
 * A call whose failure the screen rightly shows nowhere (a menu badge left out, the stored user
 * kept): each kind on opening, and the screen must still show, with nothing uncaught.
 */
export async function tryQuietFaults(context: FaultContext, call: CallName): Promise<FaultRun> {
  const { page, open, uncaught } = context;
  const failures: string[] = [];
  const kinds: FaultKind[] = [];
  const fault = await FaultSwitch.install(page, call);
  try {
    for (const kind of FAULT_KINDS) {
      kinds.push(kind);
      fault.kind = kind;
      const before = fault.requests;
      await open();
      if (!(await until(page, async () => fault.requests > before, kind !== 'delay'))) {
        failures.push(`${callText(call)} ${kind}: not asked on opening`);
        continue;
      }
      // The rest of the screen arrives (a held call holds nothing else up).
      await until(page, async () => (await busyParts(page).count()) === 0, kind !== 'delay');
      if (await blank(page)) failures.push(`${callText(call)} ${kind}: blank screen`);
      await fault.release();
    }
  } finally {
    await fault.uninstall();
  }
  failures.push(...uncaught.splice(0).map((error) => `${callText(call)}: uncaught ${error}`));
  return { failures, kinds };
}
