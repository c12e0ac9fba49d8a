// Builds the one-tag loader dist/loader/sakhli.js: one small file with the chunk map built in.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { loaderSnippet, writeIntegrity } from './src/loader/build/integrity';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Written by vite.elements.config.ts, which runs first.
const chunkMap = readFileSync(here('./dist/loader/chunks.json'), 'utf8');
/**
 * Per widget, its first view's catalogs besides the shared ones (issue 28 §2), whose packs the loader
 * fetches with its code: `chunks/<catalog>.<language>.js` (named so by vite.elements.config.ts).
 */
const packs = JSON.parse(readFileSync(here('./dist/loader/packs.json'), 'utf8')) as Record<
  string,
  Record<string, string[]>
>;
const packMap = JSON.stringify(
  Object.fromEntries(
    Object.entries(packs).map(([tag, { en = [] }]) => [
      tag,
      en
        .filter((file) => file.startsWith('chunks/'))
        .map((file) => file.slice('chunks/'.length, -'.en.js'.length))
        .join(' '),
    ]),
  ),
);
const { version } = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };

/**
 * Once every file of dist/loader exists (this build runs last), writes integrity.json (sha384 of
 * the loader and each chunk) and prints the pinned snippet for this version's CDN URL
 * (docs/security.md "Loading the widgets with Subresource Integrity").
 */
const subresourceIntegrity = (): Plugin => ({
  name: 'sakhli-integrity',
  closeBundle() {
    const integrity = writeIntegrity(here('./dist/loader'));
    const url = `https://cdn.jsdelivr.net/npm/@sakhli/widgets@${version}/dist/loader/sakhli.js`;
    this.info(
      `loader snippet pinned by integrity:\n${loaderSnippet(url, integrity['sakhli.js']!)}`,
    );
  },
});

export default defineConfig({
  plugins: [subresourceIntegrity()],
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __SAKHLI_CHUNKS__: chunkMap,
    __SAKHLI_PACKS__: packMap,
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
      fileName: () => 'sakhli.js',
    },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
