// spec §4 session: the unread-count poll every 60 s while signed in, paused while the tab is hidden.
import {
  getNotificationCounts,
  notificationKeys,
  startUnreadPoll,
  type SakhliClient,
  type Session,
} from '@sakhli/sdk';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts the SDK's poll with the portal's wiring: counts land in the query cache under
 * `notificationKeys.count()` (the side menu reads them), nothing is fetched while
 * `document.hidden`. It runs while `session.user` is set and stops when the user is cleared.
 */
export function startPortalUnreadPoll(
  session: Session,
  client: SakhliClient,
  queryClient: QueryClient,
  doc: Pick<Document, 'visibilityState'> = document,
): () => void {
  return startUnreadPoll(session, () => getNotificationCounts(client), {
    onCount: (counts) => queryClient.setQueryData(notificationKeys.count(), counts),
    isPaused: () => doc.visibilityState === 'hidden',
  });
}
