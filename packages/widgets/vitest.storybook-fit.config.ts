// Every story at 320 px in Georgian and in Russian, each also pseudo-localized (issue 27 §4):
// rendered without its play function (plays are written for the 1200 px projects) and without
// axe (the other story projects run it), so this pass stays a fraction of a story test's cost.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { gooberExcluded, sourceResolve, patientWaits, testClock } from '../../vite.shared.ts';
import { chromiumBrowser } from '../../vitest.browser.ts';
import { browserDeps } from './test/browserDeps.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...sourceResolve,
  root: here,
  plugins: [react()],
  // MSW's worker (mockServiceWorker.js) is served from Storybook's static dir, as in Storybook.
  publicDir: path.join(here, '../../.storybook/public'),
  // The test clock reaches the preview as in Storybook (.storybook/main.ts).
  define: { __SAKHLI_TEST_NOW__: JSON.stringify(testClock.provide.sakhliTestNow) },
  // Pre-bundled up front: a dependency discovered mid-run reloads the browser and fails tests.
  optimizeDeps: {
    include: [
      ...browserDeps,
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      '@storybook/react-vite',
    ],
    exclude: gooberExcluded,
  },
  test: {
    name: 'storybook-fit',
    include: ['test/storiesFit.test.tsx'],
    testTimeout: 60_000,
    ...testClock,
    ...patientWaits,
    setupFiles: [...testClock.setupFiles, path.join(here, '../../.storybook/fit.setup.ts')],
    // issue 27 §4: the narrowest phone.
    browser: chromiumBrowser({ width: 320, height: 720 }),
  },
});
