// An injectable clock, so tests can travel across the 10-minute and 48-hour limits.
export interface Clock {
  now(): Date;
  /** Milliseconds since the epoch. */
  ms(): number;
  advance(ms: number): void;
  set(to: Date): void;
}

/** Starts at `start` (or the real time) and moves with real time plus any travel. */
export function createClock(start?: Date): Clock {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    ms: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    set: (to) => {
      offset = to.getTime() - Date.now();
    },
  };
}
