// Component and unit tests of the portal, in the system Chromium (real focus, history, layout).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch, sourceResolve } from '../../vite.shared.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  optimizeDeps: {
    include: [
      '@tanstack/react-router',
      '@tanstack/react-query',
      '@emotion/cache',
      '@emotion/react',
      '@emotion/styled',
      'react-dom/client',
      'react-intl',
      'valtio',
      'notistack',
    ],
  },
  test: {
    name: 'portal',
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
