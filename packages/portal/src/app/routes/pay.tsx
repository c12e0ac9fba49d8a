// /pay/{apartment_id}/{type} (spec §2): pay one utility of one apartment. The screen shows what will
// be paid and asks once; the 3-second redirect (spec §9) follows the user's own "Pay", never a visit.
import { createRoute, redirect } from '@tanstack/react-router';
import { utilityTypes } from '@sakhli/sdk';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';

/** A path that cannot name a payment (no such utility, not an apartment id) is not found. */
export function isPayPath(params: { apartment_id: string; type: string }): boolean {
  return (
    /^[1-9]\d{0,11}$/.test(params.apartment_id) &&
    (utilityTypes as readonly string[]).includes(params.type)
  );
}

export const payRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'pay/$apartment_id/$type',
    staticData: { titleKey: 'portal.title.pay' },
    beforeLoad: (options) => {
      requireSignIn(options);
      if (!isPayPath(options.params)) throw redirect({ to: '/404', replace: true });
    },
    component: lazyScreen(
      () => import('../../features/pay/PayScreen'),
      (m) => m.PayScreen,
    ),
  }),
  // What the service owes comes with the screen's code (STYLE.md 13).
  lazyQueries(() => import('../../features/pay/queries')),
  (m, { context }) => m.payScreenQueries(context.client),
);
