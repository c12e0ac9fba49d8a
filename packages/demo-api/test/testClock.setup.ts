// Vitest setup of every project (Node, jsdom and Chromium): the test clock. With SAKHLI_TEST_NOW set,
// each test file starts at that instant (parsed once by the config, see vite.shared.ts; e2e files
// share the clock of the whole run instead) and time runs on from there; only `Date` moves. A test that wants fake timers still asks for them, and
// vi.useFakeTimers() starts them at this clock's now.
import { inject } from 'vitest';
import { shiftDate } from '../src/testClock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SAKHLI_TEST_NOW in epoch milliseconds, or null for the real clock. */
    sakhliTestNow: number | null;
    /**
     * When a run shares one clock across processes (e2e: the demo API server, pages and tests), the
     * real epoch milliseconds at which it read `sakhliTestNow`; unset, each test file starts there.
     */
    sakhliTestNowAt?: number;
    /** The run's TZ; a browser that ignored it would test another zone than the run says. */
    sakhliTimeZone: string | null;
  }
}

const instant = inject('sakhliTestNow');
const at = inject('sakhliTestNowAt');
if (instant !== null && instant !== undefined) {
  shiftDate(globalThis, at === undefined ? instant : instant + (Date.now() - at));
}

const zone = inject('sakhliTimeZone');
const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (zone && here !== zone) throw new Error(`TZ=${zone}, but this test runs in ${here}`);
