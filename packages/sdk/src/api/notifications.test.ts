import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { json, recordingFetch } from '../testing/recordingFetch';
import { testCalls } from '../testing/callCases';
import {
  bookingNotificationsQuery,
  getBookingNotifications,
  getNotificationCounts,
  getNotifications,
  markNotificationRead,
  notificationCountsQuery,
  notificationKeys,
  notificationsQuery,
} from './notifications';

const row = {
  id: 801,
  kind: 'booking',
  title: 'New booking',
  body: 'Apt 1504: 3 nights.',
  link: '/bookings',
  created_at: '2026-11-23T08:00:00.000Z',
  read: false,
};

describe('notifications calls on the wire', () => {
  testCalls([
    {
      name: 'count',
      run: (c) => getNotificationCounts(c),
      method: 'GET',
      path: 'api/notifications/count',
      answer: { data: { bookings: { count: 2 }, messages: { count: 1 } } },
      returns: (value) => expect(value).toEqual({ bookings: { count: 2 }, messages: { count: 1 } }),
      malformed: { data: { bookings: 2, messages: 1 } },
    },
    {
      name: 'list',
      run: (c) => getNotifications(c, { page: 2, per_page: 5, read: false }),
      method: 'GET',
      path: 'api/notifications',
      query: { page: '2', per_page: '5', read: 'false' },
      answer: { data: { items: [row] }, meta: { items_count: 6 } },
      returns: (value) => expect(value).toEqual({ items: [row], itemsCount: 6 }),
      malformed: { data: { items: [{ ...row, read: 'no' }] }, meta: { items_count: 1 } },
    },
    {
      name: 'bookings',
      run: (c) => getBookingNotifications(c),
      method: 'GET',
      path: 'api/notifications/bookings',
      answer: { data: { items: [row] }, meta: { items_count: 1 } },
      malformed: { data: [row] },
    },
    {
      name: 'mark read',
      run: (c) => markNotificationRead(c, 801),
      method: 'POST',
      path: 'api/notifications/801',
      answer: { data: { ...row, read: true } },
      returns: (value) => expect(value).toEqual({ ...row, read: true }),
      malformed: { data: { id: 801 } },
    },
  ]);

  it('carries the headers and keys under one prefix', async () => {
    const rec = recordingFetch(() =>
      json({ data: { bookings: { count: 0 }, messages: { count: 0 } } }),
    );
    const client = createClient({
      baseURL: 'http://api.test/',
      fetch: rec.fetch,
      session: { accessToken: 'acc', refreshToken: 'ref', language: 'ge' },
    });
    await getNotificationCounts(client);
    expect(rec.last().headers).toMatchObject({
      'access-token': 'acc',
      'refresh-token': 'ref',
      'user-language': 'ge',
    });
    for (const key of [
      notificationCountsQuery(client).queryKey,
      notificationsQuery(client).queryKey,
      bookingNotificationsQuery(client).queryKey,
    ]) {
      expect(key[0]).toBe(notificationKeys.all[0]);
    }
  });
});
