// /qr/book/cancel (spec §2 guest routes): booking details and cancel (issue 5's BookingChange widget). No login needed (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { lazyScreen } from '../lazyScreen';

export const guestCancelRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'qr/book/cancel',
  staticData: { titleKey: 'portal.title.guestCancel' },
  // The booking change/cancel widget reads booking_id, token and lang from the e-mailed link (issue 5).
  component: lazyScreen(
    () => import('../../features/guest/BookingChangeScreens'),
    (m) => m.GuestCancelScreen,
  ),
});
