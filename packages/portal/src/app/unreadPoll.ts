// spec §4 session: the unread-count poll every 60 s while signed in, paused while the tab is hidden.
import {
  notificationCountsQuery,
  startUnreadPoll,
  UNREAD_POLL_MS,
  type SakhliClient,
  type Session,
} from '@sakhli/sdk';
import type { QueryClient } from '@tanstack/react-query';

export type PollDocument = Pick<
  Document,
  'visibilityState' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Starts the SDK's poll with the portal's wiring. Every tick goes through the one unread-count
 * query (`notificationKeys.count()`) that the menu, the quick panel and the dashboard read, so a
 * tick finding counts younger than half a period (the layout's loader just fetched them, a "mark
 * as read" refreshed them) or a call already out makes no second one. Nothing is fetched while
 * `document.hidden`; a tab coming back after a skipped tick refreshes once at once. It runs while
 * `session.user` is set and stops when the user is cleared.
 */
export function startPortalUnreadPoll(
  session: Session,
  client: SakhliClient,
  queryClient: QueryClient,
  doc: PollDocument = document,
  intervalMs: number = UNREAD_POLL_MS,
): () => void {
  let missed = false;
  const refresh = () =>
    queryClient.fetchQuery({ ...notificationCountsQuery(client), staleTime: intervalMs / 2 });
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
