// /pay/{apartment_id}/{type} (spec §2): payment; the user is redirected to the payment page after 3 s.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { requireSignIn } from './define';

export const payRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'pay/$apartment_id/$type',
  staticData: { titleKey: 'portal.title.pay' },
  beforeLoad: requireSignIn,
  component: lazyScreen(
    () => import('../../features/pay/PayScreen'),
    (m) => m.PayScreen,
  ),
});
