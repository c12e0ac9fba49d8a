// The root route: global effects of every navigation; unknown paths go to /404 (spec §2).
import {
  createRootRouteWithContext,
  Navigate,
  Outlet,
  redirect,
  rootRouteId,
} from '@tanstack/react-router';
import { loadMainArea, mainAreaJoined } from '../mainArea';
import { NavigationEffects } from '../NavigationEffects';
import { RouteErrorScreen } from '../RouteErrorScreen';
import type { PortalRouterContext } from './define';

export const rootRoute = createRootRouteWithContext<PortalRouterContext>()({
  // Issue 28 §3: the main area's routes come on first use (mainArea.ts). An address the signed-out
  // routes do not match (/home, a bookmark, the way in after sign-in) fetches them, then is opened
  // again with every route, and each screen's loader starts its code with its data as before. A
  // failed fetch shows the error screen, whose retry asks again.
  beforeLoad: async ({ location, matches }) => {
    if (mainAreaJoined() || matches.some((match) => match.routeId !== rootRouteId)) return;
    await loadMainArea();
    throw redirect({ href: location.href, state: location.state, replace: true });
  },
  component: function Root() {
    return (
      <>
        <NavigationEffects />
        <Outlet />
      </>
    );
  },
  // spec §2: any unknown path redirects to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
  errorComponent: RouteErrorScreen,
});
