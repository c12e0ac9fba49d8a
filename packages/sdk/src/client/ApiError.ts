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
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly data: unknown;
  readonly call: string;

  constructor(init: ApiErrorInit) {
    super(describe(init), { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.data = init.data;
    this.call = init.call;
  }
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
