// /bookings/$bookingId/orders/$orderId (spec §2): one order. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { OWNER_ONLY, purposeScreen, requireSignIn } from './define';

export const bookingOrderRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'bookings/$bookingId/orders/$orderId',
  staticData: { titleKey: 'portal.title.bookingOrder', roles: OWNER_ONLY },
  beforeLoad: requireSignIn,
  component: purposeScreen('bookingOrder'),
});
