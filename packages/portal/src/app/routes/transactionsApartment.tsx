// /transactionsApartment (spec §2): finances per apartment — a list screen over one apartment's
// transactions, the apartment named in the address (`?apartment=101`; the user's first when it
// names none), with its balance, what it owes and the apartments to choose from started beside the
// table's calls. Main area: needs the auth-verified flag (spec §6).
import { apartmentsQuery, apartmentTransactionsList, errorsInPlace } from '@sakhli/sdk';
import { lazyScreen } from '../lazyScreen';
import { lazyQueries } from './define';
import { listScreenRoute } from './listScreenRoute';

export const transactionsApartmentRoute = listScreenRoute({
  path: 'transactionsApartment',
  titleKey: 'portal.title.transactionsApartment',
  list: {
    param: 'apartment',
    list: apartmentTransactionsList,
    // The same call (and error owner) the screen's picker reads; a failure is the screen's to show.
    fallback: ({ client, queryClient }) =>
      queryClient
        .ensureQueryData(apartmentsQuery(errorsInPlace(client)))
        .then((apartments) => apartments[0]?.id)
        .catch(() => undefined),
  },
  component: lazyScreen(
    () => import('../../features/money/TransactionsApartmentScreen'),
    (m) => m.TransactionsApartmentScreen,
  ),
  more: {
    queries: lazyQueries(() => import('../../features/money/queries')),
    pick: (m, client, _table, apartmentId) => m.apartmentMoneyQueries(client, apartmentId),
  },
});
