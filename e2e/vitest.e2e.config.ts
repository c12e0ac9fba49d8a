// End-to-end journeys: the real demo API server and the playground on two origins, driven in the
// system Chromium through playwright-core. Run by `pnpm e2e` (scripts/test.mjs calls it after the build).
import { defineConfig } from 'vitest/config';
import { sourceResolve, patientWaits, testClock } from '../vite.shared';
import { LaneSequencer } from './support/lanes';

/** The demo API and the playground, started once per project (support/globalSetup.ts). */
const globalSetup = ['./support/globalSetup.ts'];

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
    // One browser at a time per process: journeys share its demo API. `--shard=1/2` and `2/2` (two
    // processes, each with its own servers) split the files into lanes of about equal time.
    fileParallelism: false,
    sequence: { sequencer: LaneSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      // Each project starts its own servers; in the root config they would start a third pair.
      { extends: true, test: { name: 'e2e', include: ['**/*.e2e.test.ts'], globalSetup } },
      {
        extends: true,
        test: {
          name: 'e2e-lite',
          include: LITE_JOURNEYS,
          globalSetup,
          provide: { ...testClock.provide, sakhliEmbed: 'lite' },
        },
      },
    ],
  },
});
