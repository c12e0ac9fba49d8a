// Who may call what (docs/security.md "Roles", docs/api-assumptions.md "Roles per call"). The host's
// business — bookings and their guests, digital keys, services orders, revenue, deals — is the
// owner's alone: a guest's identity and passport data belong to the host, and a tenant has no
// business with the owner's revenue. Everything else is scoped per apartment in scope.ts.
import type { Hono, MiddlewareHandler } from 'hono';
import { fail, requireUser, type AppContext, type AppEnv } from '../http';
import type { Account } from '../store/accounts';

export type Role = Account['role'];

/**
 * The owner-only surface: each path and everything under it answers 403 to any other role, before
 * the route runs. A route added below one of these is owner-only without a word more; the access
 * matrix test (test/roles.test.ts) fails until it has a row there.
 */
export const OWNER_ONLY_PATHS = [
  '/api/bookings',
  '/api/apartments/:id/bookings',
  '/api/keys',
  '/api/services',
  '/api/analytics',
  '/api/deals',
] as const;

/** Table configs (`api/config/{columns,filters}/{name}`) of owner-only lists: 403 to others. */
export const OWNER_ONLY_TABLES: readonly string[] = ['bookings', 'deals'];

/** Whether a route's path (as registered, e.g. `/api/bookings/:id`) is in the owner-only surface. */
export function isOwnerOnlyPath(path: string): boolean {
  return OWNER_ONLY_PATHS.some((base) => path === base || path.startsWith(`${base}/`));
}

/** Fails with 403 unless the caller has the role; a foreign id stays the route's 404. */
export function requireRole(c: AppContext, role: Role): void {
  if (c.var.account.role !== role) fail(c, 403, 'error.notForYourAccount');
}

const ownerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireRole(c, 'owner');
  await next();
};

/**
 * Mounts the role gates; before the domain routes, so a resident's call never reaches them.
 * (`base/*` covers `base` itself in Hono.)
 */
export function roleGates(app: Hono<AppEnv>): void {
  for (const base of OWNER_ONLY_PATHS) app.use(`${base}/*`, requireUser, ownerOnly);
}
