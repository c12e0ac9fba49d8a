import { defineProject } from 'vitest/config';
import { patientWaits, testClock } from '../../vite.shared.ts';

export default defineProject({
  test: {
    name: 'sdk',
    environment: 'node',
    ...testClock,
    ...patientWaits,
    include: ['src/**/*.test.ts'],
  },
});
