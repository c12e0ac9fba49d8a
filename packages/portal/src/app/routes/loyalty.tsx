// /loyalty (spec §2): loyalty programme. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const loyaltyRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'loyalty',
  staticData: { titleKey: 'portal.title.loyalty' },
  beforeLoad: requireSignIn,
  component: purposeScreen('loyalty'),
});
