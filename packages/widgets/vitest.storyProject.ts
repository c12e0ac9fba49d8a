// One vitest project of every story as a test in the system Chromium (@storybook/addon-vitest),
// axe included; the story projects differ only in name and the toolbar's starting globals.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { gooberExcluded, sourceResolve, patientWaits, testClock } from '../../vite.shared.ts';
import { chromiumBrowser } from '../../vitest.browser.ts';
import { browserDeps } from './test/browserDeps.ts';

const widgets = path.dirname(fileURLToPath(import.meta.url));

export function storyProject(
  name: string,
  initialGlobals?: Record<string, string>,
  /** Setup files of this project alone (after the test clock's). */
  setupFiles: string[] = [],
) {
  return defineConfig({
    ...sourceResolve,
    root: widgets,
    // Pre-bundled up front: a dependency discovered mid-run reloads the browser and fails tests.
    optimizeDeps: {
      include: [...browserDeps, 'msw', 'msw/browser', 'msw-storybook-addon/csf3'],
      exclude: gooberExcluded,
    },
    plugins: [storybookTest({ configDir: path.join(widgets, '../../.storybook'), initialGlobals })],
    test: {
      name,
      // A journey (a whole form typed key by key) may take 20 s on a loaded 2-core machine; each
      // wait inside is on a condition (5 s, test/setup.ts), so the test's own budget is generous.
      testTimeout: 60_000,
      // Story files share one page (on 2 cores vitest opens one per browser project anyway): the
      // preview resets the demo API, MSW's handlers and the provider before every story, and the
      // setup files (test clock included) still run per file. Both story projects, full unit run:
      // 1620 s of file time each isolated, 756 shared (with one Emotion cache for the head,
      // shell/documentCache.ts: per-provider caches had piled ~100 <style> elements per story).
      isolate: false,
      ...testClock,
      setupFiles: [...testClock.setupFiles, ...setupFiles],
      ...patientWaits,
      browser: chromiumBrowser(),
    },
  });
}
