// The browser every Chromium vitest project runs in: the system Chromium (vite.shared.ts
// `chromiumLaunch`), headless, no screenshots. Apart from vite.shared.ts so builds never load
// Playwright's provider.
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch } from './vite.shared.ts';

/** `test.browser` of a vitest config; `viewport` for a project that tests one screen size. */
export function chromiumBrowser(viewport?: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunch }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
    ...(viewport ? { viewport } : {}),
  };
}
