// /qr/booking/{apartmentId}/{hash} and /qr/booking/{apartmentId}/{hash}/{timeHash} (spec §2 guest
// routes): one route shape for both, the guest booking widget — the e-mail step without a time hash,
// the booking step with one. No login needed (spec §6).
import { createRoute } from '@tanstack/react-router';
import { adoptLinkLanguage } from '../language';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';

/** The route at `path` whose widget starts a reservation (`start`) or books (`book`). */
export function guestBookingRoute<TPath extends string>(path: TPath, step: 'start' | 'book') {
  return createRoute({
    getParentRoute: () => mainLayoutRoute,
    path,
    staticData: {
      titleKey: step === 'start' ? 'portal.title.guestStart' : 'portal.title.guestBook',
    },
    // An e-mailed link's `lang=` is the language of the whole page (QA pass 2, #5).
    beforeLoad: adoptLinkLanguage,
    // The widget asks for what it needs itself (an expired or forged hash is its own clear state,
    // said in place with the way to start again), so the route has no loader.
    component: lazyScreen(
      () => import('../../features/guest/GuestBookingScreen'),
      (m) => m.GuestBookingScreen,
    ),
  });
}
