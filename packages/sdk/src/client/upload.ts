// Uploads with progress through XHR (fetch cannot report upload progress); same headers, errors and policy as the client.
import * as v from 'valibot';
import { ApiError, retryAfterOf } from './ApiError';
import { callLabel, type Call, type Envelope } from './call';
import type { SakhliClient } from './createClient';
import { resolveErrorAction } from './errorPolicy';
import { ownerOf } from './errorsInPlace';
import { isTokenExpired } from './renewal';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send, when the browser knows. */
  total: number | undefined;
  /** `loaded / total` between 0 and 1, when `total` is known. */
  fraction: number | undefined;
}

export interface UploadOptions {
  /** Aborts the upload; the promise rejects with a `network` ApiError. */
  signal?: AbortSignal;
  /** Makes the request object (tests, or environments with their own XHR). @defaultValue new XMLHttpRequest() */
  createRequest?: () => XMLHttpRequest;
  /**
   * Milliseconds without any progress (bytes sent, the answer arriving) before the upload fails
   * with `kind: 'timeout'`. There is no limit on the total: a 5 MB scan over a slow mobile link
   * takes minutes and must finish (issue 16 §6). @defaultValue the client's `timeout` (30000)
   */
  stallTimeout?: number;
}

/**
 * Sends `call` (usually a multipart body) through XMLHttpRequest, reporting upload progress.
 * Tokens travel as headers from `client.headers()`, never in the URL. Failures reject with the
 * same `ApiError` kinds as `client.request`, and go through the client's error policy. It times
 * out on a stall (`stallTimeout` without progress), never on the total time.
 */
export function uploadWithProgress<T>(
  client: SakhliClient,
  call: Call<T>,
  onProgress: (progress: UploadProgress) => void,
  options: UploadOptions = {},
): Promise<Envelope<T>> {
  const report = (error: unknown): never => {
    // An `errorsInPlace` view's upload is in place too, as its `request` calls are.
    if (error instanceof ApiError) {
      client.options.onError?.(resolveErrorAction(error, ownerOf(client, call)), error);
    }
    throw error;
  };
  const sentWith = call.tokens ? null : (client.options.session?.accessToken ?? null);
  // An expired access token is renewed (as `request` does) and the upload sent once more.
  return sendOnce(client, call, onProgress, options).catch(async (error: unknown) => {
    if (!(error instanceof ApiError) || !isTokenExpired(error)) return report(error);
    if (!(await client.renewedSince(sentWith))) return report(error);
    return sendOnce(client, call, onProgress, options).catch(report);
  });
}

function sendOnce<T>(
  client: SakhliClient,
  call: Call<T>,
  onProgress: (progress: UploadProgress) => void,
  options: UploadOptions,
): Promise<Envelope<T>> {
  const label = callLabel(call);
  const failWith = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'call'>): ApiError =>
    new ApiError({ ...init, call: label });

  return new Promise<Envelope<T>>((resolve, reject) => {
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    xhr.open(call.method, urlOf(client, call));
    const headers = client.headers(call);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    let payload: XMLHttpRequestBodyInit | null = null;
    if (call.body instanceof FormData || call.body instanceof Blob) payload = call.body;
    else if (call.body !== undefined) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      payload = JSON.stringify(call.body);
    }
    // No total limit (xhr.timeout 0): a watchdog restarted by every sign of life instead.
    xhr.timeout = 0;
    const stallMs = options.stallTimeout ?? client.options.timeout ?? 30_000;
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallMs);
    };
    const settle =
      <A extends unknown[]>(then: (...args: A) => void) =>
      (...args: A) => {
        clearTimeout(watchdog);
        then(...args);
      };
    xhr.onprogress = alive;
    xhr.upload.onprogress = (event) => {
      alive();
      const total = event.lengthComputable ? event.total : undefined;
      onProgress({
        loaded: event.loaded,
        total,
        fraction: total ? event.loaded / total : undefined,
      });
    };
    xhr.onerror = settle(() => reject(failWith({ kind: 'network', status: 0 })));
    xhr.ontimeout = settle(() => reject(failWith({ kind: 'timeout', status: 0 })));
    xhr.onabort = settle(() =>
      reject(
        stalled
          ? failWith({ kind: 'timeout', status: 0 })
          : failWith({ kind: 'network', status: 0, cause: options.signal?.reason }),
      ),
    );
    xhr.onload = settle(() => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
        if (xhr.status >= 200 && xhr.status < 300) {
          reject(failWith({ kind: 'bad-response', status: xhr.status, data: xhr.responseText }));
          return;
        }
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = (body as { message?: unknown } | undefined)?.message;
        const retryAfter = retryAfterOf(xhr.getResponseHeader?.('retry-after'));
        reject(
          failWith({
            kind: 'http',
            status: xhr.status,
            ...(retryAfter === undefined ? {} : { retryAfter }),
            serverMessage: typeof message === 'string' && message.trim() ? message : undefined,
            data: body,
          }),
        );
        return;
      }
      const envelope = v.safeParse(
        v.looseObject({
          data: call.schema ?? v.unknown(),
          message: v.optional(v.string()),
          meta: v.optional(v.looseObject({ items_count: v.number() })),
        }),
        body,
      );
      if (!envelope.success) {
        const data = (body as { data?: unknown } | undefined)?.data ?? body;
        reject(failWith({ kind: 'bad-response', status: xhr.status, data }));
        return;
      }
      resolve(envelope.output as Envelope<T>);
    });
    if (options.signal?.aborted) {
      reject(failWith({ kind: 'network', status: 0, cause: options.signal.reason }));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(payload);
    alive();
  });
}

function urlOf(client: SakhliClient, call: Call): string {
  const url = new URL(call.path, call.baseURL ?? client.url(''));
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const one of value) url.searchParams.append(key, String(one));
    else if (typeof value === 'object') url.searchParams.set(key, JSON.stringify(value));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}
