// Storybook for every package's stories: React + Vite, the a11y and vitest addons, MSW's worker.
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceResolve, testClock } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (msw init .storybook/public) so the demo API answers in the browser.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // Workspace packages resolve to their TypeScript source, as in every other Vite build here.
  // The test clock reaches the preview (preview.tsx) when Storybook starts with SAKHLI_TEST_NOW.
  viteFinal: (vite) =>
    mergeConfig(mergeConfig(vite, sourceResolve), {
      define: { __SAKHLI_TEST_NOW__: JSON.stringify(testClock.provide.sakhliTestNow) },
    }),
};

export default config;
