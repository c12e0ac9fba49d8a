// /registration (spec §2 auth area, no login needed).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { authLayoutRoute } from './authLayout';

export const registrationRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'registration',
  staticData: { titleKey: 'portal.title.registration' },
  component: lazyScreen(
    () => import('../../features/auth/RegistrationScreen'),
    (m) => m.RegistrationScreen,
  ),
});
