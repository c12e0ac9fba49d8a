// /login (spec §2 auth area, no login needed).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { authLayoutRoute } from './authLayout';

export const loginRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'login',
  staticData: { titleKey: 'portal.title.login' },
  component: lazyScreen(
    () => import('../../features/auth/LoginScreen'),
    (m) => m.LoginScreen,
  ),
});
