// The main area's routes and the guest routes under the frame (spec §2): a chunk of their own, so a
// signed-out first load (/login) carries none of their definitions (issue 28 §3). The tree joins
// them on first use (routeTree.ts, `joinMainArea`).
import { analyticsRoute } from './routes/analytics';
import { apartmentRoute } from './routes/apartment';
import { apartmentsRoute } from './routes/apartments';
import { apartmentTestRoute } from './routes/apartmentTest';
import { bookingOrderRoute } from './routes/bookingOrder';
import { bookingOrdersRoute } from './routes/bookingOrders';
import { bookingsRoute } from './routes/bookings';
import { dealsRoute } from './routes/deals';
import { devicesRoute } from './routes/devices';
import { documentsRoute } from './routes/documents';
import { guestBookRoute } from './routes/guestBook';
import { guestCancelRoute } from './routes/guestCancel';
import { guestChangeRoute } from './routes/guestChange';
import { guestStartRoute } from './routes/guestStart';
import { helpRoute } from './routes/help';
import { homeRoute } from './routes/home';
import { invoicesRoute } from './routes/invoices';
import { loyaltyRoute } from './routes/loyalty';
import { mainLayoutRoute } from './routes/mainLayout';
import { newRecommendationRoute } from './routes/newRecommendation';
import { notFoundRoute } from './routes/notFound';
import { payRoute } from './routes/pay';
import { paymentsRoute } from './routes/payments';
import { profileRoute } from './routes/profile';
import { servicesRoute } from './routes/services';
import { supportRoute } from './routes/support';
import { testRoute } from './routes/test';
import { transactionsRoute } from './routes/transactions';
import { transactionsApartmentRoute } from './routes/transactionsApartment';

export const mainAreaTree = mainLayoutRoute.addChildren([
  homeRoute,
  apartmentsRoute,
  apartmentTestRoute,
  apartmentRoute,
  bookingsRoute,
  bookingOrdersRoute,
  bookingOrderRoute,
  devicesRoute,
  documentsRoute,
  transactionsRoute,
  transactionsApartmentRoute,
  paymentsRoute,
  invoicesRoute,
  analyticsRoute,
  loyaltyRoute,
  newRecommendationRoute,
  payRoute,
  profileRoute,
  servicesRoute,
  supportRoute,
  testRoute,
  dealsRoute,
  helpRoute,
  notFoundRoute,
  guestCancelRoute,
  guestChangeRoute,
  guestStartRoute,
  guestBookRoute,
]);
