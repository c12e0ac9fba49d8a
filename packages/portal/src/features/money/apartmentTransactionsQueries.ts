// What /transactionsApartment reads as it opens, for its route's loader to import lazily: the list per
// apartment (the apartment named in the address, else the user's first), and that apartment's
// balance, what it owes and the apartments to choose from.
import { apartmentsQuery, errorsInPlace, type SakhliClient } from '@sakhli/sdk';
import type { PortalRouterContext } from '../../app/routes/define';
import { apartmentMoneyQueries } from './queries';

export { apartmentTransactionsList as list } from '@sakhli/sdk';

/** The user's first apartment: the same call (and error owner) the screen's picker reads. */
export function fallbackScope({ client, queryClient }: PortalRouterContext) {
  return queryClient
    .ensureQueryData(apartmentsQuery(errorsInPlace(client)))
    .then((apartments) => apartments[0]?.id)
    .catch(() => undefined);
}

export function screenQueries(
  client: SakhliClient,
  _table: unknown,
  apartmentId: number | undefined,
) {
  return apartmentMoneyQueries(client, apartmentId);
}
