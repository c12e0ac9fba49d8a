// spec §3 client-side stored items: the session store (valtio, vanilla), persisted under prefixed keys.
import { getVersion, proxy, subscribe } from 'valtio/vanilla';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../client/language';
import {
  browserLocalStorage,
  fallbackStorage,
  type FallbackStorage,
  type KeyValueStorage,
} from './storage';

/** The signed-in user as the session keeps it. Only `language` is read by the SDK (spec §3). */
export interface SessionUser {
  language?: string;
  [field: string]: unknown;
}

/** Everything spec §3 keeps on the client. A valtio proxy: mutate through the transition functions. */
export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  /** From the verify-device response; kept on logout so the device stays known. */
  deviceUuid: string | null;
  user: SessionUser | null;
  /** The interface language. @defaultValue 'en' */
  language: Language;
  /** Set once two-factor verification passed (login code 1); the main area requires it (spec §2). */
  authVerified: boolean;
  /** Epoch ms until which "resend code" stays disabled. */
  resendCodeUntil: number | null;
}

/**
 * The session store: a valtio proxy, so `useSnapshot(session)` works in React and `subscribe`
 * outside. It is the client's `SessionTokens`: `createClient({ baseURL, session })`.
 */
export type Session = SessionState;

/** Storage key of each field, without the prefix. Documented in docs/sdk.md; stable API. */
export const SESSION_KEYS = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  deviceUuid: 'device-uuid',
  user: 'user',
  language: 'language',
  authVerified: 'auth-verified',
  resendCodeUntil: 'resend-until',
} as const satisfies Record<keyof SessionState, string>;

/** The prefix of every key, so the session never clobbers a host page's own storage. */
export const DEFAULT_SESSION_PREFIX = 'sakhli:';

export interface SessionOptions {
  /**
   * Where the session persists. A storage, a function that opens one (it may throw), or `null`
   * to keep the session in memory only. Any failure falls back to memory without throwing.
   * @defaultValue `window.localStorage` when there is one
   */
  storage?: KeyValueStorage | (() => KeyValueStorage | null | undefined) | null;
  /**
   * Prefix of every storage key. An embedding page gives a widget its own so the two never
   * share or overwrite each other's tokens.
   * @defaultValue 'sakhli:'
   */
  prefix?: string;
  /**
   * Follow what other tabs write under the same keys (`storage` events on `window`), so signing
   * out in one tab signs out every tab and a language change reaches them all.
   * @defaultValue true
   */
  syncTabs?: boolean;
}

/** The full storage keys for a prefix: `sessionStorageKeys().accessToken === 'sakhli:access-token'`. */
export function sessionStorageKeys(
  prefix: string = DEFAULT_SESSION_PREFIX,
): Record<keyof SessionState, string> {
  return Object.fromEntries(
    Object.entries(SESSION_KEYS).map(([field, key]) => [field, `${prefix}${key}`]),
  ) as Record<keyof SessionState, string>;
}

interface Persistence {
  storage: FallbackStorage;
  dispose: () => void;
}

const persistence = new WeakMap<Session, Persistence>();

