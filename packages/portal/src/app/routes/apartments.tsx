// /apartments (spec §2): the user's apartments with their billing summary. Main area: needs the
// auth-verified flag (spec §6). The table's page and sort live in the address.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { tableSearch } from '../tableAddress';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, prefetchQueries, requireSignIn } from './define';

const queries = lazyQueries(() => import('../../features/apartments/queries'));

export const apartmentsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'apartments',
  staticData: { titleKey: 'portal.title.apartments', queries },
  validateSearch: tableSearch(),
  beforeLoad: requireSignIn,
  loader: ({ context }) =>
    prefetchQueries(context, queries, (m) => m.apartmentsScreenQueries(context.client)),
  component: lazyScreen(
    () => import('../../features/apartments/ApartmentsScreen'),
    (m) => m.ApartmentsScreen,
  ),
});
