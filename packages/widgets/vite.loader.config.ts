// Builds the one-tag loader dist/loader/sakhli.js: one small file with the chunk map built in.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Written by vite.elements.config.ts, which runs first.
const chunkMap = readFileSync(here('./dist/loader/chunks.json'), 'utf8');

export default defineConfig({
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __SAKHLI_CHUNKS__: chunkMap,
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
