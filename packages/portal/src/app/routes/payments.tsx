// /payments (spec §2): payments — a list screen over the user's payments, with the balance and
// what is due started beside the table's calls. Main area: needs the auth-verified flag (spec §6).
import { lazyScreen } from '../lazyScreen';
import { lazyQueries } from './define';
import { listScreenRoute } from './listScreenRoute';

export const paymentsRoute = listScreenRoute({
  path: 'payments',
  titleKey: 'portal.title.payments',
  queries: lazyQueries(() => import('../../features/money/paymentsQueries')),
  component: lazyScreen(
    () => import('../../features/money/PaymentsScreen'),
    (m) => m.PaymentsScreen,
  ),
});
