// /qr/book/cancel and /existing/book/change (spec §2 guest routes): one route shape for both, the
// booking's details with cancel or with change (issue 5's BookingChange widget). No login needed
// (spec §6).
import { createRoute } from '@tanstack/react-router';
import { adoptLinkLanguage } from '../language';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, withScreenQueries } from './define';

const bookingChangeQueries = lazyQueries(() => import('@sakhli/widgets/queries/booking-change'));

/** The route at `path` whose widget cancels (`mode: 'cancel'`) or changes the e-mailed booking. */
export function bookingChangeRoute<TPath extends string>(path: TPath, mode: 'cancel' | 'change') {
  return withScreenQueries(
    createRoute({
      getParentRoute: () => mainLayoutRoute,
      path,
      staticData: {
        titleKey: mode === 'cancel' ? 'portal.title.guestCancel' : 'portal.title.guestChange',
      },
      // An e-mailed link's `lang=` is the language of the whole page (QA pass 2, #5).
      beforeLoad: adoptLinkLanguage,
      // The widget reads booking_id, token and lang from the e-mailed link (issue 5).
      component: lazyScreen(
        () => import('../../features/guest/BookingChangeScreens'),
        (m) => (mode === 'cancel' ? m.GuestCancelScreen : m.GuestChangeScreen),
      ),
    }),
    // The booking comes with the widget's code (STYLE.md 13), read from the same address.
    bookingChangeQueries,
    (m, { context, location }) =>
      m.bookingChangeQueries(context.client, {
        href: location.href,
        mode,
        language: context.session.language,
      }),
  );
}
