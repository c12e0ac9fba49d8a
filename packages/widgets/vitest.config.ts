// Component tests of the widgets package, in the system Chromium (real focus, <dialog>, layout).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { gooberExcluded, sourceResolve, patientWaits, testClock } from '../../vite.shared.ts';
import { chromiumBrowser } from '../../vitest.browser.ts';
import { browserDeps } from './test/browserDeps.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  // Pre-bundle every dependency up front: discovering one mid-run reloads Vite's deps and leaves
  // two Reacts on the page ("Cannot read properties of null (reading 'useSyncExternalStore')").
  optimizeDeps: {
    include: [...browserDeps, '@r2wc/react-to-web-component'],
    exclude: gooberExcluded,
  },
  test: {
    name: 'widgets',
    // A journey (a whole form typed key by key) may take 20 s on a loaded 2-core machine; each
    // wait inside is on a condition (5 s, test/setup.ts), so the test's own budget is generous.
    testTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}'],
    // The build plugins' tests need Node (vitest.build.config.ts).
    exclude: ['src/loader/build/**'],
    ...testClock,
    ...patientWaits,
    setupFiles: [...testClock.setupFiles, './test/setup.ts'],
    browser: chromiumBrowser(),
  },
});
