import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.shared';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'demo-api',
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    },
  }),
);
