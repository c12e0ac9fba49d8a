// Secrets (codes, tokens, hashes, references) from the platform's CSPRNG — in Node and in the browser's MSW worker alike.
// Never from the seeded generator (store/ids.ts): whoever knows the seed can replay that one, which is
// right for fixture ids and wrong for anything that proves who you are.

/** `bytes` random bytes as lowercase hex (24 bytes → 48 characters, 192 bits). */
export function secretHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A numeric code of `length` digits, each uniform: bytes of 250 or more are drawn again, so
 * `byte % 10` favours no digit.
 */
export function secretDigits(length: number): string {
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < 250 && code.length < length) code += String(byte % 10);
    }
  }
  return code;
}

/** A random UUID v4 (`crypto.randomUUID` needs a secure context; a static demo on http has none). */
export function secretUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A session token, or a token in an e-mailed link (reset, activation, change, cancel): 192 bits. */
export const secretToken = (): string => secretHex(24);

/** A payment reference: readable on a statement, and unguessable, since it opens the checkout page. */
export const paymentReference = (): string => `PAY-${secretHex(8).toUpperCase()}`;
