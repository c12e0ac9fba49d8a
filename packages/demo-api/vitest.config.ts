import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve, patientWaits, testClock } from '../../vite.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'demo-api',
      environment: 'node',
      // The upload caps send 9-44 MB through the handler; beside two busy story projects on two
      // cores that took 9-11 s (vitest's default gives up at 5).
      testTimeout: 30_000,
      ...testClock,
      // issue 29 §2: every answer the tests receive is checked against the contract.
      setupFiles: [...testClock.setupFiles, 'test/conformance.setup.ts'],
      globalSetup: ['test/openapi.globalSetup.ts'],
      ...patientWaits,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    },
  }),
);
