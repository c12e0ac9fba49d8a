import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve, patientWaits, testClock } from '../../vite.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'demo-api',
      environment: 'node',
      ...testClock,
      ...patientWaits,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    },
  }),
);
