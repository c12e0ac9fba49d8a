// /bookings (spec §2): bookings and visits. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { OWNER_ONLY, purposeScreen, requireSignIn } from './define';

export const bookingsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'bookings',
  staticData: { titleKey: 'portal.title.bookings', roles: OWNER_ONLY },
  beforeLoad: requireSignIn,
  component: purposeScreen('bookings'),
});
