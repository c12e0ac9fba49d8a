// Helpers every route file uses: guards as redirects, the screen's data prefetch (STYLE.md 13) and
// the lazily loaded empty-state screen.
import { redirect } from '@tanstack/react-router';
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
 * The body of a route's `loader` (STYLE.md 13): starts every query the screen reads, all at once,
 * into the shared cache while the router fetches the screen's code chunk; the screen then reads
 * the same options with `useQuery`, so each call is made once. Data still fresh in the cache is
 * used as is; stale data is shown and refreshed in the background. A failed call does not fail
 * the route: the screen's own error state (with retry) shows it, and the error policy has acted.
 *
 * ```ts
 * loader: ({ context }) => prefetchQueries(context, [apartmentsBillingQuery(context.client)]),
 * ```
 * Path params come as the loader's `params`; search params through the route's `loaderDeps`.
 */
export async function prefetchQueries(
  { queryClient }: Pick<PortalRouterContext, 'queryClient'>,
  queries: readonly ScreenQuery[],
): Promise<void> {
  await Promise.allSettled(
    queries.map((query) => queryClient.ensureQueryData({ ...query, revalidateIfStale: true })),
  );
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
