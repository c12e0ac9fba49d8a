// Component and unit tests of the portal, in the system Chromium (real focus, history, layout).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { gooberExcluded, sourceResolve, patientWaits, testClock } from '../../vite.shared.ts';
import { chromiumBrowser } from '../../vitest.browser.ts';
import { browserDeps } from '../widgets/test/browserDeps.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  // Pre-bundle every dependency up front: discovering one mid-run reloads Vite's deps and leaves
  // two Reacts on the page ("Cannot read properties of null (reading 'useContext')").
  optimizeDeps: {
    include: [
      ...browserDeps,
      '@tanstack/react-router',
      '@tanstack/react-query',
      '@emotion/cache',
      '@emotion/react',
      '@emotion/styled',
      'react-dom/client',
      'react-intl',
      'valtio',
      'notistack',
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      '@testing-library/react',
      '@testing-library/user-event',
      '@testing-library/jest-dom/vitest',
      'valtio/vanilla',
      'valibot',
      'ofetch',
      'dompurify',
    ],
    exclude: gooberExcluded,
  },
  test: {
    name: 'portal',
    include: ['src/**/*.test.{ts,tsx}'],
    ...testClock,
    ...patientWaits,
    setupFiles: [...testClock.setupFiles, './test/setup.ts'],
    // A navigation to /support first transforms its lazy chunk (the whole ticket chat) in this dev
    // server; on a cold, loaded CI machine that alone took over 10 s.
    testTimeout: 60_000,
    // Test files share one page (Testing Library unmounts after each test; setup files still run
    // per file): Vitest sets up a page once, not once per file.
    isolate: false,
    browser: chromiumBrowser(),
  },
});
