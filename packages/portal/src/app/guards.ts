// spec §6 route guards as pure functions; the router's `beforeLoad` turns a target into a redirect.
import { isSignedIn, canVerify, LOGIN_ROUTE, type Session, type User } from '@sakhli/sdk';

/** Where a guard sends the user instead; `undefined` lets the navigation through. */
export type GuardResult = { to: typeof LOGIN_ROUTE } | undefined;

type StoredAuth = Pick<Session, 'authVerified' | 'accessToken' | 'refreshToken'>;

/**
 * spec §6: the main area needs the stored auth-verified flag, unless the route allows guests.
 * Guest routes need nothing.
 */
export function mainAreaGuard(session: StoredAuth, route: { guest?: boolean }): GuardResult {
  if (route.guest) return undefined;
  return isSignedIn(session as Session) ? undefined : { to: LOGIN_ROUTE };
}

/** An account's role (`GET api/users`: `role`). */
export type Role = User['role'];

/** The role of a stored user, or undefined when it is not known (yet). */
export function roleOf(user: unknown): Role | undefined {
  const role = (user as { role?: unknown } | null | undefined)?.role;
  return role === 'owner' || role === 'resident' ? role : undefined;
}

/**
 * docs/security.md "Roles": whether a route (its `staticData.roles`) is for this role. A route
 * naming no roles is for everyone; a role not known yet lets it through (the API still answers 403).
 */
export function roleAllows(role: Role | undefined, roles: readonly Role[] | undefined): boolean {
  return !roles || !role || roles.includes(role);
}

/** `staticData.roles` of the host's pages: bookings, services, revenue, deals. */
export const OWNER_ONLY: readonly Role[] = ['owner'];

/** spec §2, §6: /verification is reachable only with both tokens stored. */
export function verificationGuard(session: StoredAuth): GuardResult {
  return canVerify(session as Session) ? undefined : { to: LOGIN_ROUTE };
}

/** spec §2, §6: /reset-password needs a `token` query parameter. */
export function resetPasswordGuard(search: { token?: string }): GuardResult {
  return search.token ? undefined : { to: LOGIN_ROUTE };
}

/** /activate (the e-mailed activation link) needs both `access_id` and `token`. */
export function activationGuard(search: { access_id?: string; token?: string }): GuardResult {
  return search.access_id && search.token ? undefined : { to: LOGIN_ROUTE };
}

/** A query parameter as a non-empty string, or undefined (numbers from the parser become strings). */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value : undefined;
}
