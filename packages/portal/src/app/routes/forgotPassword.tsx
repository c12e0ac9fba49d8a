// /forgot-password (spec §2 auth area, no login needed).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { authLayoutRoute } from './authLayout';

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'forgot-password',
  staticData: { titleKey: 'portal.title.forgotPassword' },
  component: lazyScreen(
    () => import('../../features/auth/ForgotPasswordScreen'),
    (m) => m.ForgotPasswordScreen,
  ),
});
