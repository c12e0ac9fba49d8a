// /deals (spec §2): deals. Main area: needs the auth-verified flag (spec §6). The table's page,
// sort and filters live in the address.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { tableSearch, tableStateOf } from '../tableAddress';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';

export const dealsRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'deals',
    staticData: { titleKey: 'portal.title.deals' },
    validateSearch: tableSearch(),
    beforeLoad: requireSignIn,
    loaderDeps: ({ search }) => ({ table: tableStateOf(search) }),
    component: lazyScreen(
      () => import('../../features/deals/DealsScreen'),
      (m) => m.DealsScreen,
    ),
  }),
  // The table's config and the page in the address come with the screen's code (STYLE.md 13).
  lazyQueries(() => import('../../features/deals/queries')),
  (m, { context, deps }) => m.dealsScreenQueries(context.client, deps.table),
);
