// The description of one API call: what every domain function hands to the client.
import type { GenericSchema } from 'valibot';
import type { ErrorOwner } from './errorPolicy';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export interface Call<T = unknown> {
  method: HttpMethod;
  /** Path relative to the client's base URL, without a leading slash: `api/bookings/7`. */
  path: string;
  /** Query parameters; `undefined` and `null` are left out. Objects are sent as JSON strings. */
  query?: Record<string, QueryValue | Record<string, unknown>>;
  /** JSON body, or `FormData` for uploads. */
  body?: unknown;
  /** Checks the envelope's `data` at runtime; a mismatch becomes an `ApiError` of kind `bad-response`. */
  schema?: GenericSchema<unknown, T>;
  /** Who handles this call's errors. @defaultValue 'global' */
  errors?: ErrorOwner;
  /** Send the session headers. `false` for third-party services. @defaultValue true */
  auth?: boolean;
  /** `envelope`: `{ data, message?, meta? }` (our API); `raw`: the body is the data (third parties). */
  shape?: 'envelope' | 'raw';
  /** Absolute base URL for a third-party service. */
  baseURL?: string;
  /**
   * How errors name the call when its path holds a secret (a guest link's hashes):
   * `POST api/qr/booking/:apartment/:hash/:timeHash`. With it, an error keeps no address at all,
   * so the secret reaches no message, event or log. @defaultValue `METHOD path`
   */
  label?: string;
  /**
   * Sent as the `Idempotency-Key` header of a POST/PUT/PATCH: retries of one user action share it,
   * and the API answers them with the first result (`newIdempotencyKey()` makes one).
   */
  idempotencyKey?: string;
  /**
   * The session headers to send instead of the session's (logout sends the pair it has just
   * cleared). A call with its own tokens is never renewed.
   */
  tokens?: { readonly accessToken: string | null; readonly refreshToken: string | null };
}

/** The name of a call in errors: its `label`, else `METHOD path` (never the query: it may hold tokens). */
export function callLabel(call: Pick<Call, 'method' | 'path' | 'label'>): string {
  return call.label ?? `${call.method} ${call.path}`;
}

/** Our API's answer: `data`, an optional `message` and, for lists, `meta.items_count`. */
export interface Envelope<T> {
  data: T;
  message?: string;
  meta?: ListMeta;
  /** The answer's HTTP `Date` header (the server's clock), when the browser lets it be read. */
  date?: string;
}

export interface ListMeta {
  items_count: number;
  /** Other list facts a list may declare (e.g. `totals`, see api/lists.ts). */
  [fact: string]: unknown;
}

/** One page of a list (spec §7: `data.items` plus `meta.items_count`). */
export interface Page<T> {
  items: T[];
  itemsCount: number;
}

/** A file the API returned (downloads, ticket attachments). */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`, when the server sent one. */
  filename: string | undefined;
  contentType: string;
}
