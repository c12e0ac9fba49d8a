// Builds the published @sakhli/sdk: ESM + .d.ts from src/index.ts (the workspace uses the source).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { catalogPacksEsbuild } from '../widgets/src/loader/build/catalogPacks';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // The workspace tsconfig is a composite project for `tsc -b`; tsup's rollup-dts needs a plain one.
  dts: { compilerOptions: { composite: false, incremental: false } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Issue 28 §2: the error catalogue's texts are a chunk per language, imported on use
  // (messages/packs.ts); the plugin lives with the widgets' build plugins.
  esbuildPlugins: [
    catalogPacksEsbuild({
      runtime: fileURLToPath(new URL('./src/messages/packs.ts', import.meta.url)),
    }),
  ],
});
