// Builds the published @sakhli/sdk: ESM + .d.ts from src/index.ts (the workspace uses the source).
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // The workspace tsconfig is a composite project for `tsc -b`; tsup's rollup-dts needs a plain one.
  dts: { compilerOptions: { composite: false, incremental: false } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
