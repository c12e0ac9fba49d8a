// /transactionsApartment (spec §2): finances per apartment — a list screen over one apartment's
// transactions, the apartment named in the address (`?apartment=101`; the user's first when it
// names none), with its balance, what it owes and the apartments to choose from started beside the
// table's calls. Main area: needs the auth-verified flag (spec §6).
import { lazyScreen } from '../lazyScreen';
import { lazyQueries } from './define';
import { listScreenRoute } from './listScreenRoute';

export const transactionsApartmentRoute = listScreenRoute({
  path: 'transactionsApartment',
  titleKey: 'portal.title.transactionsApartment',
  scope: 'apartment',
  queries: lazyQueries(() => import('../../features/money/apartmentTransactionsQueries')),
  component: lazyScreen(
    () => import('../../features/money/TransactionsApartmentScreen'),
    (m) => m.TransactionsApartmentScreen,
  ),
});
