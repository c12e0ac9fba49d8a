import { defineConfig } from 'vitest/config';

// Each package owns a vitest config; this file only gathers them.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.*.config.ts',
      'scripts/*/vitest.config.ts',
    ],
  },
});
