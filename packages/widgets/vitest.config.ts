// Component tests of the widgets package, in the system Chromium (real focus, <dialog>, layout).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch, sourceResolve } from '../../vite.shared.ts';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
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
