// /qr/booking/$apartmentId/$hash (spec §2 guest routes): start a reservation by entering an e-mail address (issue 4 mounts guest booking here). No login needed (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen } from './define';
import { adoptLinkLanguage } from '../language';

export const guestStartRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'qr/booking/$apartmentId/$hash',
  // An e-mailed link's `lang=` is the language of the whole page (QA pass 2, #5).
  beforeLoad: adoptLinkLanguage,
  staticData: { titleKey: 'portal.title.guestStart' },
  component: purposeScreen('guestStart', { guest: true }),
});
