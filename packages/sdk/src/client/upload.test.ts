import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createClient } from './createClient';
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
    expect(xhr.timeout).toBe(1234);
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
        fallbackMessageId: 'error.somethingWrong',
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
