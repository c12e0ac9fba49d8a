// Builds the npm React package: ESM + .d.ts, React and react-dom external (peers), dependencies external.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', elements: 'src/elements/index.ts' },
  format: ['esm'],
  // The workspace tsconfig is a composite project for `tsc -b`; tsup's rollup-dts needs a plain one.
  dts: { compilerOptions: { composite: false, incremental: false } },
  // dist/loader/ belongs to the Vite builds that run first.
  clean: false,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
