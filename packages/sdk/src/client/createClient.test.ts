import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { json, recordingFetch } from '../testing/recordingFetch';
import { createClient } from './createClient';
import { isApiError, type ApiError } from './ApiError';
import { newIdempotencyKey } from './idempotency';

const session = { accessToken: 'acc-1', refreshToken: 'ref-1', language: 'ge' as const };

function setup(respond?: Parameters<typeof recordingFetch>[0]) {
  const rec = recordingFetch(respond);
  const onError = vi.fn();
  const client = createClient({
    baseURL: 'http://api.test/',
    session,
    fetch: rec.fetch,
    onError,
    timeout: 50,
  });
  return { ...rec, client, onError };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createClient', () => {
  it('sends the four headers of spec §7 on our API', async () => {
    const { client, last } = setup();
    await client.request({ method: 'GET', path: 'api/users' });
    expect(last().headers).toMatchObject({
      accept: 'application/json',
      'user-language': 'ge',
      'access-token': 'acc-1',
      'refresh-token': 'ref-1',
    });
    expect(last().url.toString()).toBe('http://api.test/api/users');
  });

  it('sends a call’s idempotency key as the Idempotency-Key header, and only when given', async () => {
    const { client, last } = setup();
    const key = newIdempotencyKey();
    await client.request({
      method: 'POST',
      path: 'api/tickets/1/messages',
      body: { text: 'hi' },
      idempotencyKey: key,
    });
    expect(last().headers['idempotency-key']).toBe(key);
    await client.request({ method: 'POST', path: 'api/tickets/1/messages', body: { text: 'hi' } });
    expect(last().headers['idempotency-key']).toBeUndefined();
    // XHR uploads take their headers from here.
    expect(client.headers({ idempotencyKey: key })['Idempotency-Key']).toBe(key);
    // A new key per user action: random UUIDs.
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('sends no session headers to a third-party service', async () => {
    const { client, last } = setup(() => json([{ alpha2Code: 'GE', name: 'Georgia' }]));
    const result = await client.request({
      method: 'GET',
      path: 'v3/all',
      baseURL: 'https://countries.test/',
      auth: false,
      shape: 'raw',
    });
    expect(result.data).toEqual([{ alpha2Code: 'GE', name: 'Georgia' }]);
    expect(last().headers['access-token']).toBeUndefined();
    expect(last().headers['refresh-token']).toBeUndefined();
    expect(last().headers['user-language']).toBeUndefined();
  });

  it('turns an error status into an http ApiError with the server message and runs the policy', async () => {
    const { client, onError } = setup(() => json({ message: 'Incorrect token.' }, 422));
    const error = await failure(client.request({ method: 'POST', path: 'api/x', body: { a: 1 } }));
    expect(error).toMatchObject({ kind: 'http', status: 422, serverMessage: 'Incorrect token.' });
    expect(onError).toHaveBeenCalledWith(
      { type: 'toast', message: 'Incorrect token.', fallbackMessageId: 'error.somethingWrong' },
      error,
    );
  });

  it('says what was too large for a bare 413 (a proxy in front of the API), issue 27 §5', async () => {
    const { client, onError } = setup(() => new Response('Payload Too Large', { status: 413 }));
    const error = await failure(client.request({ method: 'POST', path: 'api/x', body: { a: 1 } }));
    expect(error).toMatchObject({ kind: 'http', status: 413 });
    expect(onError).toHaveBeenCalledWith(
      { type: 'toast', message: undefined, fallbackMessageId: 'error.requestTooLarge' },
      error,
    );
  });

  it('gives the caller, not the policy, the errors of caller-owned calls', async () => {
    const { client, onError } = setup(() =>
      json({ message: 'Username or password are incorrect.' }, 401),
    );
    const error = await failure(
      client.request({ method: 'POST', path: 'api/auth/login', errors: 'caller' }),
    );
    expect(error.status).toBe(401);
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, error);
  });

  it('reports a 5xx without a message with no server message', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(client.request({ method: 'GET', path: 'api/users' }));
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: undefined });
  });

  it('turns a network failure into kind network', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    expect((await failure(client.request({ method: 'GET', path: 'api/users' }))).kind).toBe(
      'network',
    );
  });

  it('turns a slow answer into kind timeout', async () => {
    const rec = recordingFetch();
    const slow: typeof fetch = (input, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        void rec.fetch(input, init);
      });
    const client = createClient({ baseURL: 'http://api.test/', fetch: slow, timeout: 20 });
    expect((await failure(client.request({ method: 'GET', path: 'api/users' }))).kind).toBe(
      'timeout',
    );
  });

  it('turns non-JSON and wrongly shaped answers into kind bad-response', async () => {
    const text = setup(() => new Response('not json', { status: 200 }));
    expect((await failure(text.client.request({ method: 'GET', path: 'api/users' }))).kind).toBe(
      'bad-response',
    );

    const shaped = setup(() => json({ data: { id: 'seven' } }));
    const error = await failure(
      shaped.client.request({
        method: 'GET',
        path: 'api/users',
        schema: v.object({ id: v.number() }),
      }),
    );
    expect(error).toMatchObject({ kind: 'bad-response', data: { id: 'seven' } });
    // Whoever debugs it reads what broke and where.
    expect(String(error.cause)).toMatch(
      /^Error: id: Invalid type: Expected number but received "seven"$/,
    );
  });

  it('keeps query strings, which may hold reset tokens, out of error messages', async () => {
    const { client } = setup(() => json({ message: 'expired' }, 410));
    const error = await failure(
      client.request({
        method: 'GET',
        path: 'api/auth/reset_password',
        query: { token: 'secret-reset' },
      }),
    );
    expect(error.message).not.toContain('secret-reset');
    expect(JSON.stringify(error)).not.toContain('acc-1');
  });

  it("keeps a labelled call's secret address out of the error, its message and its cause", async () => {
    // What fetch does on a lost connection: an error that quotes the whole address.
    const { client } = setup((request) => {
      throw new TypeError(`fetch failed: ${request.url.href}`);
    });
    const error = await failure(
      client.request({
        method: 'GET',
        path: 'api/qr/booking/101/guest-hash/time-hash',
        query: { token: 'change-token' },
        label: 'GET api/qr/booking/:apartment/:hash/:timeHash',
      }),
    );
    expect(error.kind).toBe('network');
    expect(error.call).toBe('GET api/qr/booking/:apartment/:hash/:timeHash');
    const everything = `${error.message} ${String(error.cause)} ${JSON.stringify(error)}`;
    expect(everything).not.toMatch(/guest-hash|time-hash|change-token/);
  });

  it('says when a throttled call may be sent again (429 Retry-After, seconds or a date)', async () => {
    const seconds = setup(() =>
      json({ message: 'Too many attempts.' }, 429, { 'Retry-After': '120' }),
    );
    const error = await failure(seconds.client.request({ method: 'POST', path: 'api/auth/login' }));
    expect(error).toMatchObject({
      status: 429,
      retryAfter: 120,
      serverMessage: 'Too many attempts.',
    });

    // A fixed instant, so the answer does not depend on the day or the machine's speed.
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    try {
      const dated = setup(() => json({}, 429, { 'Retry-After': 'Tue, 24 Nov 2026 10:01:30 GMT' }));
      const later = await failure(dated.client.request({ method: 'POST', path: 'api/auth/login' }));
      expect(later.retryAfter).toBe(90);
    } finally {
      vi.useRealTimers();
    }

    const plain = setup(() => json({}, 500));
    expect(
      (await failure(plain.client.request({ method: 'GET', path: 'api/x' }))).retryAfter,
    ).toBeUndefined();
  });

  it('counts calls in flight for the loading flag', async () => {
    const seen: number[] = [];
    const rec = recordingFetch();
    const client = createClient({
      baseURL: 'http://api.test',
      fetch: rec.fetch,
      onActivity: (n) => seen.push(n),
    });
    await Promise.all([
      client.request({ method: 'GET', path: 'a' }),
      client.request({ method: 'GET', path: 'b' }),
    ]);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('downloads files with their names', async () => {
    const { client } = setup(
      () =>
        new Response(new Blob(['%PDF-1.4']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="bill.pdf"',
          },
        }),
    );
    const file = await client.download({ method: 'GET', path: 'api/documents/download/1' });
    expect(file.filename).toBe('bill.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });
});
