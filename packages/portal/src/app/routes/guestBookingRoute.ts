// /qr/booking/{apartmentId}/{hash} and /qr/booking/{apartmentId}/{hash}/{timeHash} (spec §2 guest
// routes): one route shape for both, the guest booking widget — the e-mail step without a time hash,
// the booking step with one. No login needed (spec §6).
import { createRoute } from '@tanstack/react-router';
import { adoptLinkLanguage } from '../language';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, withScreenQueries } from './define';

const guestBookingQueries = lazyQueries(() => import('@sakhli/widgets/queries/guest-booking'));

/** The route at `path` whose widget starts a reservation (`start`) or books (`book`). */
export function guestBookingRoute<TPath extends string>(path: TPath, step: 'start' | 'book') {
  return withScreenQueries(
    createRoute({
      getParentRoute: () => mainLayoutRoute,
      path,
      staticData: {
        titleKey: step === 'start' ? 'portal.title.guestStart' : 'portal.title.guestBook',
      },
      // An e-mailed link's `lang=` is the language of the whole page (QA pass 2, #5).
      beforeLoad: adoptLinkLanguage,
      // An expired or forged hash is the widget's own clear state, said in place with the way to
      // start again.
      component: lazyScreen(
        () => import('../../features/guest/GuestBookingScreen'),
        (m) => m.GuestBookingScreen,
      ),
    }),
    // The apartment (and the window) come with the widget's code (STYLE.md 13), from the path.
    guestBookingQueries,
    (m, { context, params }) => {
      // The caller's path leaves the params' type open here; it is one of the two above.
      const { apartmentId, hash, timeHash } = params as {
        apartmentId: string;
        hash: string;
        timeHash?: string;
      };
      return m.guestBookingQueries(context.client, {
        apartmentId: /^\d{1,12}$/.test(apartmentId) ? Number(apartmentId) : undefined,
        hash,
        timeHash,
      });
    },
  );
}
