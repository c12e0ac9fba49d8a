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

/** A build's maps, written by its elements build (vite.elements*.config.ts), which runs first. */
export function buildMaps(folder: string) {
  const read = (name: string) =>
    JSON.parse(readFileSync(here(`./dist/loader/${folder}${name}`), 'utf8'));
  const chunks = read('chunks.json') as Record<string, string[]>;
  const packs = read('packs.json') as Record<string, Record<string, string[]>>;
  return {
    /** Tag → files relative to the loader. */
    chunks: Object.fromEntries(
      Object.entries(chunks).map(([tag, files]) => [tag, files.map((file) => folder + file)]),
    ),
    /**
     * Tag → its first view's text packs (issue 28 §2), space-separated, each relative to the loader
     * and without its `.<language>.js`, which the loader adds for the element's language.
     */
    packs: Object.fromEntries(
      Object.entries(packs).map(([tag, { en = [] }]) => [
        tag,
        en.map((file) => folder + file.slice(0, -'.en.js'.length)).join(' '),
      ]),
    ),
    /**
     * The ids of the first views (src/loader/build/firstViews.tsx), each in `first/` beside the
     * loader, one folder for both embeds: the same markup, painted before either runtime.
     */
    first: Object.keys(JSON.parse(readFileSync(here('./dist/loader/first.json'), 'utf8'))),
    /** The tags whose first view is their signed-out state (first/views.ts SIGNED_OUT_VIEWS). */
    signedOut: JSON.parse(
      readFileSync(here('./dist/loader/first-signed-out.json'), 'utf8'),
    ) as string[],
  };
}

/**
 * A loader `fileName` in dist/loader with its build's maps built in: sakhli.js here, sakhli.lite.js
 * in vite.loader.lite.config.ts.
 */
export const loaderConfig = (fileName: string, maps: ReturnType<typeof buildMaps>) =>
  defineConfig({
    plugins: [subresourceIntegrity(fileName)],
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __SAKHLI_CHUNKS__: JSON.stringify(maps.chunks),
      __SAKHLI_PACKS__: JSON.stringify(maps.packs),
      __SAKHLI_FIRST__: JSON.stringify(maps.first),
      __SAKHLI_SIGNED_OUT__: JSON.stringify(maps.signedOut),
    },
    build: {
      outDir: here('./dist/loader'),
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      // An app build, not lib mode: lib mode keeps an ES file's whitespace and comments for a
      // bundler downstream, and this file is served as it is (~190 B gzip of the 2 KB budget).
      rolldownOptions: {
        input: here('./src/loader/sakhli.ts'),
        preserveEntrySignatures: 'exports-only',
        output: { format: 'es', entryFileNames: fileName, codeSplitting: false },
      },
    },
  });

export default loaderConfig('sakhli.js', buildMaps(''));
