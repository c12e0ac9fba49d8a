// /profile (spec §2): profile. Main area: needs the auth-verified flag (spec §6). It reads only the
// signed-in user, which the frame's loader already asks for: no query module of its own.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { requireSignIn } from './define';

export const profileRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'profile',
  staticData: { titleKey: 'portal.title.profile' },
  beforeLoad: requireSignIn,
  component: lazyScreen(
    () => import('../../features/profile/ProfileScreen'),
    (m) => m.ProfileScreen,
  ),
});
