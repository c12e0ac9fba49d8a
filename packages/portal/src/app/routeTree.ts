// The code-based route tree: every route of spec §2, plus activation and logout (spec §4, §7).
import { activateRoute } from './routes/activate';
import { analyticsRoute } from './routes/analytics';
import { apartmentRoute } from './routes/apartment';
import { apartmentsRoute } from './routes/apartments';
import { apartmentTestRoute } from './routes/apartmentTest';
import { authLayoutRoute } from './routes/authLayout';
import { bookingOrderRoute } from './routes/bookingOrder';
import { bookingOrdersRoute } from './routes/bookingOrders';
import { bookingsRoute } from './routes/bookings';
import { dealsRoute } from './routes/deals';
import { devicesRoute } from './routes/devices';
import { documentsRoute } from './routes/documents';
import { forgotPasswordRoute } from './routes/forgotPassword';
import { guestBookRoute } from './routes/guestBook';
import { guestCancelRoute } from './routes/guestCancel';
import { guestChangeRoute } from './routes/guestChange';
import { guestStartRoute } from './routes/guestStart';
import { helpRoute } from './routes/help';
import { homeRoute } from './routes/home';
import { indexRoute } from './routes/index';
import { invoicesRoute } from './routes/invoices';
import { loginRoute } from './routes/login';
import { logoutRoute } from './routes/logout';
import { loyaltyRoute } from './routes/loyalty';
import { mainLayoutRoute } from './routes/mainLayout';
import { newRecommendationRoute } from './routes/newRecommendation';
import { notFoundRoute } from './routes/notFound';
import { payRoute } from './routes/pay';
import { paymentsRoute } from './routes/payments';
import { profileRoute } from './routes/profile';
import { registrationRoute } from './routes/registration';
import { resetPasswordRoute } from './routes/resetPassword';
import { rootRoute } from './routes/root';
import { servicesRoute } from './routes/services';
import { supportRoute } from './routes/support';
import { termsRoute } from './routes/terms';
import { testRoute } from './routes/test';
import { transactionsRoute } from './routes/transactions';
import { transactionsApartmentRoute } from './routes/transactionsApartment';
import { verificationRoute } from './routes/verification';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  authLayoutRoute.addChildren([
    loginRoute,
    registrationRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    verificationRoute,
    termsRoute,
    activateRoute,
    logoutRoute,
  ]),
  mainLayoutRoute.addChildren([
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
  ]),
]);
