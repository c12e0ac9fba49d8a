// Shared harness for demo-api tests: a fresh API, SDK clients wired to its fetch handler, and full sign-in.
//
//   const h = createHarness();                       // clock starts at T0
//   const { client } = await h.signIn(OWNER);        // login → code from the outbox → verifyAuth
//   await getDevices(client);                        // any SDK call, as that user
//   h.advance(10 * 60_000);                          // clock travel
//   await raw(h, 'POST', 'api/x', { json: {}, session });  // malformed bodies the SDK would not send
import {
  createClient,
  getUser,
  login,
  verifyAuth,
  verifyDevice,
  type Language,
  type SakhliClient,
} from '@sakhli/sdk';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '../src/app';
import { DEMO_PASSWORD } from '../src/store/accounts';
import type { Email } from '../src/store/outbox';
import { conforming } from './conformance';

export { DEMO_PASSWORD };
/** The seeded accounts (see store/accounts.ts). */
export const OWNER = 'owner@sakhli.ge';
export const RESIDENT = 'resident@sakhli.ge';
/** A fixed start, so clock travel in tests is exact. */
export const T0 = new Date('2026-11-23T10:00:00Z');

/** A mutable session the clients read at call time (like the SDK's session store). */
export interface TestSession {
  accessToken: string | null;
  refreshToken: string | null;
  language: Language;
  deviceUuid?: string;
}

export interface ClientOptions {
  language?: Language;
  session?: TestSession;
  /** Receives the error policy's decision for failed calls. */
  onError?: Parameters<typeof createClient>[0]['onError'];
}

export interface Harness {
  api: DemoApi;
  /** The API's fetch handler in the shape `createClient` wants. */
  fetch: typeof fetch;
  /** A new client with its own (empty unless given) session. */
  client(options?: ClientOptions): { client: SakhliClient; session: TestSession };
  /** Signs in with the full 2FA via the outbox; returns a client whose session is verified. */
  signIn(
    email?: string,
    options?: ClientOptions & { password?: string; trustDevice?: boolean },
  ): Promise<SignedIn>;
  /** The newest e-mail to an address (optionally whose subject contains `about`). */
  mail(to: string, about?: string): Email | undefined;
  /** Moves the API's clock forward. */
  advance(ms: number): void;
  /** The absolute URL the API is addressed at in tests. */
  baseURL: string;
  /** `GET /__demo/fixtures`: seeded accounts, links and whatever each domain adds. */
  fixtures<T = Record<string, unknown>>(): Promise<T>;
}

export interface SignedIn {
  client: SakhliClient;
  session: TestSession;
  /** Set when `trustDevice` was asked: the uuid a later login may present. */
  deviceUuid?: string;
}

export const BASE_URL = 'http://demo.test/';

export function createHarness(options: DemoApiOptions = {}): Harness {
  const plain = createDemoApi({ now: T0, ...options });
  // Every answer a test receives is checked against the contract (issue 29 §2).
  const api: DemoApi = { ...plain, fetch: conforming(plain.fetch) };
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    api.fetch(new Request(input, init))) as typeof globalThis.fetch;

  const client: Harness['client'] = (opts = {}) => {
    const session: TestSession = opts.session ?? {
      accessToken: null,
      refreshToken: null,
      language: opts.language ?? 'en',
    };
    return {
      session,
      client: createClient({ baseURL: BASE_URL, session, fetch, onError: opts.onError }),
    };
  };

  const mail: Harness['mail'] = (to, about) => api.db().outbox.latest(to, about);

  return {
    api,
    fetch,
    client,
    mail,
    baseURL: BASE_URL,
    fixtures: async <T>() =>
      (await (await api.fetch(new Request(new URL('__demo/fixtures', BASE_URL)))).json()) as T,
    advance: (ms) => api.clock().advance(ms),
    async signIn(email = OWNER, opts = {}) {
      const made = client(opts);
      const result = await login(made.client, { email, password: opts.password ?? DEMO_PASSWORD });
      made.session.accessToken = result.access_token;
      made.session.refreshToken = result.refresh_token;
      if (result.code === -2) {
        const code = mail(email, 'code')?.code;
        if (!code) throw new Error(`No 2FA code was e-mailed to ${email}`);
        await verifyAuth(made.client, code);
      }
      let deviceUuid: string | undefined;
      if (opts.trustDevice) {
        deviceUuid = (await verifyDevice(made.client)).device_uuid;
        made.session.deviceUuid = deviceUuid;
      }
      await getUser(made.client); // proves the session is verified
      return { ...made, ...(deviceUuid ? { deviceUuid } : {}) };
    },
  };
}

/** Awaits a promise expected to fail and returns its error (an ApiError for SDK calls). */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ status: number; serverMessage?: string; kind: string }> {
  const outcome = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!outcome) throw new Error('expected the call to fail, but it succeeded');
  return outcome as { status: number; serverMessage?: string; kind: string };
}

/** Sends a raw request (for malformed bodies the SDK would never send). */
export async function raw(
  harness: Harness,
  method: string,
  path: string,
  options: { body?: BodyInit; json?: unknown; session?: TestSession; language?: Language } = {},
): Promise<{ status: number; body: { message?: string; data?: unknown } }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-language': options.language ?? 'en',
  };
  if (options.session?.accessToken) headers['access-token'] = options.session.accessToken;
  if (options.session?.refreshToken) headers['refresh-token'] = options.session.refreshToken;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const response = await harness.api.fetch(
    new Request(new URL(path, BASE_URL), { method, headers, body }),
  );
  const text = await response.text();
  let parsed: { message?: string; data?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    parsed = { message: undefined };
  }
  return { status: response.status, body: parsed };
}
