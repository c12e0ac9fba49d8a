// The opt-in lighter embed (issue 28 §8): the same widgets, runtime and chunk map as
// vite.elements.config.ts, built on preact/compat instead of React into dist/loader/lite/. Its loader
// is dist/loader/sakhli.lite.js (vite.loader.lite.config.ts). The npm components stay on React.
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { gooberAlias } from '../../vite.shared';
import embed from './vite.elements.config';

export const LITE_DIR = fileURLToPath(new URL('./dist/loader/lite', import.meta.url));

// Preact's own ES modules by absolute path: a bare `preact/compat` would resolve from each importer
// (@tanstack/react-query, react-intl… cannot see our devDependency), and its CommonJS twin would be a
// second Preact whose hooks see no component.
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const exact = (name: string, file: string): Alias => ({
  find: new RegExp(`^${name}$`),
  replacement: join(preact, file),
});

export const preactAliases: Alias[] = [
  exact('react', 'compat/dist/compat.mjs'),
  exact('react-dom', 'compat/dist/compat.mjs'),
  exact('react-dom/client', 'compat/client.mjs'),
  exact('react/jsx-runtime', 'compat/jsx-runtime.mjs'),
  exact('react/jsx-dev-runtime', 'compat/jsx-dev-runtime.mjs'),
];

/**
 * r2wc's renderer with its renders coalesced (src/elements/coalescedRenderer.ts): Preact renders
 * at once where React batches, and an upgrading element asks for one render per attribute.
 */
const coalescedRenderer: Alias = {
  find: /^@r2wc\/react-to-web-component$/,
  replacement: fileURLToPath(new URL('./src/elements/coalescedRenderer.ts', import.meta.url)),
};

export default defineConfig({
  ...embed,
  resolve: {
    ...embed.resolve,
    alias: [
      ...preactAliases,
      coalescedRenderer,
      ...Object.entries(gooberAlias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  build: { ...embed.build, outDir: LITE_DIR, emptyOutDir: true },
});
