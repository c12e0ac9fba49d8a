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

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant of `SAKHLI_TEST_NOW` (an ISO date-time), or undefined when it is unset or empty
 * (the real clock). Without `Z` or an offset it is wall-clock time in this process's time zone
 * (`TZ`), as `new Date('2026-11-30T23:30')` reads it: a run with `TZ=America/New_York` at
 * 2027-03-14T01:30 starts half an hour before New York's clocks jump to 03:00.
 */
export function parseTestNow(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const instant = new Date(text);
  if (!ISO_DATE_TIME.test(text) || Number.isNaN(instant.getTime())) {
    throw new Error(
      `SAKHLI_TEST_NOW=${text} is not an ISO date-time; write e.g. 2026-11-30T23:30 (local) or 2026-11-30T19:30Z`,
    );
  }
  return instant;
}
