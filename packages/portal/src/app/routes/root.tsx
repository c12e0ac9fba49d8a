// The root route: global effects of every navigation; unknown paths go to /404 (spec §2).
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { NavigationEffects } from '../NavigationEffects';
import { RouteErrorScreen } from '../RouteErrorScreen';
import type { PortalRouterContext } from './define';

export const rootRoute = createRootRouteWithContext<PortalRouterContext>()({
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
