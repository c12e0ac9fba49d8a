// /qr/booking/$apartmentId/$hash/$timeHash (spec §2 guest routes): book the apartment (issue 4 mounts guest booking here). No login needed (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen } from './define';
import { adoptLinkLanguage } from '../language';

export const guestBookRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'qr/booking/$apartmentId/$hash/$timeHash',
  // An e-mailed link's `lang=` is the language of the whole page (QA pass 2, #5).
  beforeLoad: adoptLinkLanguage,
  staticData: { titleKey: 'portal.title.guestBook' },
  component: purposeScreen('guestBook', { guest: true }),
});
