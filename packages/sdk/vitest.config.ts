import { defineProject } from 'vitest/config';
import { testClock } from '../../vite.shared.ts';

export default defineProject({
  test: { name: 'sdk', environment: 'node', ...testClock, include: ['src/**/*.test.ts'] },
});
