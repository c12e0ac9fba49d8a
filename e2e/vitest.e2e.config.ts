// End-to-end journeys: the real demo API server and the playground on two origins, driven in the
// system Chromium through playwright-core. Run by `pnpm e2e` (scripts/test.mjs calls it after the build).
import { defineConfig } from 'vitest/config';
import { sourceResolve, patientWaits, testClock } from '../vite.shared';

/**
 * The playground journeys that run again on the opt-in preact/compat embed (sakhli.lite.js, issue
 * 28 §8): loader under the strict CSP, hostile CSS, axe in every widget, the keyboard booking, and
 * toasts inside the shadow root. Kept to these so the second pass costs ~1 minute, not a second suite.
 */
const LITE_JOURNEYS = [
  'playground.e2e.test.ts',
  'guest-booking.e2e.test.ts',
  'host-page.e2e.test.ts',
];

export default defineConfig({
  // The request-budget suite reads the portal's route tree from its source.
  ...sourceResolve,
  test: {
    root: import.meta.dirname,
    environment: 'node',
    ...testClock,
    ...patientWaits,
    globalSetup: ['./support/globalSetup.ts'],
    // One browser at a time: the machine has two cores, and journeys share one demo API.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'e2e', include: ['**/*.e2e.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'e2e-lite',
          include: LITE_JOURNEYS,
          provide: { ...testClock.provide, sakhliEmbed: 'lite' },
        },
      },
    ],
  },
});
