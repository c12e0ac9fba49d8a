// Helpers every route file uses: guards as redirects, and the lazily loaded empty-state screen.
import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
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
