// Deterministic ids and fixture data, so seeded data is stable between runs. Never secrets: see secrets.ts.
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
  };
}
export type Ids = ReturnType<typeof createIds>;
