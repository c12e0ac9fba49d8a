// /services (spec §2): per apartment and booking, what can be ordered and what was, the booking's
// invoices and the apartment's digital keys. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, OWNER_ONLY, requireSignIn, withScreenQueries } from './define';

/** `?apartment=&booking=`: positive whole ids, anything else dropped. */
function idOf(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export const servicesRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'services',
    staticData: { titleKey: 'portal.title.services', roles: OWNER_ONLY },
    validateSearch: (search: Record<string, unknown>): { apartment?: number; booking?: number } => {
      const apartment = idOf(search.apartment);
      const booking = idOf(search.booking);
      return { ...(apartment ? { apartment } : {}), ...(booking ? { booking } : {}) };
    },
    beforeLoad: requireSignIn,
    loaderDeps: ({ search }) => ({ apartment: search.apartment, booking: search.booking }),
    // The screen and the keys panel are two features: the app puts the one inside the other.
    component: lazyScreen(
      () => import('../compose/ServicesWithKeys'),
      (m) => m.ServicesWithKeys,
    ),
  }),
  // The apartments, and the chosen apartment's bookings, keys and booking's services, with the code.
  lazyQueries(() => import('../compose/servicesQueries')),
  (m, { context, deps }) => m.servicesRouteQueries(context.client, deps),
);
