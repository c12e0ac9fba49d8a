// /bookings/$bookingId/orders (spec §2): opens on the booking — its fields, apartment, the host's
// actions — and lists its service orders (issue 25 §3, §4). Main area: needs the auth-verified flag
// (spec §6). The booking and its orders go out with the screen's code; an unknown booking answers
// 404, which the error policy sends to /404 (spec §8). The app composes the screen with the services
// feature's "Order services" and, for a booking with a key, the keys panel of that key, whose calls
// the loader starts as soon as the booking is in.
import { createRoute, redirect } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, OWNER_ONLY, requireSignIn, withScreenQueries } from './define';

const BOOKING_ID = /^[1-9]\d{0,11}$/;

export const bookingOrdersRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'bookings/$bookingId/orders',
    staticData: { titleKey: 'portal.title.bookingOrders', roles: OWNER_ONLY },
    beforeLoad: (options) => {
      requireSignIn(options);
      // A path that cannot be a booking id goes to /404 at once.
      if (!BOOKING_ID.test(options.params.bookingId)) throw redirect({ to: '/404', replace: true });
    },
    component: lazyScreen(
      () => import('../compose/BookingWithServices'),
      (m) => m.BookingWithServices,
    ),
  }),
  lazyQueries(() => import('../compose/bookingQueries')),
  (m, { context, params }) => m.bookingRouteQueries(context.client, Number(params.bookingId)),
  (m, { context, params }) =>
    m.startBookingKeyQueries(context.queryClient, context.client, Number(params.bookingId)),
);
