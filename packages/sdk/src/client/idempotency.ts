// Idempotency keys: one per user intent (a send, a submit, an exchange), reused by every retry of it.

/** The request header our API reads the key from (docs/security.md "Retries"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A fresh random key (a UUID v4). Make one when the user acts, keep it while that action is retried
 * (a lost answer, a reconnect), and make a new one for the next action: the API then runs the write
 * once and answers a retry with the first result.
 */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; getRandomValues works on plain http too (a static demo).
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a domain function that writes accepts, to pass the caller's key on. */
export interface WriteOptions {
  /** Sent as `Idempotency-Key`: a retry with the same key gets the first answer, never a duplicate. */
  idempotencyKey?: string;
}
