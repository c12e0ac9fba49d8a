// /loyalty/new-recommendation (spec §2): create a recommendation. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, prefetchQueries, requireSignIn } from './define';
import { lazyScreen } from '../lazyScreen';

const queries = lazyQueries(() => import('@sakhli/widgets/queries/loyalty-wallet'));

export const newRecommendationRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'loyalty/new-recommendation',
  staticData: { titleKey: 'portal.title.newRecommendation', queries },
  beforeLoad: requireSignIn,
  // The country list (third-party service, no session headers) comes with the form's code.
  loader: ({ context }) =>
    prefetchQueries(context, queries, (m) => m.recommendationFormQueries(context.client)),
  // The loyalty wallet's own form (one form for the widget and this screen).
  component: lazyScreen(
    () => import('../../features/loyalty/NewRecommendationScreen'),
    (m) => m.NewRecommendationScreen,
  ),
});
