// Every page route of the portal's tree as its path pattern, read from the tree itself, for the
// tools that must cover them all (the request-budget e2e suite fails on a route it cannot visit).
import { createMemoryHistory } from '@tanstack/react-router';
import { joinMainArea } from './mainArea';
import { mainAreaTree } from './mainAreaTree';
import { createPortalRouter } from './router';
import type { PortalRouterContext } from './routes/define';

export interface RoutePattern {
  /** The full path pattern, e.g. `/apartments/$id`. */
  path: string;
  /** `auth` (spec §2 auth area), `main` (main area and guest routes) or `root` (`/`). */
  area: 'auth' | 'main' | 'root';
  /** The roles that may open it (docs/security.md "Roles"); unset: everyone signed in. */
  roles?: readonly string[];
}

/** The tree's leaf routes (the ones an address opens), in the tree's order. */
export function routePatterns(): RoutePattern[] {
  // A router resolves every route's full path; nothing is loaded, so it needs no services. The
  // main area's routes, which the app fetches on first use, are all here from the start.
  joinMainArea(mainAreaTree);
  const router = createPortalRouter({} as PortalRouterContext, createMemoryHistory());
  return Object.values(router.routesById)
    .filter((route) => !route.isRoot && !(route.children as unknown[] | undefined)?.length)
    .map((route) => ({
      path: route.fullPath as string,
      ...(route.options.staticData?.roles ? { roles: route.options.staticData.roles } : {}),
      area: route.id.startsWith('/auth/')
        ? 'auth'
        : route.id.startsWith('/main/')
          ? 'main'
          : 'root',
    }));
}
