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
import { firstRetry, snapshot, type Snapshot } from '../support/screenStates';

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
  /**
   * The call's failures are listed as known (reported, not failed): a state that is known not to
   * come is looked for {@link KNOWN_PATIENCE_MS}, not {@link PATIENCE_MS}, per kind.
   */
  known?: boolean;
}

/** How long a state a user must see may take to show on a loaded machine. */
const PATIENCE_MS = 10_000;
/**
 * For a call whose failures are already listed (KNOWN): they are printed, never failed, so a shorter
 * look costs at most a line that names the failure less exactly on a slow machine (a toast that
 * came after 2.5 s reads "no error state").
 */
const KNOWN_PATIENCE_MS = 2_500;

/**
 * Looks at the page until `check` holds, moving the page's clock on between looks so the query
 * client's retry delays pass at once — never while a request is on its way (`mayTick` says when
 * it may): its own time-out must not run out in page time while a loaded machine answers it.
 */
async function until(
  page: Page,
  check: (seen: Snapshot) => boolean,
  mayTick: () => boolean,
  timeoutMs = PATIENCE_MS,
): Promise<Snapshot | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const seen = await snapshot(page);
    if (check(seen)) return seen;
    if (Date.now() > end) return undefined;
    if (mayTick()) await page.clock.fastForward(2_000);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page's clock stays: a held call must not time out in page time. */
const never = () => false;

/** The page's clock may move on: no request of the call is on its way. */
const idle =
  (...faults: FaultSwitch[]) =>
  () =>
    faults.every((fault) => !fault.inFlight);

/** Waits until the fault has met at least one more request than `before`. */
async function asked(page: Page, fault: FaultSwitch, before: number, patience: number) {
  return (await until(page, () => fault.requests > before, idle(fault), patience)) !== undefined;
}

/** Nothing to read at all (a "Loading…" alone is a loading state, not a blank screen). */
const blank = (seen: Snapshot) => seen.text.length < 4;

/** The content is in: no error state, nothing loading. */
const contentShown = (seen: Snapshot) => seen.retries === 0 && seen.busy === 0;

