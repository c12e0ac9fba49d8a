// /existing/book/change (spec §2 guest routes): change a booking (issue 5's BookingChange widget). No login needed (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { lazyScreen } from '../lazyScreen';
import { lazyQueries, prefetchQueries } from './define';
import { adoptLinkLanguage } from '../language';

const queries = lazyQueries(() => import('@sakhli/widgets/queries/booking-change'));

export const guestChangeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'existing/book/change',
  // An e-mailed link's `lang=` is the language of the whole page (QA pass 2, #5).
  beforeLoad: adoptLinkLanguage,
  // The booking comes with the widget's code (STYLE.md 13), read from the same address.
  loader: ({ context, location }) =>
    prefetchQueries(context, queries, (m) =>
      m.bookingChangeQueries(context.client, {
        href: location.href,
        mode: 'change',
        language: context.session.language,
      }),
    ),
  staticData: { titleKey: 'portal.title.guestChange', queries },
  // The booking change/cancel widget reads booking_id, token and lang from the e-mailed link (issue 5).
  component: lazyScreen(
    () => import('../../features/guest/BookingChangeScreens'),
    (m) => m.GuestChangeScreen,
  ),
});
