// /loyalty/new-recommendation (spec §2): create a recommendation. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';
import { lazyScreen } from '../lazyScreen';

export const newRecommendationRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'loyalty/new-recommendation',
    staticData: { titleKey: 'portal.title.newRecommendation' },
    beforeLoad: requireSignIn,
    // The loyalty wallet's own form (one form for the widget and this screen).
    component: lazyScreen(
      () => import('../../features/loyalty/NewRecommendationScreen'),
      (m) => m.NewRecommendationScreen,
    ),
  }),
  // The country list (third-party service, no session headers) comes with the form's code.
  lazyQueries(() => import('@sakhli/widgets/queries/loyalty-wallet')),
  (m, { context }) => m.recommendationFormQueries(context.client),
);
