// /bookings (spec §2): bookings and visits — timeline, month or list of one calendar query per date
// range (issue 25 item 2). Main area: needs the auth-verified flag (spec §6). The view, the first
// day and the filters live in the address; the loader starts the apartments and that range's query.
import { createRoute } from '@tanstack/react-router';
import { bookingsSearch } from '../../features/bookings/bookingsAddress';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { OWNER_ONLY, lazyQueries, requireSignIn, withScreenQueries } from './define';

export const bookingsRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'bookings',
    staticData: { titleKey: 'portal.title.bookings', roles: OWNER_ONLY },
    validateSearch: bookingsSearch,
    beforeLoad: requireSignIn,
    loaderDeps: ({ search }) => search,
    component: lazyScreen(
      () => import('../../features/bookings/BookingsScreen'),
      (m) => m.BookingsScreen,
    ),
  }),
  lazyQueries(() => import('../../features/bookings/queries')),
  (m, { context, deps }) => m.bookingsScreenQueries(context.client, deps),
);
