// /analytics (spec §2): analytics, for owners (docs/security.md "Roles") — revenue over a period and
// against the one before, the period (`?months=3|6|12`, a year when left out) and the apartment
// (`?apartment=101`, all when left out) in the address, the calls started with the screen's code.
// Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { revenuePeriods } from '@sakhli/sdk';
import { lazyScreen } from '../lazyScreen';
import { scopeIdOf } from '../tableAddress';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, OWNER_ONLY, requireSignIn, withScreenQueries } from './define';

export const analyticsRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'analytics',
    staticData: { titleKey: 'portal.title.analytics', roles: OWNER_ONLY },
    validateSearch: (search: Record<string, unknown>): { months?: number; apartment?: number } => {
      const months = revenuePeriods.find((n) => n === Number(search.months));
      const apartment = scopeIdOf(search, 'apartment');
      return {
        ...(months ? { months } : {}),
        ...(apartment === undefined ? {} : { apartment }),
      };
    },
    loaderDeps: ({ search }) => ({ months: search.months, apartment: search.apartment }),
    beforeLoad: requireSignIn,
    component: lazyScreen(
      () => import('../../features/analytics/AnalyticsScreen'),
      (m) => m.AnalyticsScreen,
    ),
  }),
  lazyQueries(() => import('../../features/analytics/queries')),
  (m, { context, deps }) => m.analyticsQueries(context.client, deps),
);
