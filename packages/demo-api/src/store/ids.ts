// Deterministic ids and tokens, so seeded data and fixtures are stable between runs.
export function createIds(seed = 1) {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: small, fast, reproducible.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  let counter = 1000;
  return {
    /** A pseudo-random number in [0, 1). */
    random: next,
    /** A pseudo-random integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** The next id of a sequence shared by every table. */
    id: () => ++counter,
    /** An opaque token of hex characters. */
    token: (length = 32) =>
      Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join(''),
    /** A numeric code such as a 2FA code. */
    digits: (length: number) => Array.from({ length }, () => Math.floor(next() * 10)).join(''),
  };
}
export type Ids = ReturnType<typeof createIds>;
