// spec §8: what the app does with a failed call, as data plus one function.
import type { ApiError } from './ApiError';

/** Who handles a call's errors: the global policy, or the caller in place (spec §6, §8). */
export type ErrorOwner = 'global' | 'caller';

export type ErrorAction =
  /** 401: clear the user and go to login (unless already there). */
  | { type: 'sign-out' }
  /** 404: replace the route with the not-found page. */
  | { type: 'not-found' }
  /** 409: say nothing. */
  | { type: 'silent' }
  /** Anything else: an error toast with the server's message, or the fallback message id. */
  | { type: 'toast'; message: string | undefined; fallbackMessageId: 'error.somethingWrong' }
  /** The call's errors belong to its caller (login, reset, activate, guest calls). */
  | { type: 'caller' };

/** The policy table of spec §8. */
export const errorPolicy = {
  401: { type: 'sign-out' },
  404: { type: 'not-found' },
  409: { type: 'silent' },
} as const satisfies Record<number, ErrorAction>;

/** Message id shown when the server sent no message ("something goes wrong"). */
export const FALLBACK_ERROR_MESSAGE_ID = 'error.somethingWrong' as const;

export function resolveErrorAction(error: ApiError, owner: ErrorOwner = 'global'): ErrorAction {
  if (owner === 'caller') return { type: 'caller' };
  const byStatus = (errorPolicy as Record<number, ErrorAction | undefined>)[error.status];
  if (error.kind === 'http' && byStatus) return byStatus;
  return {
    type: 'toast',
    message: error.serverMessage,
    fallbackMessageId: FALLBACK_ERROR_MESSAGE_ID,
  };
}
