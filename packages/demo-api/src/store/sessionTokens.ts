// Sign-in token lifetimes: access tokens expire, the refresh token renews them, sessions end.
import type { Db } from './db';
import type { Session } from './accounts';
import { secretToken } from './secrets';

/** How long an access token works after it was issued (docs/api-assumptions.md "Sessions"). */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
/** How long a refresh token works after it was issued: a sign-in unused this long ends. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A renewal within this time of the last one answers with the same access token instead of a new
 * one: two tabs of one browser renewing at once end up with one token, not with one each.
 */
export const RENEWAL_REUSE_MS = 60 * 1000;

/** The token fields of a session; `issueTokens` fills them. */
export type SessionTokens = Pick<
  Session,
  'accessToken' | 'refreshToken' | 'accessExpiresAt' | 'refreshExpiresAt'
>;

/** A fresh pair from the CSPRNG with its lifetimes counted from `now`. */
export function issueTokens(now: number): SessionTokens {
  return {
    accessToken: secretToken(),
    refreshToken: secretToken(),
    accessExpiresAt: now + ACCESS_TOKEN_TTL_MS,
    refreshExpiresAt: now + REFRESH_TOKEN_TTL_MS,
  };
}

/** What an `access-token` header names: a live session, an expired token, or nothing we know. */
export type AccessLookup =
  | { state: 'live'; session: Session }
  | { state: 'expired'; session: Session }
  | { state: 'unknown' };

/**
 * Finds the session of an access token. A token past its lifetime, or the one the last renewal
 * replaced, is `expired` (the client may renew); a revoked or made-up one is `unknown` (signed out).
 */
export function sessionByAccessToken(db: Db, token: string | undefined): AccessLookup {
  if (!token) return { state: 'unknown' };
  const now = db.clock.ms();
  for (const session of db.accounts.sessions) {
    if (session.refreshExpiresAt <= now) continue;
    if (session.accessToken === token) {
      return session.accessExpiresAt > now
        ? { state: 'live', session }
        : { state: 'expired', session };
    }
    if (session.replacedAccessToken === token) return { state: 'expired', session };
  }
  return { state: 'unknown' };
}

/**
 * A new access token for a refresh token. The refresh token stays: it names the sign-in (the SDK
 * keeps a user's drafts and cache per sign-in) and ends with it, 30 days after sign-in.
 */
export function renewSession(db: Db, refreshToken: string): Session | undefined {
  const now = db.clock.ms();
  const session = db.accounts.sessions.find(
    (s) => s.refreshToken === refreshToken && s.verified && s.refreshExpiresAt > now,
  );
  if (!session) return undefined;
  const issuedAt = session.accessExpiresAt - ACCESS_TOKEN_TTL_MS;
  if (now - issuedAt < RENEWAL_REUSE_MS && session.accessExpiresAt > now) return session;
  session.replacedAccessToken = session.accessToken;
  session.accessToken = secretToken();
  session.accessExpiresAt = now + ACCESS_TOKEN_TTL_MS;
  return session;
}

/** The session either token of a pair names (logout works with an expired access token too). */
export function sessionOfPair(
  db: Db,
  accessToken: string | undefined,
  refreshToken: string | undefined,
): Session | undefined {
  return db.accounts.sessions.find(
    (s) =>
      (accessToken !== undefined &&
        (s.accessToken === accessToken || s.replacedAccessToken === accessToken)) ||
      (refreshToken !== undefined && s.refreshToken === refreshToken),
  );
}

/** Ends the sessions `ends` picks: their tokens answer 401 from the next call on. */
export function endSessions(db: Db, ends: (session: Session) => boolean): void {
  db.accounts.sessions = db.accounts.sessions.filter((s) => !ends(s));
}
