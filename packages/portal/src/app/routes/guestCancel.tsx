// /qr/book/cancel (spec §2 guest routes): booking details and cancel (issue 5 mounts its widget here). No login needed (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen } from './define';

export const guestCancelRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'qr/book/cancel',
  staticData: { titleKey: 'portal.title.guestCancel' },
  component: purposeScreen('guestCancel', { guest: true }),
});
