// Notifications (spec §7): unread counts polled every 60 s, the lists, and marking one read.
import * as v from 'valibot';
import type { Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';

/** spec §3 Notification counts: `bookings.count` and `messages.count` (unread). */
export const notificationCountsSchema = v.object({
  bookings: v.object({ count: v.number() }),
  messages: v.object({ count: v.number() }),
});
export type NotificationCounts = v.InferOutput<typeof notificationCountsSchema>;

/** Assumed row shape (spec: "not shown"); texts come in the request's language. */
export const notificationSchema = v.object({
  id: v.number(),
  kind: v.picklist(['booking', 'message']),
  title: v.string(),
  body: v.string(),
  /** A portal route to open, or null. */
  link: v.nullable(v.string()),
  created_at: v.string(),
  read: v.boolean(),
});
export type Notification = v.InferOutput<typeof notificationSchema>;

const notificationPageSchema = v.object({ items: v.array(notificationSchema) });

export interface NotificationListParams {
  page?: number;
  per_page?: number;
  /** Only read (`true`) or unread (`false`) rows. */
  read?: boolean;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: NotificationListParams = {}) => [...notificationKeys.lists(), params] as const,
  bookings: (params: NotificationListParams = {}) =>
    [...notificationKeys.all, 'bookings', params] as const,
};

/** spec §7 GET api/notifications/count. */
export async function getNotificationCounts(client: SakhliClient): Promise<NotificationCounts> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/notifications/count',
    schema: notificationCountsSchema,
  });
  return data;
}

export function notificationCountsQuery(client: SakhliClient) {
  return { queryKey: notificationKeys.count(), queryFn: () => getNotificationCounts(client) };
}

async function getPage(
  client: SakhliClient,
  path: string,
  params: NotificationListParams,
): Promise<Page<Notification>> {
  const { data, meta } = await client.request({
    method: 'GET',
    path,
    query: { ...params },
    schema: notificationPageSchema,
  });
  return { items: data.items, itemsCount: meta?.items_count ?? data.items.length };
}

/** spec §7 GET api/notifications, paginated. */
export function getNotifications(
  client: SakhliClient,
  params: NotificationListParams = {},
): Promise<Page<Notification>> {
  return getPage(client, 'api/notifications', params);
}

export function notificationsQuery(client: SakhliClient, params: NotificationListParams = {}) {
  return {
    queryKey: notificationKeys.list(params),
    queryFn: () => getNotifications(client, params),
  };
}

/** spec §7 GET api/notifications/bookings, paginated. */
export function getBookingNotifications(
  client: SakhliClient,
  params: NotificationListParams = {},
): Promise<Page<Notification>> {
  return getPage(client, 'api/notifications/bookings', params);
}

export function bookingNotificationsQuery(
  client: SakhliClient,
  params: NotificationListParams = {},
) {
  return {
    queryKey: notificationKeys.bookings(params),
    queryFn: () => getBookingNotifications(client, params),
  };
}

/** spec §7 POST api/notifications/{id}: marks one read. Invalidate `notificationKeys.all` after it. */
export async function markNotificationRead(
  client: SakhliClient,
  id: number,
): Promise<Notification> {
  const { data } = await client.request({
    method: 'POST',
    path: `api/notifications/${id}`,
    schema: notificationSchema,
  });
  return data;
}
