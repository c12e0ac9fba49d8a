// The SDK's HTTP client: headers, session, timeouts and one error type for every call.
import { createFetch, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import { ApiError, retryAfterOf } from './ApiError';
import { callLabel, type Call, type DownloadedFile, type Envelope } from './call';
import { resolveErrorAction, type ErrorAction } from './errorPolicy';
import { IDEMPOTENCY_HEADER } from './idempotency';
import {
  isTokenExpired,
  REFRESH_PATH,
  renewedTokensSchema,
  type RenewedTokens,
  type TokenRenewal,
} from './renewal';
import { DEFAULT_LANGUAGE, type Language } from './language';
import type { PaymentUrlPolicy } from '../api/paymentUrl';
import { endUserData } from '../session/userData';

/**
 * What a response broke of its schema, a line per issue with where (`items.0.id: Invalid type:
 * …`): the cause a `bad-response` error carries for whoever debugs it. Valibot's `summarize` says
 * the same in twice the shipped code.
 */
function listIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const at = issue.path?.map((item) => String(item.key)).join('.');
      return at ? `${at}: ${issue.message}` : issue.message;
    })
    .join('\n');
}

/** What the client reads from the session on every call. The SDK's session store fits. */
export interface SessionTokens {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  readonly language?: Language;
}

/** `paymentOrigins` and `devPaymentPage`: where `startPayment` may send the browser (api/paymentUrl.ts). */
export interface ClientOptions extends PaymentUrlPolicy {
  /** Where the API lives, e.g. `https://api.sakhli.ge/` or `http://127.0.0.1:8787/`. */
  baseURL: string;
  /** Tokens and language, read at call time. */
  session?: SessionTokens;
  /** The interface language sent as `user-language`; overrides the session's. */
  language?: Language | (() => Language);
  /** Called with the policy's decision for every failed call (spec §8). The promise still rejects. */
  onError?: (action: ErrorAction, error: ApiError) => void;
  /** Called when the number of calls in flight changes (the global loading flag). */
  onActivity?: (inFlight: number) => void;
  /** A fetch to use instead of the global one (tests, MSW, service workers). */
  fetch?: typeof fetch;
  /** Milliseconds before a call fails with `kind: 'timeout'`. @defaultValue 30000 */
  timeout?: number;
  /**
   * Renewing an expired access token: a call answered 401 `error.tokenExpired` makes the client
   * renew the token once with the refresh token (one renewal for every call in flight) and send
   * the call again; the user notices nothing. A refused renewal ends the sign-in and the 401 goes
   * to `onError`. `false`: no renewal, an expired token is a 401 like any other.
   * @defaultValue `{}` (store the new pair in `session`; clear it when the renewal is refused)
   */
  renewal?: TokenRenewal | false;
}

export interface SakhliClient {
  /** Sends a call to our API and returns its envelope, `data` checked by the call's schema. */
  request<T>(call: Call<T>): Promise<Envelope<T>>;
  /** Sends a call whose answer is a file. */
  download(call: Omit<Call, 'schema' | 'shape'>): Promise<DownloadedFile>;
  /** The headers a call carries; for transports the client does not own (XHR uploads). */
  headers(call?: Pick<Call, 'auth' | 'idempotencyKey' | 'tokens'>): Record<string, string>;
  /** Absolute URL of a path on this API. */
  url(path: string): string;
  /**
   * After a call sent with access token `sentWith` was answered 401 `error.tokenExpired`: true once
   * the session holds a newer token (renewed now — one renewal for every caller — or already, by
   * another call or tab), false when it cannot be renewed. For transports the client does not own
   * (XHR uploads); `request` and `download` do this themselves.
   */
  renewedSince(sentWith: string | null): Promise<boolean>;
  readonly options: Readonly<ClientOptions>;
}

const envelopeSchema = v.looseObject({
  data: v.unknown(),
  message: v.optional(v.string()),
  meta: v.optional(v.looseObject({ items_count: v.number() })),
});

