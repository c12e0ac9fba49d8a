// /deals (spec §2): deals. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { OWNER_ONLY, purposeScreen, requireSignIn } from './define';

export const dealsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'deals',
  staticData: { titleKey: 'portal.title.deals', roles: OWNER_ONLY },
  beforeLoad: requireSignIn,
  component: purposeScreen('deals'),
});