/** Creates the session store, restored from storage, and keeps storage in step with every change. */
export function createSession(options: SessionOptions = {}): Session {
  const keys = sessionStorageKeys(options.prefix);
  const { storage: given, syncTabs = true } = options;
  let opened: KeyValueStorage | undefined;
  const storage = fallbackStorage(() => {
    if (given === null) return undefined;
    opened =
      (given === undefined
        ? browserLocalStorage()
        : typeof given === 'function'
          ? given()
          : given) ?? undefined;
    return opened;
  });

  const session = proxy<SessionState>(restore(storage, keys));
  let written = serialize(session);
  // In sync, so a reload right after a transition (the language rule) finds storage up to date.
  const unsubscribe = subscribe(
    session,
    () => {
      const next = serialize(session);
      for (const field of Object.keys(next) as (keyof SessionState)[]) {
        if (next[field] === written[field]) continue;
        const value = next[field];
        if (value === null) storage.removeItem(keys[field]);
        else storage.setItem(keys[field], value);
      }
      written = next;
    },
    true,
  );

  // Another tab changed our keys: take its values without writing them back.
  const onStorage = (event: Event) => {
    const { key, storageArea } = event as StorageEvent;
    if (!opened || storageArea !== opened || !storage.persistent) return;
    const fields = (Object.keys(keys) as (keyof SessionState)[]).filter(
      (field) => key === null || keys[field] === key,
    );
    if (fields.length === 0) return;
    const fresh = restore(storage, keys);
    written = { ...written, ...pick(serialize(fresh), fields) };
    for (const field of fields) assign(session, field, fresh[field]);
  };
  const events = syncTabs ? eventTarget() : undefined;
  events?.addEventListener('storage', onStorage);

  persistence.set(session, {
    storage,
    dispose: () => {
      unsubscribe();
      events?.removeEventListener('storage', onStorage);
    },
  });
  return session;
}

/** False when the session could not use its storage and lives in memory until reload. */
export function isSessionPersistent(session: Session): boolean {
  return persistence.get(session)?.storage.persistent ?? false;
}

/**
 * Stops persisting and following other tabs; the state stays readable. For widgets that create
 * a session per mount.
 */
export function disposeSession(session: Session): void {
  persistence.get(session)?.dispose();
  persistence.delete(session);
}

function eventTarget(): Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined {
  const target = globalThis as Partial<EventTarget>;
  return typeof target.addEventListener === 'function' &&
    typeof target.removeEventListener === 'function'
    ? (target as EventTarget)
    : undefined;
}

function assign<K extends keyof SessionState>(
  session: Session,
  field: K,
  value: SessionState[K],
): void {
  session[field] = value;
}

function pick<T extends object, K extends keyof T>(value: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, value[field]])) as Pick<T, K>;
}

type Serialized = Record<keyof SessionState, string | null>;

function serialize(state: SessionState): Serialized {
  return {
    accessToken: state.accessToken,
    refreshToken: state.refreshToken,
    deviceUuid: state.deviceUuid,
    user: state.user ? JSON.stringify(state.user) : null,
    language: state.language,
    authVerified: state.authVerified ? 'true' : null,
    resendCodeUntil: state.resendCodeUntil === null ? null : String(state.resendCodeUntil),
  };
}

// Reads defensively: another version of the app, a browser extension or a user may have
// written anything under these keys.
function restore(storage: KeyValueStorage, keys: Record<keyof SessionState, string>): SessionState {
  const read = (field: keyof SessionState) => storage.getItem(keys[field]);
  const language = read('language');
  const resendText = read('resendCodeUntil');
  const resend = resendText ? Number(resendText) : Number.NaN;
  return {
    accessToken: read('accessToken') || null,
    refreshToken: read('refreshToken') || null,
    deviceUuid: read('deviceUuid') || null,
    user: parseUser(read('user')),
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    authVerified: read('authVerified') === 'true',
    resendCodeUntil: Number.isFinite(resend) ? resend : null,
  };
}

function parseUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as SessionUser)
      : null;
  } catch {
    return null;
  }
}

/**
 * Calls `listener` whenever the signed-in user's tokens are replaced or cleared (logout, a new
 * login, another tab's); for caches that must not outlive a sign-in. A host's plain tokens object
 * cannot be watched: returns a no-op. Returns the unsubscribe.
 */
export function onSignInChange(
  tokens: { readonly refreshToken: string | null } | undefined,
  listener: () => void,
): () => void {
  if (!tokens || getVersion(tokens) === undefined) return () => {};
  let last = tokens.refreshToken;
  return subscribe(
    tokens,
    () => {
      if (tokens.refreshToken === last) return;
      last = tokens.refreshToken;
      listener();
    },
    true,
  );
}
