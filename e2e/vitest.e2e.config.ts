// End-to-end journeys: the real demo API server and the playground on two origins, driven in the
// system Chromium through playwright-core. Run by `pnpm e2e` (scripts/test.mjs calls it after the build).
import { defineConfig } from 'vitest/config';
import { sourceResolve, patientWaits, testClock } from '../vite.shared';

export default defineConfig({
  // The request-budget suite reads the portal's route tree from its source.
  ...sourceResolve,
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    ...testClock,
    ...patientWaits,
    globalSetup: ['./support/globalSetup.ts'],
    // One browser at a time: the machine has two cores, and journeys share one demo API.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
