// Builds the one-tag loader dist/loader/sakhli.js: one small file with the chunk map built in.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { loaderSnippet, writeIntegrity } from './src/loader/build/integrity';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const { version } = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };

/**
 * Once every file of dist/loader exists (this build runs last), writes integrity.json (sha384 of
 * the loader and each chunk) and prints the pinned snippet for this version's CDN URL
 * (docs/security.md "Loading the widgets with Subresource Integrity").
 */
const subresourceIntegrity = (fileName: string): Plugin => ({
  name: 'sakhli-integrity',
  closeBundle() {
    const integrity = writeIntegrity(here('./dist/loader'));
    const url = `https://cdn.jsdelivr.net/npm/@sakhli/widgets@${version}/dist/loader/${fileName}`;
    this.info(`loader snippet pinned by integrity:\n${loaderSnippet(url, integrity[fileName]!)}`);
  },
});

/**
 * A loader `fileName` in dist/loader with `chunks` (tag → files relative to it) built in: sakhli.js
 * here, sakhli.lite.js in vite.loader.lite.config.ts.
 */
export const loaderConfig = (fileName: string, chunks: Record<string, string[]>) =>
  defineConfig({
    plugins: [subresourceIntegrity(fileName)],
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __SAKHLI_CHUNKS__: JSON.stringify(chunks),
    },
    build: {
      outDir: here('./dist/loader'),
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: {
        entry: here('./src/loader/sakhli.ts'),
        formats: ['es'],
        fileName: () => fileName,
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });

// Written by vite.elements.config.ts, which runs first.
export default loaderConfig(
  'sakhli.js',
  JSON.parse(readFileSync(here('./dist/loader/chunks.json'), 'utf8')) as Record<string, string[]>,
);
