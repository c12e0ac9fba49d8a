// /analytics (spec §2): analytics. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { OWNER_ONLY, purposeScreen, requireSignIn } from './define';

export const analyticsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'analytics',
  staticData: { titleKey: 'portal.title.analytics', roles: OWNER_ONLY },
  beforeLoad: requireSignIn,
  component: purposeScreen('analytics'),
});
