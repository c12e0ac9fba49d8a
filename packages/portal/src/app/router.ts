// The portal's router: TanStack Router, chosen for type-safe path and search params.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { followRouteTree } from './mainArea';
import { routeTree } from './routeTree';
import type { PortalRouterContext } from './routes/define';
import { RouteErrorScreen } from './RouteErrorScreen';
import { RoutePending } from './RoutePending';

export function createPortalRouter(context: PortalRouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { ...context, isOpen: (href: string): boolean => router.state.location.href === href },
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
  // The main area's routes join the tree on first use (routeTree.ts): this router gets them too.
  followRouteTree(router);
  return router;
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
