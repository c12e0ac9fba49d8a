// spec §8: what the app does with a failed call, as data plus one function.
import type { ApiError } from './ApiError';

/**
 * Who handles a call's errors (spec §6, §8):
 * - `global`: the policy table, and a toast for the rest;
 * - `in-place`: the screen shows the failure where it happened (with its retry), so no toast — a
 *   401 still signs out, a 404 still goes to not-found and a 409 stays quiet;
 * - `caller`: all of it belongs to the caller (sign-in, reset, activation, guest calls: no session
 *   to end, so a 401 there is an answer, not a signed-out user).
 */
export type ErrorOwner = 'global' | 'in-place' | 'caller';

export type ErrorAction =
  /** 401: clear the user and go to login (unless already there). */
  | { type: 'sign-out' }
  /** 404: replace the route with the not-found page. */
  | { type: 'not-found' }
  /** 409: say nothing. */
  | { type: 'silent' }
  /** Anything else: an error toast with the server's message, or the fallback message id. */
  | { type: 'toast'; message: string | undefined; fallbackMessageId: FallbackMessageId }
  /** The caller shows the error (login, reset, activate, guest calls; any `in-place` call's rest). */
  | { type: 'caller' };

/** The policy table of spec §8. */
export const errorPolicy = {
  401: { type: 'sign-out' },
  404: { type: 'not-found' },
  409: { type: 'silent' },
} as const satisfies Record<number, ErrorAction>;

/** Message id shown when the server sent no message ("something goes wrong"). */
export const FALLBACK_ERROR_MESSAGE_ID = 'error.somethingWrong' as const;

/** Message id shown for a too-large body when the server (or a proxy in front) sent no message. */
export const TOO_LARGE_MESSAGE_ID = 'error.requestTooLarge' as const;

type FallbackMessageId = typeof FALLBACK_ERROR_MESSAGE_ID | typeof TOO_LARGE_MESSAGE_ID;

/**
 * What to say for a failed call the server explained in no words of its own: a 413 (a body past
 * the API's cap, issue 27 §5; a proxy's bare 413 too) says what was too large, the rest the fallback.
 */
export function fallbackMessageIdOf(error: Pick<ApiError, 'status' | 'kind'>): FallbackMessageId {
  return error.kind === 'http' && error.status === 413
    ? TOO_LARGE_MESSAGE_ID
    : FALLBACK_ERROR_MESSAGE_ID;
}

export function resolveErrorAction(error: ApiError, owner: ErrorOwner = 'global'): ErrorAction {
  if (owner === 'caller') return { type: 'caller' };
  const byStatus = (errorPolicy as Record<number, ErrorAction | undefined>)[error.status];
  if (error.kind === 'http' && byStatus) return byStatus;
  // Shown where it happened: a toast would say it twice.
  if (owner === 'in-place') return { type: 'caller' };
  return {
    type: 'toast',
    message: error.serverMessage,
    fallbackMessageId: fallbackMessageIdOf(error),
  };
}
