// Every story as a test in the system Chromium (@storybook/addon-vitest), axe included.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import {
  chromiumLaunch,
  gooberExcluded,
  sourceResolve,
  patientWaits,
  testClock,
} from '../../vite.shared.ts';
import { browserDeps } from './test/browserDeps.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...sourceResolve,
  root: here,
  // Pre-bundled up front: a dependency discovered mid-run reloads the browser and fails tests.
  optimizeDeps: {
    include: [...browserDeps, 'msw', 'msw/browser', 'msw-storybook-addon/csf3'],
    exclude: gooberExcluded,
  },
  plugins: [storybookTest({ configDir: path.join(here, '../../.storybook') })],
  test: {
    name: 'storybook',
    // A journey (a whole form typed key by key) may take 20 s on a loaded 2-core machine; each
    // wait inside is on a condition (5 s, test/setup.ts), so the test's own budget is generous.
    testTimeout: 60_000,
    ...testClock,
    ...patientWaits,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunch }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
