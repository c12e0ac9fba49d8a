// /invoices (spec §2): invoices, a list screen (its table's page and filters in the address, its
// calls started with its code). Main area: needs the auth-verified flag (spec §6).
import { lazyScreen } from '../lazyScreen';
import { lazyQueries } from './define';
import { listScreenRoute } from './listScreenRoute';

export const invoicesRoute = listScreenRoute({
  path: 'invoices',
  titleKey: 'portal.title.invoices',
  queries: lazyQueries(() => import('../../features/invoices/queries')),
  component: lazyScreen(
    () => import('../../features/invoices/InvoicesScreen'),
    (m) => m.InvoicesScreen,
  ),
});
