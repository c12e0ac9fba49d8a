// Tests of the portal's Node server (CSP nonce, headers, proxy, SPA fallback) and of its build.
import { defineConfig } from 'vitest/config';
import { patientWaits, testClock } from '../../vite.shared.ts';

export default defineConfig({
  test: {
    name: 'portal-server',
    root: import.meta.dirname,
    include: ['server/**/*.test.mjs', 'build/**/*.test.mjs'],
    environment: 'node',
    ...testClock,
    ...patientWaits,
  },
});
