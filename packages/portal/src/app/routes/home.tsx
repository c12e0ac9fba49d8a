// /home (spec §2): the dashboard. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { requireSignIn } from './define';

export const homeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'home',
  staticData: { titleKey: 'portal.title.home' },
  beforeLoad: requireSignIn,
  component: lazyScreen(
    () => import('../../features/home/HomeScreen'),
    (m) => m.HomeScreen,
  ),
});
