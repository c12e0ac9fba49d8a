// Per-element store of JavaScript-only properties (secrets), read by the React tree.

type Listener = () => void;

export interface PropertyStore {
  get(): Readonly<Record<string, unknown>>;
  set(name: string, value: unknown): void;
  subscribe(listener: Listener): () => void;
}

/** An immutable snapshot per change, so `useSyncExternalStore` sees every update. */
export function createPropertyStore(): PropertyStore {
  let snapshot: Readonly<Record<string, unknown>> = {};
  const listeners = new Set<Listener>();
  return {
    get: () => snapshot,
    set(name, value) {
      if (snapshot[name] === value) return;
      snapshot = { ...snapshot, [name]: value };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// Keyed by the host element; the React root finds it through the shadow root's host.
const stores = new WeakMap<Element, PropertyStore>();

export function propertyStoreOf(host: Element): PropertyStore {
  let store = stores.get(host);
  if (!store) {
    store = createPropertyStore();
    stores.set(host, store);
  }
  return store;
}