export function createClient(options: ClientOptions): SakhliClient {
  const $fetch = createFetch({ fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)) });
  const base = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
  let inFlight = 0;

  const language = (): Language => {
    const { language: lang } = options;
    return (
      (typeof lang === 'function' ? lang() : lang) ?? options.session?.language ?? DEFAULT_LANGUAGE
    );
  };

  function headers(
    call?: Pick<Call, 'auth' | 'idempotencyKey' | 'tokens'>,
  ): Record<string, string> {
    const key: Record<string, string> = call?.idempotencyKey
      ? { [IDEMPOTENCY_HEADER]: call.idempotencyKey }
      : {};
    if (call?.auth === false) return { Accept: 'application/json', ...key };
    const { accessToken, refreshToken } = call?.tokens ?? options.session ?? {};
    return {
      Accept: 'application/json',
      'user-language': language(),
      ...(accessToken ? { 'access-token': accessToken } : {}),
      ...(refreshToken ? { 'refresh-token': refreshToken } : {}),
      ...key,
    };
  }

  async function send(
    call: Call<unknown>,
    responseType: 'json' | 'blob',
  ): Promise<FetchResponse<unknown>> {
    const label = callLabel(call);
    setInFlight(+1);
    try {
      const response = await $fetch.raw(call.path, {
        baseURL: call.baseURL ?? base,
        method: call.method,
        query: serializeQuery(call.query),
        body: call.body as BodyInit | Record<string, unknown> | undefined,
        headers: headers(call),
        responseType,
        timeout: options.timeout ?? 30_000,
        retry: 0,
        ignoreResponseError: true,
      });
      if (!response.ok) {
        const data = response._data;
        const retryAfter = retryAfterOf(response.headers.get('retry-after'));
        throw new ApiError({
          kind: 'http',
          status: response.status,
          serverMessage: messageOf(data),
          data,
          call: label,
          ...(retryAfter === undefined ? {} : { retryAfter }),
        });
      }
      return response;
    } catch (error) {
      throw toApiError(error, label, call.label !== undefined);
    } finally {
      setInFlight(-1);
    }
  }

  /** `send`, and when the access token had expired: renew it (once for all calls) and send again. */
  async function sendRenewing(
    call: Call<unknown>,
    responseType: 'json' | 'blob',
  ): Promise<FetchResponse<unknown>> {
    const sentWith = call.tokens ? null : (options.session?.accessToken ?? null);
    try {
      return await send(call, responseType);
    } catch (error) {
      if (!(error instanceof ApiError) || !isTokenExpired(error) || sentWith === null) throw error;
      if (!(await renewedSince(sentWith))) throw error;
      return send(call, responseType);
    }
  }

  let renewing: Promise<boolean> | undefined;

  /** True once the session holds an access token newer than `sentWith` (renewed here or by another tab). */
  async function renewedSince(sentWith: string | null): Promise<boolean> {
    if (options.renewal === false || sentWith === null) return false;
    const current = options.session?.accessToken;
    if (current && current !== sentWith) return true;
    // Single flight: every call that finds its token expired waits for the same renewal.
    renewing ??= renew().finally(() => {
      renewing = undefined;
    });
    return renewing;
  }

  async function renew(): Promise<boolean> {
    const renewal = options.renewal || {};
    const refreshToken = options.session?.refreshToken;
    if (!refreshToken) return false;
    let response: FetchResponse<unknown>;
    try {
      response = await $fetch.raw(REFRESH_PATH, {
        baseURL: base,
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'user-language': language(),
          'refresh-token': refreshToken,
        },
        responseType: 'json',
        timeout: options.timeout ?? 30_000,
        retry: 0,
        ignoreResponseError: true,
      });
    } catch {
      // No answer: the sign-in may be fine; this call's 401 still goes to the policy.
      return false;
    }
    // Signed out (or in as someone else) meanwhile: the answer belongs to a sign-in that is gone.
    if (options.session?.refreshToken !== refreshToken) return false;
    const renewed = v.safeParse(renewedTokensSchema, (response._data as { data?: unknown })?.data);
    if (!response.ok || !renewed.success) {
      // The refresh token is no good (revoked, expired): nothing of the sign-in is kept.
      if (response.status === 401) (renewal.ended ?? (() => clearTokens(options.session)))();
      return false;
    }
    const tokens: RenewedTokens = {
      accessToken: renewed.output.access_token,
      refreshToken: renewed.output.refresh_token,
    };
    try {
      (renewal.store ?? ((next) => storeTokens(options.session, next)))(tokens);
    } catch {
      return false; // A host's read-only tokens object: it renews them itself.
    }
    return true;
  }

  function setInFlight(delta: number) {
    inFlight += delta;
    options.onActivity?.(inFlight);
  }

  function fail(error: ApiError, call: Pick<Call, 'errors'>): never {
    options.onError?.(resolveErrorAction(error, call.errors), error);
    throw error;
  }

  return {
    options,
    headers,
    url: (path) => new URL(path, base).toString(),
    renewedSince,
    async request<T>(call: Call<T>): Promise<Envelope<T>> {
      const label = callLabel(call);
      try {
        const response = await sendRenewing(call as Call<unknown>, 'json');
        const body = response._data;
        const envelope = {
          ...(call.shape === 'raw' ? { data: body } : parseEnvelope(body, label, response.status)),
          date: response.headers.get('date') ?? undefined,
        };
        if (!call.schema) return envelope as Envelope<T>;
        const checked = v.safeParse(call.schema, envelope.data);
        if (!checked.success) {
          throw new ApiError({
            kind: 'bad-response',
            status: response.status,
            data: envelope.data,
            call: label,
            cause: new Error(listIssues(checked.issues)),
          });
        }
        return { ...envelope, data: checked.output } as Envelope<T>;
      } catch (error) {
        return fail(toApiError(error, label, call.label !== undefined), call);
      }
    },
    async download(call): Promise<DownloadedFile> {
      const label = callLabel(call);
      try {
        const response = await sendRenewing(call, 'blob');
        const blob = response._data;
        if (!(blob instanceof Blob)) {
          throw new ApiError({ kind: 'bad-response', status: response.status, call: label });
        }
        return {
          blob,
          filename: filenameOf(response.headers.get('content-disposition')),
          contentType: response.headers.get('content-type') ?? blob.type,
        };
      } catch (error) {
        return fail(toApiError(error, label, call.label !== undefined), call);
      }
    },
  };
}

