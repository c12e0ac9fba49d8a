// /services (spec §2): services. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { OWNER_ONLY, purposeScreen, requireSignIn } from './define';

export const servicesRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'services',
  staticData: { titleKey: 'portal.title.services', roles: OWNER_ONLY },
  beforeLoad: requireSignIn,
  component: purposeScreen('services'),
});
