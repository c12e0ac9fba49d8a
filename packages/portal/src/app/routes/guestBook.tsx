// /qr/booking/$apartmentId/$hash/$timeHash (spec §2 guest routes): book the apartment (issue 4 mounts guest booking here). No login needed (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen } from './define';

export const guestBookRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'qr/booking/$apartmentId/$hash/$timeHash',
  staticData: { titleKey: 'portal.title.guestBook' },
  component: purposeScreen('guestBook', { guest: true }),
});
