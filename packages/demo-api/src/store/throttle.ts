// Throttles on the demo API's clock: failed sign-ins wait longer and longer, e-mail sends are counted per window.
// State lives in the store, so `/__demo/reset` clears it and tests travel past a wait instead of sleeping.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Failures forgiven at first, then a wait that doubles with each further failure, up to a cap. */
export interface FailurePolicy {
  /** Failures that cost nothing (typos). */
  free: number;
  /** The wait after the first failure past `free`. */
  baseMs: number;
  capMs: number;
  /** A record no failure touched for this long is forgotten. */
  forgetMs: number;
}

/** Uses allowed within a sliding window. */
export interface RatePolicy {
  limit: number;
  windowMs: number;
}

/** Per account (the e-mail typed, whether it exists or not): three typos, then 5 s, 10 s, 20 s … 15 min. */
export const LOGIN_PER_ACCOUNT: FailurePolicy = {
  free: 3,
  baseMs: 5 * SECOND,
  capMs: 15 * MINUTE,
  forgetMs: 60 * MINUTE,
};
/** Per client address, across accounts (one person trying many e-mails; a shared office gets more). */
export const LOGIN_PER_CLIENT: FailurePolicy = {
  free: 10,
  baseMs: 5 * SECOND,
  capMs: 15 * MINUTE,
  forgetMs: 60 * MINUTE,
};
/** E-mails a request may trigger (reset, activation, guest link), per address and per client. */
export const EMAIL_PER_ADDRESS: RatePolicy = { limit: 3, windowMs: 10 * MINUTE };
export const EMAIL_PER_CLIENT: RatePolicy = { limit: 10, windowMs: 10 * MINUTE };
/** A new 2FA code at most once a minute per sign-in. */
export const CODE_RESEND_GAP_MS = MINUTE;

interface FailureRecord {
  count: number;
  lastAt: number;
}

export interface ThrottleState {
  failures: Map<string, FailureRecord>;
  uses: Map<string, number[]>;
}

export function seedThrottle(): ThrottleState {
  return { failures: new Map(), uses: new Map() };
}

/** Milliseconds `key` must still wait before its next try (0: it may try now). */
export function failureWait(
  state: ThrottleState,
  key: string,
  policy: FailurePolicy,
  now: number,
): number {
  const record = live(state, key, policy, now);
  if (!record || record.count <= policy.free) return 0;
  const wait = Math.min(policy.capMs, policy.baseMs * 2 ** (record.count - policy.free - 1));
  return Math.max(0, record.lastAt + wait - now);
}

export function recordFailure(
  state: ThrottleState,
  key: string,
  policy: FailurePolicy,
  now: number,
): void {
  const record = live(state, key, policy, now) ?? { count: 0, lastAt: now };
  record.count += 1;
  record.lastAt = now;
  state.failures.set(key, record);
}

export function clearFailures(state: ThrottleState, key: string): void {
  state.failures.delete(key);
}

/**
 * Takes one use from every budget, or none: answers the milliseconds until all of them have room
 * (0 when the use was taken).
 */
export function takeUses(
  state: ThrottleState,
  budgets: readonly (readonly [key: string, policy: RatePolicy])[],
  now: number,
): number {
  let wait = 0;
  for (const [key, policy] of budgets) {
    const recent = (state.uses.get(key) ?? []).filter((at) => at > now - policy.windowMs);
    state.uses.set(key, recent);
    if (recent.length >= policy.limit) {
      wait = Math.max(wait, recent[recent.length - policy.limit]! + policy.windowMs - now);
    }
  }
  if (wait > 0) return wait;
  for (const [key] of budgets) state.uses.get(key)!.push(now);
  return 0;
}

function live(
  state: ThrottleState,
  key: string,
  policy: FailurePolicy,
  now: number,
): FailureRecord | undefined {
  const record = state.failures.get(key);
  if (record && now - record.lastAt > policy.forgetMs) {
    state.failures.delete(key);
    return undefined;
  }
  return record;
}
