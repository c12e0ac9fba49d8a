// Component tests of the widgets package, in the system Chromium (real focus, <dialog>, layout).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch, sourceResolve } from '../../vite.shared.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  // Pre-bundle the element layer's deps up front: discovering them mid-run reloads Vite's deps and
  // leaves two Reacts on the page ("Cannot read properties of null (reading 'useSyncExternalStore')").
  optimizeDeps: { include: ['@r2wc/react-to-web-component', '@emotion/cache', 'react-dom/client'] },
  test: {
    name: 'widgets',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunch }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
