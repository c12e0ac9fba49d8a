// What /test (the API check, issue 26 §7) asks as it opens, for its route loader to import lazily:
// one read-only call of each core domain of spec §7 the user's role may make, through the same
// options every other screen reads (so a call another screen made is not made again; "Check again"
// asks afresh). Keep it free of components and texts. Each failure is shown in its row, so none is
// toasted too.
import {
  apartmentsBillingQuery,
  apartmentsQuery,
  contractsOverdueCountQuery,
  countriesQuery,
  errorsInPlace,
  helpTopicsQuery,
  isAuthQuery,
  keyCountQuery,
  newBookingsCountQuery,
  ticketDepartmentsQuery,
  userQuery,
  walletQuery,
  type SakhliClient,
} from '@sakhli/sdk';
import type { Role } from '../../app/guards';
import { unreadCountsQuery } from '../../app/unreadCounts';

export { currentRole } from '../../app/userRole';
export type CheckRole = Role | undefined;

/** A checked call: how the page names it, and its query. */
export interface ApiCheck {
  /** `GET api/users`: the call as spec §7 writes it. */
  call: string;
  /** Only owners make it (their bookings and keys). */
  ownerOnly?: boolean;
  query: (client: SakhliClient) => {
    queryKey: readonly unknown[];
    queryFn: () => Promise<unknown>;
  };
}

export const apiChecks: readonly ApiCheck[] = [
  { call: 'GET api/auth/is_auth', query: (c) => isAuthQuery(errorsInPlace(c)) },
  // The frame's own two: already in the cache.
  { call: 'GET api/users', query: (c) => userQuery(c) },
  { call: 'GET api/notifications/count', query: (c) => unreadCountsQuery(c) },
  { call: 'GET api/apartments/list', query: (c) => apartmentsQuery(errorsInPlace(c)) },
  { call: 'GET api/apartments/billing', query: (c) => apartmentsBillingQuery(errorsInPlace(c)) },
  { call: 'GET api/tickets/departments', query: (c) => ticketDepartmentsQuery(errorsInPlace(c)) },
  { call: 'GET api/helpCenter/topics', query: (c) => helpTopicsQuery(errorsInPlace(c)) },
  { call: 'GET api/loyalty/wallet', query: (c) => walletQuery(errorsInPlace(c)) },
  {
    call: 'GET api/contracts/overdue_count',
    query: (c) => contractsOverdueCountQuery(errorsInPlace(c)),
  },
  { call: 'GET api/countries', query: (c) => countriesQuery(errorsInPlace(c)) },
  {
    call: 'GET api/bookings/new_count',
    ownerOnly: true,
    query: (c) => newBookingsCountQuery(errorsInPlace(c)),
  },
  { call: 'GET api/keys/count', ownerOnly: true, query: (c) => keyCountQuery(errorsInPlace(c)) },
];

/** The checks a role runs: a resident never asks for an owner's data. */
export function checksFor(role: CheckRole): readonly ApiCheck[] {
  return apiChecks.filter((check) => !check.ownerOnly || role === 'owner');
}

/** /test: every check of the role, at once (the frame's two are the frame loader's). */
export function apiCheckQueries(client: SakhliClient, role: CheckRole) {
  return checksFor(role)
    .filter(
      (check) => check.call !== 'GET api/users' && check.call !== 'GET api/notifications/count',
    )
    .map((check) => check.query(client));
}
