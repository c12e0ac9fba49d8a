// The storage adapter under the session: localStorage when it works, memory when it does not.

/** The part of the Web Storage API the session uses; `localStorage` fits, so does a host's own store. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that never fails and forgets everything on reload. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** A storage that survives failures; `persistent` turns false once it has fallen back to memory. */
export interface FallbackStorage extends KeyValueStorage {
  readonly persistent: boolean;
}

/**
 * Wraps a storage so that no call ever throws. Private modes, sandboxed iframes and blocked
 * cookies throw on access (`SecurityError`), a full disk throws on write (`QuotaExceededError`):
 * on the first failure the adapter moves to memory for good, so the page keeps working with a
 * session that lasts until reload. Values are mirrored in memory, so nothing written is lost.
 */
export function fallbackStorage(open: () => KeyValueStorage | null | undefined): FallbackStorage {
  const memory = memoryStorage();
  let backend: KeyValueStorage | undefined;
  try {
    backend = open() ?? undefined;
  } catch {
    backend = undefined;
  }

  function degrade(key?: string) {
    const failed = backend;
    backend = undefined;
    // A stale value left behind would come back on reload next to fresh ones; removing needs no quota.
    if (failed && key !== undefined) {
      try {
        failed.removeItem(key);
      } catch {
        // The storage is unusable; memory already holds the truth.
      }
    }
  }

  return {
    get persistent() {
      return backend !== undefined;
    },
    getItem(key) {
      if (backend) {
        try {
          return backend.getItem(key);
        } catch {
          degrade();
        }
      }
      return memory.getItem(key);
    },
    setItem(key, value) {
      memory.setItem(key, value);
      if (!backend) return;
      try {
        backend.setItem(key, value);
      } catch {
        degrade(key);
      }
    },
    removeItem(key) {
      memory.removeItem(key);
      if (!backend) return;
      try {
        backend.removeItem(key);
      } catch {
        degrade();
      }
    },
  };
}

/** `window.localStorage`, or `undefined` where there is none (Node, some webviews). May throw. */
export function browserLocalStorage(): KeyValueStorage | undefined {
  return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
}
