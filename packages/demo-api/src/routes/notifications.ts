// spec §7 Notifications: unread counts (polled every 60 s), lists with pagination, mark read.
import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  check,
  found,
  idParam,
  ok,
  page,
  requireUser,
  type AppContext,
  type AppEnv,
} from '../http';
import type { NotificationRow } from '../store/notifications';
import { deliverDueReplies } from '../store/tickets';
import { optionalJson } from './identityFields';
import { tablePage } from './tableQuery';

const listQuery = v.object({
  read: v.optional(v.picklist(['0', '1', 'true', 'false'])),
  page: v.optional(v.string()),
  per_page: v.optional(v.string()),
});
// Marking read takes no body; an empty object (what some clients send) is fine too.
const markBody = v.strictObject({});

function notificationOut(c: AppContext, n: NotificationRow) {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title[c.var.lang],
    body: n.body[c.var.lang],
    link: n.link ?? null,
    created_at: n.createdAt,
    read: n.read,
  };
}

/**
 * The caller's notifications. Booking ones are the host's business (routes/roles.ts): a resident
 * gets none, so `bookings.count` is 0 and lists leave them out, whatever was addressed to them.
 */
function addressedToMe(c: AppContext): NotificationRow[] {
  deliverDueReplies(c.var.db);
  const owner = c.var.account.role === 'owner';
  return c.var.db.notifications.notifications.filter(
    (n) => n.accountId === c.var.account.id && (owner || n.kind !== 'booking'),
  );
}

function mine(c: AppContext, kind?: NotificationRow['kind']) {
  const { read } = check(listQuery, c.req.query(), c);
  const wantRead = read === undefined ? undefined : read === '1' || read === 'true';
  return addressedToMe(c)
    .filter((n) => !kind || n.kind === kind)
    .filter((n) => wantRead === undefined || n.read === wantRead)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function notificationsRoutes(app: Hono<AppEnv>) {
  app.use('/api/notifications/*', requireUser);

  app.get('/api/notifications/count', (c) => {
    const unread = addressedToMe(c).filter((n) => !n.read);
    return ok(c, {
      bookings: { count: unread.filter((n) => n.kind === 'booking').length },
      messages: { count: unread.filter((n) => n.kind === 'message').length },
    });
  });

  app.get('/api/notifications', (c) =>
    tablePage(
      c,
      'notifications',
      mine(c).map((n) => notificationOut(c, n)),
    ),
  );

  app.get('/api/notifications/bookings', (c) =>
    page(
      c,
      mine(c, 'booking').map((n) => notificationOut(c, n)),
    ),
  );

  app.post('/api/notifications/:id', async (c) => {
    const id = idParam(c, 'id');
    check(markBody, await optionalJson(c), c);
    const row = found(
      addressedToMe(c).find((n) => n.id === id),
      'Notification not found.',
    );
    row.read = true;
    return ok(c, notificationOut(c, row));
  });
}