/** The default `TokenRenewal.store`: the SDK's session store and plain objects are writable. */
function storeTokens(session: SessionTokens | undefined, tokens: RenewedTokens): void {
  if (!session) return;
  const writable = session as { accessToken: string | null; refreshToken: string | null };
  writable.accessToken = tokens.accessToken;
  writable.refreshToken = tokens.refreshToken;
}

/**
 * The default `TokenRenewal.ended`: what the user left on the device under this sign-in goes
 * first (it is found by the refresh token), then the tokens; the policy's sign-out does the rest.
 */
function clearTokens(session: SessionTokens | undefined): void {
  if (!session) return;
  endUserData(session);
  const writable = session as { accessToken: string | null; refreshToken: string | null };
  writable.accessToken = null;
  writable.refreshToken = null;
}

function parseEnvelope(body: unknown, call: string, status: number): Envelope<unknown> {
  const parsed = v.safeParse(envelopeSchema, body);
  if (!parsed.success) {
    throw new ApiError({ kind: 'bad-response', status, data: body, call });
  }
  return parsed.output as Envelope<unknown>;
}

function toApiError(error: unknown, call: string, secretAddress = false): ApiError {
  if (error instanceof ApiError) return error;
  // fetch errors quote the address; a labelled call's address holds a secret: keep only names.
  const cause = secretAddress ? withoutAddress(error) : error;
  const name =
    (error as { name?: string; cause?: { name?: string } } | null)?.cause?.name ??
    (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return new ApiError({ kind: 'timeout', status: 0, call, cause });
  const response = (error as { response?: Response } | null)?.response;
  if (response) {
    // The body arrived but could not be read as the requested type.
    return new ApiError({ kind: 'bad-response', status: response.status, call, cause });
  }
  return new ApiError({ kind: 'network', status: 0, call, cause });
}

function withoutAddress(error: unknown): Error {
  const { name, cause } = (error ?? {}) as { name?: unknown; cause?: { name?: unknown } };
  const plain = new Error(typeof name === 'string' ? name : 'Error');
  plain.name = plain.message;
  if (typeof cause?.name === 'string') plain.cause = { name: cause.name };
  return plain;
}

function messageOf(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

function serializeQuery(query: Call['query']): Record<string, string | string[]> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) out[key] = value.map(String);
    else if (typeof value === 'object') out[key] = JSON.stringify(value);
    else out[key] = String(value);
  }
  return out;
}

function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1];
}
