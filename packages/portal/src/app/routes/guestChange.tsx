// /existing/book/change (spec §2 guest routes): change a booking (issue 5 mounts its widget here). No login needed (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen } from './define';

export const guestChangeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'existing/book/change',
  staticData: { titleKey: 'portal.title.guestChange' },
  component: purposeScreen('guestChange', { guest: true }),
});
