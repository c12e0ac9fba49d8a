// The portal's router: TanStack Router, chosen for type-safe path and search params.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree';
import type { PortalRouterContext } from './routes/define';
import { RouteErrorScreen } from './RouteErrorScreen';
import { RoutePending } from './RoutePending';

export function createPortalRouter(context: PortalRouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingComponent: RoutePending,
    // The spec's own scroll rule (top after 100 ms) applies, not the router's restoration.
    scrollRestoration: false,
    // A link warms its screen (chunk and data) on hover and focus.
    defaultPreload: 'intent',
    // The query cache decides what is fresh (STYLE.md 13): every load and preload asks it,
    // instead of the router keeping loader results of its own.
    defaultPreloadStaleTime: 0,
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
