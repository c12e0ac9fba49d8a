// Vitest setup of every project (Node, jsdom and Chromium): the test clock. With SAKHLI_TEST_NOW set,
// each test file starts at that instant (parsed once by the config, see vite.shared.ts) and time
// runs on from there; only `Date` moves. A test that wants fake timers still asks for them, and
// vi.useFakeTimers() starts them at this clock's now.
import { inject } from 'vitest';
import { shiftDate } from '../src/testClock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SAKHLI_TEST_NOW in epoch milliseconds, or null for the real clock. */
    sakhliTestNow: number | null;
  }
}

const instant = inject('sakhliTestNow');
if (instant !== null && instant !== undefined) shiftDate(globalThis, instant);
