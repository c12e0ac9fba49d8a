// Remembered answers to writes sent with an `Idempotency-Key`, so a retry after a lost response replays the first answer.

/** How long an answer is kept for replay (a client retries within minutes; a day is generous). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A successful answer as it was sent, rebuilt fresh for every replay. */
export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface IdempotencyEntry {
  /** What the first request carried (method, path, content type and body), to refuse a different body. */
  fingerprint: string;
  expiresAt: number;
  /** Set once the first request succeeded. */
  answer?: StoredAnswer;
  /** Settles when the first request is done; a concurrent retry waits for it instead of running twice. */
  settled?: Promise<void>;
}

export interface IdempotencyState {
  entries: Map<string, IdempotencyEntry>;
}

export function seedIdempotency(): IdempotencyState {
  return { entries: new Map() };
}

/** Drops answers past their time, so the map does not grow without end. */
export function pruneIdempotency(state: IdempotencyState, now: number): void {
  for (const [key, entry] of state.entries) {
    if (entry.expiresAt <= now && !entry.settled) state.entries.delete(key);
  }
}

/**
 * A short, fast digest of bytes (cyrb53 over each half of a 64-bit lane pair). Not a security
 * hash: it only tells whether the same client sent the same body again, and it needs no
 * `crypto.subtle`, which a static demo on plain http (not a secure context) does not have.
 */
export function digest(bytes: Uint8Array): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const byte of bytes) {
    h1 = Math.imul(h1 ^ byte, 2654435761);
    h2 = Math.imul(h2 ^ byte, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${bytes.length}:${(h2 >>> 0).toString(16)}${(h1 >>> 0).toString(16)}`;
}
