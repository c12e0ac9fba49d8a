// Shared Vite/Vitest settings: resolve workspace packages to their TypeScript source.
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

export const SOURCE_CONDITION = '@sakhli/source';

export const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr'> = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

/** Launch options for the system Chromium (CHROME_PATH first); no tool downloads a browser. */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
