// Every story as a test in the system Chromium (@storybook/addon-vitest), axe included.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch, sourceResolve } from '../../vite.shared.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...sourceResolve,
  plugins: [storybookTest({ configDir: path.join(here, '../../.storybook') })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunch }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
