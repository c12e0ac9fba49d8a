// /loyalty/new-recommendation (spec §2): create a recommendation. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const newRecommendationRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'loyalty/new-recommendation',
  staticData: { titleKey: 'portal.title.newRecommendation' },
  beforeLoad: requireSignIn,
  component: purposeScreen('newRecommendation'),
});
