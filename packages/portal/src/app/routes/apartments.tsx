// /apartments (spec §2): the user's apartments with their billing summary. Main area: needs the
// auth-verified flag (spec §6). The table's page and sort live in the address.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { tableSearch } from '../tableAddress';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';

export const apartmentsRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'apartments',
    staticData: { titleKey: 'portal.title.apartments' },
    validateSearch: tableSearch(),
    beforeLoad: requireSignIn,
    component: lazyScreen(
      () => import('../../features/apartments/ApartmentsScreen'),
      (m) => m.ApartmentsScreen,
    ),
  }),
  lazyQueries(() => import('../../features/apartments/queries')),
  (m, { context }) => m.apartmentsScreenQueries(context.client),
);
