// Helpers every route file uses: guards as redirects, the screen's data prefetch (STYLE.md 13) and
// the lazily loaded empty-state screen.
import type { AnyRoute, ParsedLocation, StaticDataRouteOption } from '@tanstack/react-router';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { actOnDeferredError, errorsDeferred, type SakhliClient, type Session } from '@sakhli/sdk';
import { mainAreaGuard, roleAllows, roleOf, type Role } from '../guards';
import { redirectIf } from './redirectIf';

/** What every route's `beforeLoad` and loader can reach. */
export interface PortalRouterContext {
  session: Session;
  client: SakhliClient;
  queryClient: QueryClient;
  /**
   * Whether the address `href` is the one the router is showing or opening (set by
   * `createPortalRouter`): a preload's failure is acted on if its screen was opened meanwhile.
   */
  isOpen?: (href: string) => boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Message id of the page title (spec §2: translated, with the group suffix). */
    titleKey?: string;
    /**
     * The query module the route's loader reads ({@link lazyQueries}), set with the loader by
     * {@link withScreenQueries}. The main area's layout starts loading it while it loads a user
     * who has just signed in, and sends the frame's own calls once it is in, so every call of a
     * navigation goes out at once.
     */
    queries?: LazyQueries<unknown>;
    /**
     * The roles that may open the route (docs/security.md "Roles"); none: everyone signed in. A
     * typed address of another role's route shows "not available" in the frame (`RoleOutlet`), its
     * loader asks for nothing, and the side menu leaves it out (`menuFor` in layout/menu.ts).
     */
    roles?: readonly Role[];
  }
  interface HistoryState {
    /** A message for the next screen to show once (e.g. "Password changed successfully."). */
    notice?: string;
  }
}

export { redirectIf };

/**
 * spec §6: `beforeLoad` of a main-area route. A route another role uses is no failure (nothing
 * thrown, nothing logged): its loader asks for nothing ({@link withScreenQueries}) and the frame
 * says "not available" in its place (layout/RoleOutlet).
 */
export function requireSignIn({ context }: { context: PortalRouterContext }): void {
  redirectIf(mainAreaGuard(context.session, { guest: false }));
}

/** docs/security.md "Roles": whether the signed-in user's role may open a route with `roles`. */
export function roleMayOpen(session: Session, roles: readonly Role[] | undefined): boolean {
  return roleAllows(roleOf(session.user), roles);
}

export { OWNER_ONLY } from '../guards';

/** Query options as the SDK's and the widgets' factories return them (`{ queryKey, queryFn }`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any data, error and key may be listed
export type ScreenQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A screen's query module (a widget's `@sakhli/widgets/queries/<widget>`, or `queries.ts` beside a
 * portal screen), imported on first use as a small chunk of its own: the entry, and so /login's
 * first load, never carries a screen's queries. Loaded once; a failed load is tried again on the
 * next use. A route declares it once, with {@link withScreenQueries}.
 */
export interface LazyQueries<M> {
  load: () => Promise<M>;
}

/** Wraps `() => import('…')` of a query module (see {@link LazyQueries}). */
export function lazyQueries<M>(load: () => Promise<M>): LazyQueries<M> {
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      })),
  };
}

/**
 * Starts loading the query modules of a navigation's routes (their `staticData.queries`); settles
 * once every one has arrived or failed (a failure is the loader's to meet: it loads again).
 */
export async function loadRouteQueries(
  matches: readonly { staticData?: StaticDataRouteOption }[],
): Promise<void> {
  await Promise.allSettled(matches.map(({ staticData }) => staticData?.queries?.load()));
}

/**
 * Starts the given queries, all at once, into the shared cache (STYLE.md 13): data still fresh is
 * used as is, stale data is shown and refreshed in the background. A failed call fails nothing:
 * the screen's own error state (with retry) shows it, and the error policy has acted — a preload's
 * call too, if this navigation joined it on its way ({@link aheadOfNeed}). For queries the entry
 * holds anyway (the frame's user and counts); a screen's come from its lazily loaded module
 * through {@link withScreenQueries}. `opened`: asked as a call fails, whether its screen is open
 * by then (a preload's is not, unless the user opened it while the call was on its way).
 */
export async function prefetchQueries(
  { queryClient }: Pick<PortalRouterContext, 'queryClient'>,
  queries: readonly ScreenQuery[],
  { opened = () => true }: { opened?: () => boolean } = {},
): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const [index, query] of queries.entries()) {
    if (index > 0) await yieldToBrowser();
    const fetched = queryClient.ensureQueryData({ ...query, revalidateIfStale: true });
    started.push(fetched.catch((error: unknown) => opened() && actOnDeferredError(error)));
  }
  await Promise.allSettled(started);
}

