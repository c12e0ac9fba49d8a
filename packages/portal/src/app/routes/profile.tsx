// /profile (spec §2): profile. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const profileRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'profile',
  staticData: { titleKey: 'portal.title.profile' },
  beforeLoad: requireSignIn,
  component: purposeScreen('profile'),
});
