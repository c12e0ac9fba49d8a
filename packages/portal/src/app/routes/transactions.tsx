// /transactions (spec §2): finances — a list screen over every apartment's transactions, with the
// balance and what is due started beside the table's calls. Main area: needs the auth-verified
// flag (spec §6).
import { lazyScreen } from '../lazyScreen';
import { lazyQueries } from './define';
import { listScreenRoute } from './listScreenRoute';

export const transactionsRoute = listScreenRoute({
  path: 'transactions',
  titleKey: 'portal.title.transactions',
  queries: lazyQueries(() => import('../../features/money/transactionsQueries')),
  component: lazyScreen(
    () => import('../../features/money/TransactionsScreen'),
    (m) => m.TransactionsScreen,
  ),
});
