// The unread counts (spec §7 GET api/notifications/count) as every part of the portal reads them:
// one query, whoever asks first (the layout's loader, the 60 s poll, the menu, the dashboard).
// A failure is never toasted: the menu's badges are left out (as the other badges, issue 25 item
// 2) and /home's Messages card says it in place with its retry (issue 27 §1); a toast would tell
// every screen about a count only the dashboard shows, and on every failed poll.
import { errorsInPlace, notificationCountsQuery, type SakhliClient } from '@sakhli/sdk';

export function unreadCountsQuery(client: SakhliClient) {
  return notificationCountsQuery(errorsInPlace(client));
}
