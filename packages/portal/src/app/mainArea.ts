// The main area's routes (mainAreaTree.ts) are a chunk of their own, so a signed-out first load
// (/login) carries none of their definitions (issue 28 §3). They join the route tree, and every
// router built on it, when an address first needs them (the root route's `beforeLoad`).
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { CHUNK_LOAD_TIMEOUT_MS, languagesInUseLoaded } from '@sakhli/sdk';
import { withTimeout } from './lazyScreen';
import type { mainAreaTree } from './mainAreaTree';

/** Routers built on the tree, to rebuild when it grows (weakly held: stories and tests make many). */
const routers = new Set<WeakRef<AnyRouter>>();

/** Keeps `router`'s routes in step with the tree ({@link joinMainArea}). */
export function followRouteTree(router: AnyRouter): void {
  routers.add(new WeakRef(router));
}

let joined = false;

/** Whether the main area's routes are in the tree. */
export function mainAreaJoined(): boolean {
  return joined;
}

/** Adds the main area's routes to the tree (under its layout's parent, the root) and every router. */
export function joinMainArea(main: typeof mainAreaTree): void {
  if (joined) return;
  joined = true;
  const root = main.options.getParentRoute() as AnyRoute;
  root.addChildren([...((root.children as AnyRoute[] | undefined) ?? []), main]);
  for (const ref of routers) {
    const router = ref.deref();
    if (!router) routers.delete(ref);
    // TanStack Router's own rebuild of its route lists, as `router.update` does for a new tree.
    else router.setRoutes(router.buildRouteTree());
  }
}

let loading: Promise<void> | undefined;

/**
 * Fetches the main area's routes (once; a failure is tried again on the next use) and joins them.
 * A chunk that has not arrived after 120 s fails (spec §9), as a screen's does.
 */
export function loadMainArea(): Promise<void> {
  // The frame comes with them: the chunk fetches its texts' pack in the language on screen as it
  // runs, and the routes join once it is in (no message ids on screen), as a screen's chunk does.
  const load = () =>
    import('./mainAreaTree').then((module) => languagesInUseLoaded().then(() => module));
  return (loading ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then(
    (module) => joinMainArea(module.mainAreaTree),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}
