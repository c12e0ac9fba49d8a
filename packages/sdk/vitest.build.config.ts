// The `sdk-build` project: tests the BUILT package (dist/) through its published exports map.
import { defineProject } from 'vitest/config';

// Deliberately without `sourceResolve` (vite.shared.ts): `@sakhli/sdk` must resolve as it does
// for an integrator, through `exports` to dist/index.js, never to the TypeScript source.
export default defineProject({
  test: {
    name: 'sdk-build',
    environment: 'node',
    include: ['test-build/**/*.test.ts'],
    globalSetup: ['test-build/ensureBuilt.ts'],
  },
});
