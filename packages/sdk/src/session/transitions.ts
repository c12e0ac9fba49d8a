// spec §4 sign-in, logout and language: the session's transitions as plain functions.
import { isLanguage } from '../client/language';
import type { Session, SessionUser } from './createSession';
import { endUserData } from './userData';

/** spec §3 login response data, as the session needs it (`api/auth`'s `LoginResult` fits). */
export interface SessionLogin {
  access_token: string;
  refresh_token: string;
  /** -2: two-factor verification needed; 1: fully signed in. */
  code: number;
}

/** spec §2: where the app goes after a completed sign-in. */
export const DEFAULT_ROUTE = '/support';
/** spec §2: the sign-in screen. */
export const LOGIN_ROUTE = '/login';
/** spec §2: the two-factor step. */
export const VERIFICATION_ROUTE = '/verification';

/** spec §3 login codes (re-exported by `api/auth`). */
export const LOGIN_CODE = { verificationNeeded: -2, signedIn: 1 } as const;

export type LoginNext =
  | { next: 'verification'; route: typeof VERIFICATION_ROUTE }
  | { next: 'default'; route: typeof DEFAULT_ROUTE };

/**
 * spec §4: login stores the tokens; code -2 goes to two-factor verification, code 1 marks the
 * user verified and goes to /support. Any other code is treated like -2 (tokens kept, not
 * verified): the safe side, since only code 1 may open the main area.
 */
export function applyLogin(session: Session, login: SessionLogin): LoginNext {
  // A sign-in over another one (another user, or the same one again): nothing of the old stays.
  if (session.refreshToken && session.refreshToken !== login.refresh_token) endUserData(session);
  session.accessToken = login.access_token;
  session.refreshToken = login.refresh_token;
  if (login.code === LOGIN_CODE.signedIn) {
    session.authVerified = true;
    return { next: 'default', route: DEFAULT_ROUTE };
  }
  session.authVerified = false;
  return { next: 'verification', route: VERIFICATION_ROUTE };
}

/** The two-factor step passed (spec §2 /verification): the main area opens. */
export function markVerified(session: Session): { route: typeof DEFAULT_ROUTE } {
  session.authVerified = true;
  return { route: DEFAULT_ROUTE };
}

/** spec §3 verify-device response: remember this device; survives logout. */
export function setDeviceUuid(session: Session, deviceUuid: string | null): void {
  session.deviceUuid = deviceUuid;
}

/** spec §2: /verification is reachable only with both tokens stored. */
export function canVerify(session: Session): boolean {
  return Boolean(session.accessToken && session.refreshToken);
}

/** spec §2: the main area needs the stored auth-verified flag. */
export function isSignedIn(session: Session): boolean {
  return session.authVerified && Boolean(session.accessToken);
}

/**
 * spec §4: logout clears the user, tokens, resend timer and verified flag, and goes to login.
 * The language and the device uuid stay: they belong to the browser, not to the sign-in. What
 * the user left on the device (drafts, unsent messages: `userDataStorage`) is removed.
 */
export function logout(session: Session): { route: typeof LOGIN_ROUTE } {
  endUserData(session);
  session.user = null;
  session.accessToken = null;
  session.refreshToken = null;
  session.resendCodeUntil = null;
  session.authVerified = false;
  return { route: LOGIN_ROUTE };
}

/** Disables "resend code" for `ms` from `now`; persisted, so a reload does not reset it. */
export function startResendTimer(session: Session, ms: number, now: number = Date.now()): number {
  session.resendCodeUntil = now + ms;
  return session.resendCodeUntil;
}

/** Milliseconds until "resend code" may be used again; 0 when it may now. */
export function resendCodeRemaining(session: Session, now: number = Date.now()): number {
  return session.resendCodeUntil === null ? 0 : Math.max(0, session.resendCodeUntil - now);
}

/**
 * Stores the loaded user. spec §4 language rule: if the user's language differs from the stored
 * one, the stored one is updated and the caller reloads the page (`reload: true`).
 */
export function applyUser(session: Session, user: SessionUser | null): { reload: boolean } {
  session.user = user;
  const language = user?.language;
  if (isLanguage(language) && language !== session.language) {
    session.language = language;
    return { reload: true };
  }
  return { reload: false };
}
