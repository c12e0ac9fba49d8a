// The frame's badge counts beyond the unread ones, for the main area's loader to import lazily: the
// menu's new and current bookings (for a role that sees Bookings) and the overdue contracts (the
// Documents badge). Their SDK modules carry the bookings' and contracts' schemas, which /login's
// first load (the route tree is in it) does without.
import { contractsOverdueCountQuery, type SakhliClient } from '@sakhli/sdk';
import { OWNER_ONLY, roleAllows, roleOf } from '../guards';
import { bookingCountQueries } from './bookingCounts';

/** A failure only leaves the badge out: no toast, no not-found page (the caller owns it). */
export function frameBadgeQueries(client: SakhliClient, user: unknown) {
  return [
    ...(roleAllows(roleOf(user), OWNER_ONLY) ? Object.values(bookingCountQueries(client)) : []),
    contractsOverdueCountQuery(client, { errors: 'caller' }),
  ];
}