export async function tryFaults(context: FaultContext, call: CallName): Promise<FaultRun> {
  const { page, open, uncaught } = context;
  const failures: string[] = [];
  const kinds: FaultKind[] = [];
  const fail = (kind: string, what: string) => failures.push(`${callText(call)} ${kind}: ${what}`);
  const fault = await FaultSwitch.install(page, call);
  const patience = context.known ? KNOWN_PATIENCE_MS : PATIENCE_MS;
  let address = '';
  let shown: 'retry' | 'toast' | undefined;
  /**
   * How the screen said the call failed: in place with "Try again", or (a call it shows nowhere,
   * spec §8) a toast with the catalogue's message; the next fault then opens the screen afresh.
   */
  const checkState = async (kind: FaultKind) => {
    kinds.push(kind);
    let seen =
      (await until(page, (s) => s.retries > 0 || s.toasts.length > 0, idle(fault), patience)) ??
      (await snapshot(page));
    // A toast first, on a screen that says this call's failure in place: the place may still be
    // rendering (its "Try again" busy with the retry that just failed), so it is waited for.
    if (seen.retries === 0 && seen.toasts.length > 0 && !context.toasted) {
      seen = (await until(page, (s) => s.retries > 0, idle(fault), patience)) ?? seen;
    }
    shown = seen.retries > 0 ? 'retry' : seen.toasts.length > 0 ? 'toast' : undefined;
    if (!shown) fail(kind, 'no error state with "Try again"');
    if (shown === 'toast' && !context.toasted) {
      fail(kind, `only a toast: nothing said in place (the toast: "${seen.toasts.join(' | ')}")`);
    }
    if (blank(seen)) fail(kind, 'blank screen');
    const reasons = [...seen.alerts, ...seen.toasts].join(' ');
    if (shown && context.script && !context.script.test(reasons)) {
      fail(kind, `not translated: ${reasons}`);
    }
    for (const text of context.goodNews ?? []) {
      if (seen.text.includes(text)) fail(kind, `says "${text}" although its call failed`);
    }
    // The first state's address (a link's token is stripped as the screen opens) must stay.
    address ||= page.url();
    if (page.url() !== address) fail(kind, `the address changed to ${page.url()}`);
  };
  const again = async () => {
    // A "Try again" that cannot be clicked in 5 s (seen on a loaded machine right after a retry):
    // the screen is opened afresh instead, so the run goes on.
    const clicked =
      shown === 'retry' &&
      (await firstRetry(page)
        .click({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false));
    if (!clicked) await open();
  };
  try {
    // The delay first, on opening: held (not waited out), the loading state shows, never a blank
    // screen; the held request then fails (aborted) and the error state takes over.
    fault.kind = 'delay';
    kinds.push('delay');
    await open();
    if (!(await until(page, () => fault.holding > 0, never))) {
      fail('delay', 'the call was not made on opening');
    } else {
      const seen = (await until(page, (s) => s.busy > 0, never, 3_000)) ?? (await snapshot(page));
      if (seen.busy === 0) fail('delay', 'no loading state while it waits');
      if (blank(seen)) fail('delay', 'blank screen while it waits');
    }
    fault.kind = 'abort';
    await fault.release();
    await checkState('abort');
    for (const kind of ['500', 'malformed', 'wrong-shape'] as const) {
      fault.kind = kind;
      const before = fault.requests;
      await again();
      if (!(await asked(page, fault, before, patience))) {
        fail(kind, shown === 'retry' ? '"Try again" sent no request' : 'not asked again');
        continue;
      }
      await checkState(kind);
    }
    // Let through: "Try again" brings the content (or, for a toasted call, opening again does).
    fault.kind = 'none';
    await again();
    if (!(await until(page, contentShown, idle(fault), patience))) {
      fail('retry', 'the content never came');
    }
    const draft = context.draft;
    if (draft) {
      const kept = await draft
        .field(page)
        .inputValue({ timeout: 5_000 })
        .catch(() => undefined);
      if (kept !== draft.text) fail('retry', `the draft was lost (the field holds "${kept}")`);
    }
  } catch (error) {
    fail(kinds.at(-1) ?? 'open', `stopped: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await fault.uninstall();
  }
  failures.push(...uncaught.splice(0).map((error) => `${callText(call)}: uncaught ${error}`));
  return { failures, kinds };
}

/**
 * Calls whose failure the screen rightly shows nowhere (a menu badge left out, the stored user
 * kept), all at once: each kind on opening, and the screen must still show, with nothing uncaught.
 */
export async function tryQuietFaults(context: FaultContext, calls: CallName[]): Promise<FaultRun> {
  const { page, open, uncaught } = context;
  const failures: string[] = [];
  const kinds: FaultKind[] = [];
  const names = calls.map(callText).join(', ');
  const faults = await Promise.all(calls.map((call) => FaultSwitch.install(page, call)));
  const requests = () => faults.reduce((sum, fault) => sum + Math.min(fault.requests, 1), 0);
  try {
    for (const kind of FAULT_KINDS) {
      kinds.push(kind);
      for (const fault of faults) {
        fault.kind = kind;
        fault.requests = 0;
      }
      await open();
      const tick = () => kind !== 'delay' && idle(...faults)();
      if (!(await until(page, () => requests() === faults.length, tick))) {
        failures.push(`${names} ${kind}: not all asked on opening`);
      }
      // The rest of the screen arrives (a held call holds nothing else up): content, not the
      // instant before the first render (nothing busy yet) that a loaded machine may show.
      const seen =
        (await until(page, (s) => s.busy === 0 && !blank(s), tick)) ?? (await snapshot(page));
      if (blank(seen)) failures.push(`${names} ${kind}: blank screen`);
      await Promise.all(faults.map((fault) => fault.release()));
    }
  } finally {
    await Promise.all(faults.map((fault) => fault.uninstall()));
  }
  failures.push(...uncaught.splice(0).map((error) => `${names}: uncaught ${error}`));
  return { failures, kinds };
}
