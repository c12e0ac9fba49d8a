// /home (spec §2): the dashboard. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';

export const homeRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'home',
    staticData: { titleKey: 'portal.title.home' },
    beforeLoad: requireSignIn,
    component: lazyScreen(
      () => import('../../features/home/HomeScreen'),
      (m) => m.HomeScreen,
    ),
  }),
  // Every card the user's role may see comes with the screen's code (STYLE.md 13): the role is the
  // loaded user's, or the stored copy's while the frame refreshes it.
  lazyQueries(() => import('../../features/home/queries')),
  (m, { context }) =>
    m.homeScreenQueries(context.client, m.currentRole(context.queryClient, context.session)),
  undefined,
  // Each card shows its own skeleton: a slow card never holds up the others (issue 26 §1).
  { wait: false },
);
