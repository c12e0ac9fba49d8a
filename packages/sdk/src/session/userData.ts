// What a signed-in user leaves on this device (ticket drafts, unsent messages) is kept per sign-in
// and removed when the sign-in ends — logout, a 401, another user signing in (issue 16 §3).
import type { SessionTokens } from '../client/createClient';
import {
  browserLocalStorage,
  fallbackStorage,
  memoryStorage,
  type KeyValueStorage,
} from './storage';

/** Where in `localStorage` the namespaces holding user data are listed, so a logout finds them all. */
export const USER_DATA_LIST_KEY = 'sakhli:user-data';

export interface UserDataOptions {
  /**
   * Prefix of every key, one per widget instance so two instances never share a draft:
   * `sakhli:ticket-chat:main:`.
   */
  namespace: string;
  /** Where the data lives. @defaultValue `localStorage` (memory when it fails) */
  storage?: KeyValueStorage | undefined;
}

interface Index {
  scope: string;
  keys: string[];
}

interface Namespace {
  storage: KeyValueStorage;
  namespace: string;
}

// Every namespace opened on this page, by the tokens object it belongs to (custom storages too).
const opened = new WeakMap<object, Set<Namespace>>();
// Sign-ins ended on this page (a 401 with the tokens still set): nothing is written under them again.
const ended = new Set<string>();
let local: { of: unknown; store: KeyValueStorage } | undefined;

/** `localStorage` behind the never-throwing adapter (one per page, unless the page swaps it). */
function localStore(): KeyValueStorage {
  let raw: unknown;
  try {
    raw = browserLocalStorage();
  } catch {
    raw = undefined;
  }
  if (!local || local.of !== raw) {
    local = { of: raw, store: fallbackStorage(() => raw as KeyValueStorage | undefined) };
  }
  return local.store;
}

/**
 * The scope of the current sign-in: a digest of its refresh token (never the token itself), so a
 * host's plain `{ accessToken, refreshToken }` object works as well as the SDK's session store.
 * `null` when signed out.
 */
export function userDataScope(tokens: SessionTokens | undefined): string | null {
  const token = tokens?.refreshToken;
  if (!token) return null;
  const scope = `s${digest(token)}`;
  return ended.has(scope) ? null : scope;
}

/**
 * A storage for one widget instance's user data. Keys are kept under the current sign-in's scope
 * and listed in an index; data of any other sign-in found there is removed before anything is
 * read. Signed out (or after the sign-in ended), it keeps data in memory only.
 */
export function userDataStorage(
  tokens: SessionTokens | undefined,
  { namespace, storage }: UserDataOptions,
): KeyValueStorage {
  const backend = storage ? fallbackStorage(() => storage) : localStore();
  const memory = memoryStorage();
  const entry: Namespace = { storage: backend, namespace };
  if (tokens) {
    let set = opened.get(tokens);
    if (!set) opened.set(tokens, (set = new Set()));
    set.add(entry);
  }
  if (!storage) listNamespace(namespace);

  /** The current scope, after removing what another sign-in left here. */
  const current = (): string | null => {
    const scope = userDataScope(tokens);
    const index = readIndex(backend, namespace);
    if (index && index.scope !== scope) wipe(backend, namespace, index);
    return scope;
  };
  const keyOf = (scope: string, key: string) => `${namespace}${scope}:${key}`;

  return {
    getItem(key) {
      const scope = current();
      return scope ? backend.getItem(keyOf(scope, key)) : memory.getItem(key);
    },
    setItem(key, value) {
      const scope = current();
      if (!scope) return memory.setItem(key, value);
      const full = keyOf(scope, key);
      const index = readIndex(backend, namespace) ?? { scope, keys: [] };
      if (!index.keys.includes(full)) {
        index.keys.push(full);
        backend.setItem(`${namespace}index`, JSON.stringify(index));
      }
      backend.setItem(full, value);
    },
    removeItem(key) {
      const scope = current();
      if (!scope) return memory.removeItem(key);
      backend.removeItem(keyOf(scope, key));
    },
  };
}

/**
 * Removes everything the current sign-in left on this device, in every namespace opened on this
 * page and every one listed in `localStorage`, and writes nothing more under it. `logout` and a
 * new `applyLogin` call it; a widget calls it when the API answers 401 with the host's tokens.
 */
export function endUserData(tokens: SessionTokens | undefined): void {
  const scope = userDataScope(tokens);
  if (!scope) return;
  ended.add(scope);
  const places = [...(tokens ? (opened.get(tokens) ?? []) : [])];
  for (const namespace of listedNamespaces()) places.push({ storage: localStore(), namespace });
  for (const { storage, namespace } of places) {
    const index = readIndex(storage, namespace);
    if (index?.scope === scope) wipe(storage, namespace, index);
  }
}

function readIndex(storage: KeyValueStorage, namespace: string): Index | undefined {
  try {
    const parsed = JSON.parse(storage.getItem(`${namespace}index`) ?? 'null') as Index | null;
    return parsed && typeof parsed.scope === 'string' && Array.isArray(parsed.keys)
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

function wipe(storage: KeyValueStorage, namespace: string, index: Index): void {
  for (const key of index.keys) {
    if (typeof key === 'string' && key.startsWith(namespace)) storage.removeItem(key);
  }
  storage.removeItem(`${namespace}index`);
}

function listedNamespaces(): string[] {
  try {
    const list: unknown = JSON.parse(localStore().getItem(USER_DATA_LIST_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function listNamespace(namespace: string): void {
  const list = listedNamespaces();
  if (!list.includes(namespace)) {
    localStore().setItem(USER_DATA_LIST_KEY, JSON.stringify([...list, namespace]));
  }
}

/** cyrb53: a fast 53-bit string digest; enough to tell sign-ins apart, and not reversible to the token. */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
