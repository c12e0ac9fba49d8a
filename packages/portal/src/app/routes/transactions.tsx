// /transactions (spec §2): finances — a list screen over every apartment's transactions, with the
// balance and what is due started beside the table's calls. Main area: needs the auth-verified
// flag (spec §6).
import { transactionsList } from '@sakhli/sdk';
import { lazyScreen } from '../lazyScreen';
import { lazyQueries } from './define';
import { listScreenRoute } from './listScreenRoute';

export const transactionsRoute = listScreenRoute({
  path: 'transactions',
  titleKey: 'portal.title.transactions',
  list: transactionsList,
  component: lazyScreen(
    () => import('../../features/money/TransactionsScreen'),
    (m) => m.TransactionsScreen,
  ),
  more: {
    queries: lazyQueries(() => import('../../features/money/queries')),
    pick: (m, client) => m.moneyQueries(client),
  },
});
