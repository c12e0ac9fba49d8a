// /analytics (spec §2): analytics. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const analyticsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'analytics',
  staticData: { titleKey: 'portal.title.analytics' },
  beforeLoad: requireSignIn,
  component: purposeScreen('analytics'),
});
