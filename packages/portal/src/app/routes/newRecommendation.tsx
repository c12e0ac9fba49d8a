// /loyalty/new-recommendation (spec §2): create a recommendation. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { recommendationFormQueries } from '@sakhli/widgets';
import { prefetchQueries, requireSignIn } from './define';
import { lazyScreen } from '../lazyScreen';

export const newRecommendationRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'loyalty/new-recommendation',
  staticData: { titleKey: 'portal.title.newRecommendation' },
  beforeLoad: requireSignIn,
  // The country list (third-party service, no session headers) comes with the form's code.
  loader: ({ context }) => prefetchQueries(context, recommendationFormQueries(context.client)),
  // The loyalty wallet's own form (one form for the widget and this screen).
  component: lazyScreen(
    () => import('../../features/loyalty/NewRecommendationScreen'),
    (m) => m.NewRecommendationScreen,
  ),
});
