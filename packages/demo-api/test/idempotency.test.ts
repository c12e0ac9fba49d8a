// Idempotency-Key on writes (issue 16 §5): a retry after a lost answer gets the first answer, never a duplicate.
import { describe, expect, it } from 'vitest';
import {
  createGuestBooking,
  exchangePoints,
  getLoyaltyProducts,
  getWallet,
  getTicketMessages,
  newIdempotencyKey,
  postTicketMessage,
} from '@sakhli/sdk';
import { createHarness, RESIDENT, type Harness, type TestSession } from './harness';
import { caught, form, openWindow } from './guestWindow';

/** A POST as a flaky network would repeat it: same key, the caller's session, a JSON body. */
async function post(
  h: Harness,
  path: string,
  json: unknown,
  key: string,
  session?: TestSession,
): Promise<Response> {
  return h.api.fetch(
    new Request(new URL(path, h.baseURL), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-language': 'en',
        'Idempotency-Key': key,
        ...(session?.accessToken ? { 'access-token': session.accessToken } : {}),
      },
      body: JSON.stringify(json),
    }),
  );
}

/** An open ticket of a seeded account (1 owner, 2 resident). */
const openTicketOf = (h: Harness, accountId: number) =>
  h.api.db().tickets.tickets.find((t) => t.status === 'open' && t.accountId === accountId)!.id;

describe('Idempotency-Key', () => {
  it('posts a ticket message once when the send is retried, and answers the retry with the first message', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    const ticketId = openTicketOf(h, 2);
    const before = (await getTicketMessages(client, ticketId)).messages.length;
    const key = newIdempotencyKey();
    const first = await postTicketMessage(
      client,
      ticketId,
      { text: 'The tap still drips.' },
      { idempotencyKey: key },
    );
    const retry = await postTicketMessage(
      client,
      ticketId,
      { text: 'The tap still drips.' },
      { idempotencyKey: key },
    );
    expect(retry).toEqual(first);
    expect((await getTicketMessages(client, ticketId)).messages).toHaveLength(before + 1);
    // A new send (a new key) is a new message.
    await postTicketMessage(
      client,
      ticketId,
      { text: 'The tap still drips.' },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect((await getTicketMessages(client, ticketId)).messages).toHaveLength(before + 2);
  });

  it('books a guest once: the retried submit shows the first confirmation, not "address used"', async () => {
    const h = createHarness();
    const { win, client } = await openWindow(h);
    const key = newIdempotencyKey();
    const first = await createGuestBooking(client, win, form(), { idempotencyKey: key });
    const retry = await createGuestBooking(client, win, form(), { idempotencyKey: key });
    expect(retry).toEqual(first);
    expect(
      h.api.db().bookings.bookings.filter((b) => b.guest.email === 'tamar@example.ge'),
    ).toHaveLength(1);
    // Without the key a second submit is still refused as before.
    expect((await caught(createGuestBooking(client, win, form()))).status).toBe(410);
  });

  it('spends points once for a retried exchange', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const { available } = await getWallet(client);
    const product = (await getLoyaltyProducts(client)).find(
      (p) => p.stock > 0 && p.points <= available,
    )!;
    const key = newIdempotencyKey();
    const first = await exchangePoints(client, product.id, { idempotencyKey: key });
    const retry = await exchangePoints(client, product.id, { idempotencyKey: key });
    expect(retry.wallet).toEqual(first.wallet);
    expect((await getWallet(client)).available).toBe(available - product.points);
  });

  it('marks a replayed answer and refuses the same key with a different body (422)', async () => {
    const h = createHarness();
    const { session } = await h.signIn(RESIDENT);
    const ticketId = openTicketOf(h, 2);
    const path = `api/tickets/${ticketId}/messages`;
    const first = await post(h, path, { text: 'one' }, 'key-1', session);
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const again = await post(h, path, { text: 'one' }, 'key-1', session);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.clone().json());
    const other = await post(h, path, { text: 'two' }, 'key-1', session);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toBe(
      'This request was already sent with different content. Reload the page and try again.',
    );
    expect((await post(h, path, { text: 'x' }, 'has space', session)).status).toBe(400);
  });

  it('runs a write again after a refused first try, and keeps keys apart per account', async () => {
    const h = createHarness();
    const resident = await h.signIn(RESIDENT);
    const owner = await h.signIn();
    const residentTicket = openTicketOf(h, 2);
    const ownerTicket = openTicketOf(h, 1);
    // Refused (empty text): nothing was stored, so the corrected retry with the same key runs.
    const refused = await post(
      h,
      `api/tickets/${residentTicket}/messages`,
      { text: '' },
      'k',
      resident.session,
    );
    expect(refused.status).toBe(422);
    const fixed = await post(
      h,
      `api/tickets/${residentTicket}/messages`,
      { text: 'ok' },
      'k',
      resident.session,
    );
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('Idempotent-Replayed')).toBeNull();
    // Another account's identical key is its own write.
    const theirs = await post(
      h,
      `api/tickets/${ownerTicket}/messages`,
      { text: 'ok' },
      'k',
      owner.session,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('runs two overlapping sends with one key once', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    const ticketId = openTicketOf(h, 2);
    const before = (await getTicketMessages(client, ticketId)).messages.length;
    const key = newIdempotencyKey();
    const [a, b] = await Promise.all([
      postTicketMessage(client, ticketId, { text: 'twice?' }, { idempotencyKey: key }),
      postTicketMessage(client, ticketId, { text: 'twice?' }, { idempotencyKey: key }),
    ]);
    expect(a.id).toBe(b.id);
    expect((await getTicketMessages(client, ticketId)).messages).toHaveLength(before + 1);
  });

  it('lets a browser on another origin send the header (CORS preflight)', async () => {
    const h = createHarness();
    const preflight = await h.api.fetch(
      new Request(new URL('api/tickets/1/messages', h.baseURL), {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:6006',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'idempotency-key,access-token',
        },
      }),
    );
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'idempotency-key',
    );
  });

  it('keeps the key to POST/PUT/PATCH: a GET with one answers as usual', async () => {
    const h = createHarness();
    const { session } = await h.signIn(RESIDENT);
    const response = await h.api.fetch(
      new Request(new URL('api/auth/is_auth', h.baseURL), {
        headers: { 'access-token': session.accessToken!, 'Idempotency-Key': 'has space' },
      }),
    );
    expect(response.status).toBe(200);
  });
});
