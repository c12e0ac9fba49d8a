// /bookings/$bookingId/orders (spec §2): orders of a booking. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { OWNER_ONLY, purposeScreen, requireSignIn } from './define';

export const bookingOrdersRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'bookings/$bookingId/orders',
  staticData: { titleKey: 'portal.title.bookingOrders', roles: OWNER_ONLY },
  beforeLoad: requireSignIn,
  component: purposeScreen('bookingOrders'),
});
