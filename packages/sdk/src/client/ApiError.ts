// One error type for every failed call, so callers branch on data, not on strings.

/** What went wrong: the server answered with an error status, the network failed,
 * the call took too long, or the answer was not the shape we rely on. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'bad-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** The server's `message` field, when it sent one. */
  serverMessage?: string;
  /** The parsed response body (or the invalid value, for `bad-response`). */
  data?: unknown;
  /** `METHOD path` of the call, without query string (it may hold reset tokens). */
  call: string;
  /** Seconds until the server takes this call again (`Retry-After` of a 429 or 503). */
  retryAfter?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly data: unknown;
  readonly call: string;
  /** Seconds until the server takes this call again (`Retry-After`), when it said so. */
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(describe(init), { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.data = init.data;
    this.call = init.call;
    this.retryAfter = init.retryAfter;
  }
}

/**
 * A `Retry-After` header in whole seconds from `now`: delay-seconds or an HTTP date. Undefined when
 * absent or unreadable.
 */
export function retryAfterOf(
  header: string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function describe({ kind, status, serverMessage, call }: ApiErrorInit): string {
  const what = {
    http: `answered ${status}`,
    network: 'could not reach the server',
    timeout: 'timed out',
    'bad-response': 'returned a response of an unexpected shape',
  }[kind];
  return `${call} ${what}${serverMessage ? `: ${serverMessage}` : ''}`;
}

/**
 * The machine-readable reason of a failed call: the message id the API put in
 * `data.code` of its error body (`error.datesTaken`, `error.linkExpired`,
 * `validation.email`, …). Undefined when the server sent none; show
 * `error.serverMessage` then.
 */
export function apiErrorCode(error: ApiError): string | undefined {
  const code = errorDetails(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The `data` object of an error body `{ message, data }`. */
export function errorDetails(error: ApiError): Record<string, unknown> | undefined {
  const details = (error.data as { data?: unknown } | null | undefined)?.data;
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : undefined;
}

/** Per-field message ids of a rejected form (`{ adults: 'validation.age' }`), if the API sent them. */
export function fieldErrorsOf(error: ApiError): Record<string, string> | undefined {
  const fields = errorDetails(error)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
