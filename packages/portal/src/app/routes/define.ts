// Helpers every route file uses: guards as redirects, the screen's data prefetch (STYLE.md 13) and
// the lazily loaded empty-state screen.
import { redirect, type StaticDataRouteOption } from '@tanstack/react-router';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { SakhliClient, Session } from '@sakhli/sdk';
import { mainAreaGuard, type GuardResult } from '../guards';
import { lazyScreen } from '../lazyScreen';

/** What every route's `beforeLoad` and loader can reach. */
export interface PortalRouterContext {
  session: Session;
  client: SakhliClient;
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Message id of the page title (spec §2: translated, with the group suffix). */
    titleKey?: string;
    /**
     * The query module the route's loader reads ({@link lazyQueries}). The main area's layout
     * starts loading it while it loads a user who has just signed in, and sends the frame's own
     * calls once it is in, so every call of a navigation goes out at once.
     */
    queries?: LazyQueries<unknown>;
  }
  interface HistoryState {
    /** A message for the next screen to show once (e.g. "Password changed successfully."). */
    notice?: string;
  }
}

/** Throws the router's redirect when a guard says no. */
export function redirectIf(result: GuardResult): void {
  if (result) throw redirect({ to: result.to, replace: true });
}

/** spec §6: `beforeLoad` of a main-area route. */
export function requireSignIn({ context }: { context: PortalRouterContext }): void {
  redirectIf(mainAreaGuard(context.session, { guest: false }));
}

/** Query options as the SDK's and the widgets' factories return them (`{ queryKey, queryFn }`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any data, error and key may be listed
export type ScreenQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A screen's query module (a widget's `@sakhli/widgets/queries/<widget>`, or `queries.ts` beside a
 * portal screen), imported on first use as a small chunk of its own: the entry, and so /login's
 * first load, never carries a screen's queries. Loaded once; a failed load is tried again on the
 * next use. Name it in the route's `staticData.queries` and in its loader's `prefetchQueries`.
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
 * The body of a route's `loader` (STYLE.md 13): starts every query the screen reads, all at once,
 * into the shared cache while the router fetches the screen's code chunk; the screen then reads
 * the same options with `useQuery`, so each call is made once. Data still fresh in the cache is
 * used as is; stale data is shown and refreshed in the background. A failed call does not fail
 * the route: the screen's own error state (with retry) shows it, and the error policy has acted.
 *
 * A screen's queries come from its lazily loaded query module, whose small chunk the router
 * fetches alongside the screen's chunk (no waterfall, nothing in the entry):
 * ```ts
 * const queries = lazyQueries(() => import('../../features/pay/queries'));
 * // in createRoute({ … }):
 * staticData: { titleKey: 'portal.title.pay', queries },
 * loader: ({ context }) => prefetchQueries(context, queries, (m) => m.payScreenQueries(context.client)),
 * ```
 * Path params come as the loader's `params`; search params through the route's `loaderDeps`.
 * Queries the entry holds anyway (the frame's user and counts) may be listed directly.
 */
export function prefetchQueries(
  context: Pick<PortalRouterContext, 'queryClient'>,
  queries: readonly ScreenQuery[],
): Promise<void>;
export function prefetchQueries<M>(
  context: Pick<PortalRouterContext, 'queryClient'>,
  module: LazyQueries<M>,
  pick: (module: M) => readonly ScreenQuery[],
): Promise<void>;
export async function prefetchQueries<M>(
  { queryClient }: Pick<PortalRouterContext, 'queryClient'>,
  source: readonly ScreenQuery[] | LazyQueries<M>,
  pick?: (module: M) => readonly ScreenQuery[],
): Promise<void> {
  const queries = await queriesOf(source, pick);
  await Promise.allSettled(
    queries.map((query) => queryClient.ensureQueryData({ ...query, revalidateIfStale: true })),
  );
}

async function queriesOf<M>(
  source: readonly ScreenQuery[] | LazyQueries<M>,
  pick?: (module: M) => readonly ScreenQuery[],
): Promise<readonly ScreenQuery[]> {
  if (!('load' in source)) return source;
  let module: M;
  try {
    module = await source.load();
  } catch {
    // The module did not arrive: the screen's chunk likely failed too and its error screen offers
    // a retry; if the screen shows, its own `useQuery` calls go out instead.
    return [];
  }
  return pick ? pick(module) : [];
}

/**
 * The empty state of a screen another issue fills (purpose + a way on), as its own chunk.
 * To mount the widget instead, replace the call with e.g.
 * `lazyScreen(() => import('@sakhli/widgets'), (m) => m.TicketChat)`.
 */
export function purposeScreen(
  name: string,
  { purpose = name, guest = false }: { purpose?: string; guest?: boolean } = {},
) {
  return lazyScreen(
    () => import('../../features/purpose/RoutePurpose'),
    (m) => m.purposeScreen(`portal.title.${name}`, `portal.purpose.${purpose}`, guest),
  );
}
