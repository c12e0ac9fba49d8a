// The portal SPA build: workspace packages from source, one chunk per screen, a CSP nonce placeholder.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { analyze, libraryCuts, sourceResolve } from '../../vite.shared.ts';
import { CSP_NONCE_PLACEHOLDER } from './server/csp.mjs';
import { precompress } from './server/compression.mjs';
import { preloadNewDeps } from './build/preloadNewDeps';
import { preloadScreen } from './build/preloadScreen';
import { firstLoadChunk } from './build/firstLoadChunk';
import { catalogPacks, packLanguage } from '../widgets/src/loader/build/catalogPacks';
import {
  PRECOMPILED_TABLE_ID,
  parsePackTexts,
  precompileMessages,
} from '../widgets/src/loader/build/precompileMessages';

/**
 * Catalogs whose texts /login shows (the SDK's errors, toasts, the ui kit's words, the portal's own
 * catalogs of PortalApp): one `messages.<lang>` chunk. Every other catalog is a chunk per language
 * that its screen's chunk fetches (issue 28 §2).
 */
const FIRST_LOAD_CATALOGS =
  /[\\/](sdk[\\/]src[\\/]messages[\\/]catalog|widgets[\\/]src[\\/](shell|ui)[\\/]messages|portal[\\/]src[\\/](app[\\/]messages|features[\\/](auth|loyalty)[\\/]messages))\.ts$/;

const api = process.env.SAKHLI_API ?? 'http://127.0.0.1:8787';
let outDir = `${import.meta.dirname}/dist`;
const newDeps = preloadNewDeps();
/** Signed-out visitors land on /login (guards send them there). */
const FIRST_SCREEN = '/features/auth/LoginScreen.tsx';
const firstLoad = firstLoadChunk(
  resolve(import.meta.dirname, 'src/main.tsx'),
  resolve(import.meta.dirname, `src${FIRST_SCREEN}`),
);

export default defineConfig({
  ...sourceResolve,
  plugins: [
    react(),
    // Its chunks come with the entry; its modules are in the entry's chunk (firstLoad.group).
    preloadScreen(FIRST_SCREEN),
    firstLoad.plugin,
    newDeps.plugin,
    ...libraryCuts(),
    // One language on the wire: every catalog's texts are a chunk per language, fetched on use.
    // Each pack brings its texts' parsed ICU, so react-intl's parser stays out of the first load
    // (as in the embed). Builds only: the dev server parses at run time.
    catalogPacks({
      shared: FIRST_LOAD_CATALOGS,
      parsed: { table: PRECOMPILED_TABLE_ID, parse: parsePackTexts },
    }),
    ...precompileMessages().map((plugin) => ({ ...plugin, apply: 'build' as const })),
    // .br/.gz beside every text asset, for the server to send as is (server/compression.mjs).
    {
      name: 'sakhli-precompress',
      apply: 'build',
      // The build's own outDir (a test builds into a temporary folder, not dist/).
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
      closeBundle: { order: 'post', handler: () => precompress(outDir) },
    },
    ...analyze('portal'),
  ],
  // A demo build (`VITE_SAKHLI_DEMO=1`: `pnpm start`, the e2e) shows where the demo's e-mails are;
  // any other build gets a constant, so the demo-only code folds away (app/demoMailbox/).
  define: {
    'import.meta.env.VITE_SAKHLI_DEMO': JSON.stringify(
      process.env.VITE_SAKHLI_DEMO === '1' ? '1' : '',
    ),
  },
  // Vite stamps this placeholder as the nonce of every tag it writes and into
  // <meta property="csp-nonce">; the server swaps it for a fresh nonce per response (docs/portal.md).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': api, '/__demo': api },
  },
  // The manifest (dist/.vite/manifest.json) is the chunk graph `pnpm size` reads for the signed-in
  // first load and each route's own chunks (scripts/portal-first-load.mjs).
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    manifest: true,
    modulePreload: { resolveDependencies: newDeps.resolveDependencies },
    rolldownOptions: {
      output: {
        // A chunk's file name is in every list that preloads it (~150 in the main area's routes):
        // the hash alone keeps them short, ~2 kB gzip of a signed-in /home (issue 28 §4). The
        // manifest maps each back to its source; a text pack keeps its name
        // (`messages.ge-<hash>.js`), which `pnpm size` and the language e2e read.
        chunkFileNames: (chunk) =>
          packLanguage(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c[hash].js',
        codeSplitting: { groups: [firstLoad.group] },
      },
    },
  },
});
