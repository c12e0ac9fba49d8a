import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve, patientWaits, testClock } from '../../vite.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'demo-api',
      environment: 'node',
      ...testClock,
      // issue 29 §2: every answer the tests receive is checked against the contract.
      setupFiles: [...testClock.setupFiles, 'test/conformance.setup.ts'],
      globalSetup: ['test/openapi.globalSetup.ts'],
      ...patientWaits,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    },
  }),
);
