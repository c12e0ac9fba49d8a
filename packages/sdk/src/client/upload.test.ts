import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createClient } from './createClient';
import { errorsInPlace } from './errorsInPlace';
import { isApiError, type ApiError } from './ApiError';
import { uploadWithProgress, type UploadProgress } from './upload';

/** A scripted stand-in for XMLHttpRequest: records what was sent and plays back an outcome. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: {
    onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onprogress: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly outcome: (xhr: FakeXhr) => void) {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    // As a browser does: `timeout` limits the whole request, progress or not.
    if (this.timeout > 0) {
      setTimeout(() => {
        if (this.status === 0) this.ontimeout?.();
      }, this.timeout);
    }
    queueMicrotask(() => this.outcome(this));
  }
  abort() {
    this.onabort?.();
  }
}

const respond =
  (status: number, body: unknown) =>
  (xhr: FakeXhr): void => {
    xhr.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
    xhr.status = status;
    xhr.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    xhr.onload?.();
  };

function setup(outcome: (xhr: FakeXhr) => void) {
  const onError = vi.fn();
  const client = createClient({
    baseURL: 'http://api.test/',
    session: { accessToken: 'acc-1', refreshToken: 'ref-1', language: 'ge' },
    onError,
    timeout: 1234,
  });
  const createRequest = () => new FakeXhr(outcome) as unknown as XMLHttpRequest;
  return { client, onError, createRequest };
}

const call = (form = new FormData()) => ({
  method: 'POST' as const,
  path: 'api/tickets/5/messages',
  body: form,
  schema: v.object({ id: v.number() }),
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('uploadWithProgress', () => {
  it('sends the form with the session headers (never in the URL) and reports progress', async () => {
    const { client, createRequest } = setup(respond(200, { data: { id: 9 }, message: 'ok' }));
    const form = new FormData();
    form.set('text', 'hi');
    const seen: UploadProgress[] = [];
    const result = await uploadWithProgress(client, call(form), (p) => seen.push(p), {
      createRequest,
    });
    expect(result).toEqual({ data: { id: 9 }, message: 'ok' });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/api/tickets/5/messages');
    expect(xhr.url).not.toContain('acc-1');
    expect(xhr.headers).toMatchObject({
      accept: 'application/json',
      'user-language': 'ge',
      'access-token': 'acc-1',
      'refresh-token': 'ref-1',
    });
    expect(xhr.headers['content-type']).toBeUndefined(); // the browser sets the multipart boundary
    expect(xhr.body).toBe(form);
    expect(xhr.timeout).toBe(0); // no limit on the total: see the stall tests
    expect(seen.map((p) => p.fraction)).toEqual([0.5, 1]);
  });

  it('rejects an error status as an http ApiError with the server message, through the policy', async () => {
    const { client, onError, createRequest } = setup(
      respond(413, { message: 'The file is too large (max 5 MB).' }),
    );
    const error = await failure(
      uploadWithProgress(client, call(), () => undefined, { createRequest }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 413,
      serverMessage: 'The file is too large (max 5 MB).',
    });
    expect(onError).toHaveBeenCalledWith(
      {
        type: 'toast',
        message: 'The file is too large (max 5 MB).',
        // A 413 without the server's words would say the request is too large (issue 27 §5).
        fallbackMessageId: 'error.requestTooLarge',
      },
      error,
    );
  });

  it('leaves caller-owned errors to the caller', async () => {
    const { client, onError, createRequest } = setup(respond(422, { message: 'no' }));
    const error = await failure(
      uploadWithProgress(client, { ...call(), errors: 'caller' }, () => undefined, {
        createRequest,
      }),
    );
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, error);
  });

  it('through errorsInPlace, is not toasted, yet still signs out on a 401', async () => {
    const refused = setup(respond(413, { message: 'The file is too large (max 5 MB).' }));
    const error = await failure(
      uploadWithProgress(errorsInPlace(refused.client), call(), () => undefined, {
        createRequest: refused.createRequest,
      }),
    );
    expect(refused.onError).toHaveBeenCalledWith({ type: 'caller' }, error);
    const expired = setup(respond(401, { message: 'Session expired.' }));
    await failure(
      uploadWithProgress(errorsInPlace(expired.client), call(), () => undefined, {
        createRequest: expired.createRequest,
      }),
    );
    expect(expired.onError).toHaveBeenCalledWith({ type: 'sign-out' }, expect.anything());
  });

  it('rejects a wrongly shaped or non-JSON answer as bad-response', async () => {
    const shaped = setup(respond(200, { data: { id: 'nine' } }));
    expect(
      (
        await failure(
          uploadWithProgress(shaped.client, call(), () => undefined, {
            createRequest: shaped.createRequest,
          }),
        )
      ).kind,
    ).toBe('bad-response');
    const html = setup(respond(200, '<html>proxy</html>'));
    expect(
      (
        await failure(
          uploadWithProgress(html.client, call(), () => undefined, {
            createRequest: html.createRequest,
          }),
        )
      ).kind,
    ).toBe('bad-response');
  });

  it('rejects network failure, timeout and abort with their kinds', async () => {
    const net = setup((xhr) => xhr.onerror?.());
    expect(
      (
        await failure(
          uploadWithProgress(net.client, call(), () => undefined, {
            createRequest: net.createRequest,
          }),
        )
      ).kind,
    ).toBe('network');
    const slow = setup((xhr) => xhr.ontimeout?.());
    expect(
      (
        await failure(
          uploadWithProgress(slow.client, call(), () => undefined, {
            createRequest: slow.createRequest,
          }),
        )
      ).kind,
    ).toBe('timeout');
    const never = setup(() => undefined);
    const controller = new AbortController();
    const pending = uploadWithProgress(never.client, call(), () => undefined, {
      createRequest: never.createRequest,
      signal: controller.signal,
    });
    controller.abort();
    expect((await failure(pending)).kind).toBe('network');
  });

  it('puts the query on the URL and JSON bodies with a content type', async () => {
    const { client, createRequest } = setup(respond(200, { data: { id: 1 } }));
    await uploadWithProgress(
      client,
      {
        method: 'PUT',
        path: 'api/x',
        query: { a: 1, b: undefined },
        body: { k: 'v' },
        schema: v.object({ id: v.number() }),
      },
      () => undefined,
      { createRequest },
    );
    expect(FakeXhr.last.url).toBe('http://api.test/api/x?a=1');
    expect(FakeXhr.last.headers['content-type']).toBe('application/json');
    expect(FakeXhr.last.body).toBe('{"k":"v"}');
  });
});

describe('uploadWithProgress on a slow link (issue 16 §6)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const SCAN_BYTES = 5 * 1024 * 1024;
  // 400 kbit/s = 50 000 bytes a second: the scan takes about 105 s, far beyond the 30 s timeout.
  const BYTES_PER_SECOND = 400_000 / 8;

  /** Sends `bytes` one second of link at a time, for `seconds` seconds (fake time). */
  async function trickle(xhr: FakeXhr, seconds: number, from = 0): Promise<number> {
    let loaded = from;
    for (let s = 0; s < seconds && loaded < SCAN_BYTES; s += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      loaded = Math.min(SCAN_BYTES, loaded + BYTES_PER_SECOND);
      xhr.upload.onprogress?.({ loaded, total: SCAN_BYTES, lengthComputable: true });
    }
    return loaded;
  }

  it('finishes a 5 MB scan at 400 kbit/s, reporting progress all the way', async () => {
    vi.useFakeTimers();
    const { client, createRequest } = setup(() => undefined);
    const seen: number[] = [];
    const done = uploadWithProgress(client, call(), (p) => seen.push(p.fraction ?? -1), {
      createRequest,
      stallTimeout: 30_000,
    });
    const xhr = FakeXhr.last;
    const loaded = await trickle(xhr, 200);
    expect(loaded).toBe(SCAN_BYTES);
    expect(seen.length).toBeGreaterThan(100);
    // The server takes 20 s to store it (less than the stall limit), then answers.
    await vi.advanceTimersByTimeAsync(20_000);
    xhr.status = 201;
    xhr.responseText = JSON.stringify({ data: { id: 77 } });
    xhr.onload?.();
    await expect(done).resolves.toEqual({ data: { id: 77 } });
    expect(seen.at(-1)).toBe(1);
  });

  it('fails as a timeout once nothing has moved for the stall limit', async () => {
    vi.useFakeTimers();
    const { client, onError, createRequest } = setup(() => undefined);
    const done = failure(
      uploadWithProgress(client, call(), () => undefined, { createRequest, stallTimeout: 30_000 }),
    );
    const xhr = FakeXhr.last;
    let aborted = false;
    const abort = xhr.abort.bind(xhr);
    xhr.abort = () => {
      aborted = true;
      abort();
    };
    await trickle(xhr, 10);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(aborted).toBe(true);
    expect((await done).kind).toBe('timeout');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('stops at once when the user cancels, as a network failure (not a timeout)', async () => {
    vi.useFakeTimers();
    const { client, createRequest } = setup(() => undefined);
    const controller = new AbortController();
    const done = failure(
      uploadWithProgress(client, call(), () => undefined, {
        createRequest,
        signal: controller.signal,
      }),
    );
    await trickle(FakeXhr.last, 3);
    controller.abort();
    expect((await done).kind).toBe('network');
    // No watchdog is left to fire later.
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('errors of calls whose address holds a secret', () => {
  it('name the call by its label, never by the address', async () => {
    const { client, createRequest } = setup(respond(500, { message: 'down' }));
    const error = await failure(
      uploadWithProgress(
        client,
        {
          ...call(),
          path: 'api/qr/booking/101/secret-hash/secret-time',
          label: 'POST api/qr/booking/:apartment/:hash/:timeHash',
        },
        () => undefined,
        { createRequest },
      ),
    );
    expect(error.call).toBe('POST api/qr/booking/:apartment/:hash/:timeHash');
    expect(error.message).not.toContain('secret');
    expect(FakeXhr.last.url).toContain('secret-hash'); // the request itself still goes there
  });
});

describe('an upload with an expired access token', () => {
  it('renews the token (the client’s one renewal) and sends the upload once more', async () => {
    const session = { accessToken: 'old', refreshToken: 'ref-1', language: 'en' as const };
    const onError = vi.fn();
    const refreshes: string[] = [];
    const client = createClient({
      baseURL: 'http://api.test/',
      session,
      onError,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        refreshes.push(new Headers(init?.headers).get('refresh-token') ?? '');
        expect(String(input)).toBe('http://api.test/api/auth/refresh');
        return new Response(
          JSON.stringify({ data: { access_token: 'new', refresh_token: 'ref-1' } }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        );
      }) as typeof fetch,
    });
    const sent: string[] = [];
    const createRequest = () =>
      new FakeXhr((xhr) => {
        sent.push(xhr.headers['access-token']!);
        if (xhr.headers['access-token'] === 'old') {
          respond(401, { message: 'Expired.', data: { code: 'error.tokenExpired' } })(xhr);
        } else respond(200, { data: { id: 9 } })(xhr);
      }) as unknown as XMLHttpRequest;
    const result = await uploadWithProgress(client, call(), () => undefined, { createRequest });
    expect(result.data).toEqual({ id: 9 });
    expect(sent).toEqual(['old', 'new']);
    expect(refreshes).toEqual(['ref-1']);
    expect(onError).not.toHaveBeenCalled();
  });
});
