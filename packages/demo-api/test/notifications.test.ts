// Black-box tests of spec §7 Notifications: unread counts, lists with pagination, mark read.
import { describe, expect, it } from 'vitest';
import {
  getBookingNotifications,
  getNotificationCounts,
  getNotifications,
  markNotificationRead,
} from '@sakhli/sdk';
import { createHarness, failure, raw, RESIDENT } from './harness';

describe('notifications', () => {
  it('counts unread bookings and messages, and marking one read lowers its count', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const before = await getNotificationCounts(client);
    expect(before).toEqual({ bookings: { count: 2 }, messages: { count: 1 } });
    const unreadBooking = (await getBookingNotifications(client, { read: false })).items[0]!;
    const marked = await markNotificationRead(client, unreadBooking.id);
    expect(marked.read).toBe(true);
    expect(await getNotificationCounts(client)).toEqual({
      bookings: { count: 1 },
      messages: { count: 1 },
    });
    // Marking again changes nothing.
    await markNotificationRead(client, unreadBooking.id);
    expect((await getNotificationCounts(client)).bookings.count).toBe(1);
  });

  it('paginates with items_count, newest first, in the request language', async () => {
    const h = createHarness();
    const { client } = await h.signIn(undefined, { language: 'ge' });
    const first = await getNotifications(client, { per_page: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.itemsCount).toBeGreaterThan(20);
    const last = await getNotifications(client, {
      per_page: 10,
      page: Math.ceil(first.itemsCount / 10),
    });
    expect(last.items.length).toBe(first.itemsCount % 10 || 10);
    const dates = first.items.map((n) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.items[0]!.title).toBe('ახალი ჯავშანი');
    const bookings = await getBookingNotifications(client);
    expect(bookings.items.every((n) => n.kind === 'booking')).toBe(true);
  });

  it('keeps accounts apart', async () => {
    const h = createHarness();
    const owner = await h.signIn();
    const resident = await h.signIn(RESIDENT);
    const ownersFirst = (await getNotifications(owner.client)).items[0]!;
    expect((await failure(markNotificationRead(resident.client, ownersFirst.id))).status).toBe(404);
    // The resident's seeded booking notice stays hidden: bookings are the owner's (routes/roles.ts).
    expect(await getNotificationCounts(resident.client)).toEqual({
      bookings: { count: 0 },
      messages: { count: 1 },
    });
  });

  it('needs a session and answers 4xx to bad input', async () => {
    const h = createHarness();
    expect((await failure(getNotificationCounts(h.client().client))).status).toBe(401);
    expect((await failure(getNotifications(h.client().client))).status).toBe(401);
    const { session } = await h.signIn();
    for (const [method, path, json] of [
      ['POST', 'api/notifications/abc', {}],
      ['POST', 'api/notifications/999999', {}],
      ['POST', 'api/notifications/801', { read: 'maybe' }],
      ['POST', 'api/notifications/801', [1]],
      ['GET', 'api/notifications?page=two', undefined],
      ['GET', 'api/notifications?read=perhaps', undefined],
    ] as const) {
      const answer = await raw(h, method, path, {
        ...(json !== undefined ? { json } : {}),
        session,
      });
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});
