// spec §4 session: the unread-count poll every 60 s while signed in, paused while the tab is hidden.
import { startUnreadPoll, UNREAD_POLL_MS, type SakhliClient, type Session } from '@sakhli/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { unreadCountsQuery } from './unreadCounts';

export type PollDocument = Pick<
  Document,
  'visibilityState' | 'addEventListener' | 'removeEventListener'
>;

/** Resolves at once, or when the route that is loading has loaded. */
export type RouteSettled = () => Promise<void>;

/** The router's {@link RouteSettled}: its current load, if any, has resolved. */
export function routeSettled(router: {
  state: { isLoading: boolean };
  subscribe: (event: 'onResolved', listener: () => void) => () => void;
}): RouteSettled {
  return () =>
    router.state.isLoading
      ? new Promise((resolve) => {
          const unsubscribe = router.subscribe('onResolved', () => {
            unsubscribe();
            resolve();
          });
        })
      : Promise.resolve();
}

/**
 * Starts the SDK's poll with the portal's wiring. Every tick goes through the one unread-count
 * query (`notificationKeys.count()`) that the menu, the quick panel and the dashboard read, so a
 * tick finding counts younger than half a period (the layout's loader just fetched them, a "mark
 * as read" refreshed them) or a call already out makes no second one. Nothing is fetched while
 * `document.hidden`; a tab coming back after a skipped tick refreshes once at once. It runs while
 * `session.user` is set and stops when the user is cleared. A tick that comes while a route loads
 * (the first one on a cold load or as a user signs in) waits for it: the layout's loader fetches
 * the counts with the screen's calls, so they all go out together and the tick finds them fresh.
 */
export function startPortalUnreadPoll(
  session: Session,
  client: SakhliClient,
  queryClient: QueryClient,
  doc: PollDocument = document,
  intervalMs: number = UNREAD_POLL_MS,
  settled: RouteSettled = () => Promise.resolve(),
): () => void {
  let missed = false;
  const refresh = async () => {
    await settled();
    return queryClient.fetchQuery({
      ...unreadCountsQuery(client),
      staleTime: intervalMs / 2,
    });
  };
  const stop = startUnreadPoll(session, refresh, {
    intervalMs,
    // The count is in the query cache already.
    onCount: () => {},
    isPaused: () => {
      const hidden = doc.visibilityState === 'hidden';
      if (hidden) missed = true;
      return hidden;
    },
  });
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden' || !missed) return;
    missed = false;
    if (session.user) refresh().catch(() => {});
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    stop();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
