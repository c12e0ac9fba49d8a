// /bookings/$bookingId/orders/$orderId (spec §2): one order, its services and its invoice. Main
// area: needs the auth-verified flag (spec §6); an order that is not the user's is not found.
import { createRoute, redirect } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, OWNER_ONLY, requireSignIn, withScreenQueries } from './define';

const ID = /^[1-9]\d{0,11}$/;

export const bookingOrderRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'bookings/$bookingId/orders/$orderId',
    staticData: { titleKey: 'portal.title.bookingOrder', roles: OWNER_ONLY },
    beforeLoad: (options) => {
      requireSignIn(options);
      const { bookingId, orderId } = options.params;
      if (!ID.test(bookingId) || !ID.test(orderId)) throw redirect({ to: '/404', replace: true });
    },
    component: lazyScreen(
      () => import('../../features/services/BookingOrderScreen'),
      (m) => m.BookingOrderScreen,
    ),
  }),
  // The booking's services (the order is among them) and invoices come with the screen's code.
  lazyQueries(() => import('../../features/services/queries')),
  (m, { context, params }) => m.bookingOrderQueries(context.client, Number(params.bookingId)),
  // Someone else's booking (404) or an order the booking does not have is not found (spec §8). The
  // check lives in the lazily loaded module: the entry, and so /login's first load, stays without it.
  (m, { context, params }) => {
    const [bookingId, orderId] = [Number(params.bookingId), Number(params.orderId)];
    if (m.orderIsMissing(context.queryClient, bookingId, orderId))
      throw redirect({ to: '/404', replace: true });
    m.startOrderInvoice(context.client, context.queryClient, bookingId, orderId);
  },
);
