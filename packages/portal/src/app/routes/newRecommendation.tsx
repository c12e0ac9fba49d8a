// /loyalty/new-recommendation (spec §2): create a recommendation. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { requireSignIn } from './define';
import { lazyScreen } from '../lazyScreen';

export const newRecommendationRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'loyalty/new-recommendation',
  staticData: { titleKey: 'portal.title.newRecommendation' },
  beforeLoad: requireSignIn,
  // A wizard with first, between and last steps (spec §2 layout).
  component: lazyScreen(
    () => import('../../features/loyalty/NewRecommendationScreen'),
    (m) => m.NewRecommendationScreen,
  ),
});