/**
 * A preload's loader arguments: its calls are made with the error policy deferred (the SDK's
 * `errorsDeferred`), so a link the pointer merely rests on neither toasts nor sends the user to
 * /404 when its call fails; a 401 still signs out. Opening the screen later asks again; opening it
 * while the call is on its way (the router then takes the preload's loader as its own) carries out
 * what the call kept once it fails ({@link prefetchQueries}).
 */
function aheadOfNeed<L extends { context: PortalRouterContext }>(loader: L): L {
  return {
    ...loader,
    context: { ...loader.context, client: errorsDeferred(loader.context.client) },
  };
}

/**
 * Issue 28 §5: each call's start (the SDK's headers, ofetch, the browser's `fetch`) costs the main
 * thread a few ms on a phone; /home's eight started in one task that Lighthouse timed at 102 ms
 * (4× that on its phone). Where the browser lets a task yield and resume ahead of other tasks
 * (`scheduler.yield`), each call starts in a task of its own, still before the screen renders;
 * elsewhere they start together as before, since a plain timer would queue them behind the render.
 */
function yieldToBrowser(): Promise<void> | void {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield?.();
}

/** What a screen route's loader knows, typed from the route: its context, params and deps. */
export type ScreenLoaderArgs<R> = R extends AnyRoute
  ? {
      context: R['types']['allContext'];
      params: R['types']['allParams'];
      deps: R['types']['loaderDeps'];
      location: ParsedLocation;
    }
  : never;

export interface ScreenQueriesOptions {
  /**
   * Whether the route waits for the calls before it shows the screen. `false` for a screen whose
   * parts each show their own skeleton (the dashboard's cards): the calls still start with the
   * chunk, but one slow call holds up only its own part. `afterwards` does not run then.
   * @defaultValue true
   */
  wait?: boolean;
}

/**
 * Declares, in one place, the data a screen route loads with its code (STYLE.md 13): sets the
 * route's `loader`, which loads the query module and starts every query `pick` lists while the
 * router fetches the screen's chunk, and names the module in `staticData.queries`, so the main
 * area's layout starts it while it loads the user and a navigation's calls go out together.
 * `afterwards` runs once those calls have settled, e.g. to send an id that is not the user's to
 * /404 (it may throw the router's redirect). The route itself sets neither `loader` nor
 * `staticData.queries`.
 * ```ts
 * export const payRoute = withScreenQueries(
 *   createRoute({ getParentRoute: () => mainLayoutRoute, path: 'pay/$apartment_id/$type', … }),
 *   lazyQueries(() => import('../../features/pay/queries')),
 *   (m, { context }) => m.payScreenQueries(context.client),
 * );
 * ```
 * Path params come as `params`; search params through the route's `loaderDeps`, as `deps`. A
 * module that does not arrive fails nothing either: the screen's chunk likely failed too and its
 * error screen offers a retry; if the screen shows, its own `useQuery` calls go out instead.
 */
// `R` has no constraint on purpose: as `AnyRoute` it would become the context of the `createRoute`
// call written in its place, and that call would infer its path, params and search from `any`.
export function withScreenQueries<R, M>(
  route: R,
  queries: LazyQueries<M>,
  pick: (module: M, loader: ScreenLoaderArgs<R>) => readonly ScreenQuery[],
  afterwards?: (module: M, loader: ScreenLoaderArgs<R>) => void,
  { wait = true }: ScreenQueriesOptions = {},
): R {
  const screenRoute = route as AnyRoute;
  const options = screenRoute.options as {
    path?: string;
    loader?: unknown;
    staticData?: StaticDataRouteOption;
  };
  if (options.loader || options.staticData?.queries) {
    throw new Error(`Route ${String(options.path)}: its data is declared here, not in its options`);
  }
  // `update` is TanStack Router's own way to add options to a created route (`loader` among them,
  // which its type does not list).
  screenRoute.update({
    staticData: { ...options.staticData, queries },
    loader: async (
      loader: ScreenLoaderArgs<R> & { context: PortalRouterContext; preload?: boolean },
    ) => {
      // Another role's route: the frame says so, and none of its calls go out (403s, all of them).
      const roles = options.staticData?.roles;
      if (roles && !roleMayOpen(loader.context.session, roles)) return;
      const module = await queries.load().catch(() => undefined);
      if (module === undefined) return;
      const { context, location, preload = false } = loader;
      const started = prefetchQueries(
        context,
        pick(module, preload ? aheadOfNeed(loader) : loader),
        { opened: () => !preload || context.isOpen?.(location.href) === true },
      );
      if (!wait) return;
      await started;
      afterwards?.(module, loader);
    },
  } as Parameters<AnyRoute['update']>[0]);
  return route;
}
