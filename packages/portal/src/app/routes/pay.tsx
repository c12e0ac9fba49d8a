// /pay/{apartment_id}/{type} (spec §2): payment; the user is redirected to the payment page after 3 s.
import { createRoute } from '@tanstack/react-router';
import { apartmentsBillingQuery } from '@sakhli/sdk';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { prefetchQueries, requireSignIn } from './define';

export const payRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'pay/$apartment_id/$type',
  staticData: { titleKey: 'portal.title.pay' },
  beforeLoad: requireSignIn,
  // What the service owes comes with the screen's code (STYLE.md 13).
  loader: ({ context }) => prefetchQueries(context, [apartmentsBillingQuery(context.client)]),
  component: lazyScreen(
    () => import('../../features/pay/PayScreen'),
    (m) => m.PayScreen,
  ),
});
