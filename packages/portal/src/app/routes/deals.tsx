// /deals (spec §2): deals, a list screen (its table's page, sort and filters in the address, its
// calls started with its code); an owner's page (docs/security.md "Roles"). Main area: needs the
// auth-verified flag (spec §6).
import { lazyScreen } from '../lazyScreen';
import { lazyQueries, OWNER_ONLY } from './define';
import { listScreenRoute } from './listScreenRoute';

export const dealsRoute = listScreenRoute({
  path: 'deals',
  titleKey: 'portal.title.deals',
  queries: lazyQueries(() => import('../../features/deals/queries')),
  roles: OWNER_ONLY,
  component: lazyScreen(
    () => import('../../features/deals/DealsScreen'),
    (m) => m.DealsScreen,
  ),
});
