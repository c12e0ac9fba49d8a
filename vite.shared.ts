// Shared Vite/Vitest settings: resolve workspace packages to their TypeScript source.
import { fileURLToPath } from 'node:url';
import {
  defaultClientConditions,
  defaultServerConditions,
  type Plugin,
  type UserConfig,
} from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { parseTestNow } from './packages/demo-api/src/store/clock';

export const SOURCE_CONDITION = '@sakhli/source';

/**
 * notistack's `goober` import → our in-memory toast sheet, so no build of ours lets goober create
 * `window._goober` or a `<style>` in a host page's head (packages/widgets/src/shell/toastSheet.ts).
 */
export const gooberAlias = {
  goober: fileURLToPath(new URL('./packages/widgets/src/shell/toastSheet.ts', import.meta.url)),
};

/**
 * Dev servers pre-bundle notistack; left alone, that bundle would inline its own copy of the toast
 * sheet, whose rules toasts.tsx never sees. Excluded, `goober` stays an import of our one module.
 */
export const gooberExcluded = ['goober'];

export const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr' | 'optimizeDeps'> = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions], alias: gooberAlias },
  optimizeDeps: { exclude: gooberExcluded },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

// Library parts no code of ours uses that a build kept anyway, ~1.5 kB gzip of every first load of
// the portal and the embed (issue 28 §4), and ufo, whose two functions ofetch uses cost as much again.
/**
 * @emotion/react imports hoist-non-react-statics bare (`import 'hoist-non-react-statics'`) for
 * `withTheme`, which we never use; that CommonJS package declares no `sideEffects`, so the bare
 * import kept it and react-is. Both only define functions.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

/**
 * react-intl builds a component for each formatter when it is imported
 * (`const FormattedDate = createFormattedComponent('formatDate')`); marked pure, the ones nothing
 * renders (all but FormattedMessage here) are left out.
 */
const REACT_INTL = /[\\/]react-intl[\\/]index\.js$/;

/** ofetch's `ufo` import → the two functions it uses, on URL and URLSearchParams (~1.5 kB gzip). */
const OFETCH = /[\\/]node_modules[\\/]ofetch[\\/]/;
const OFETCH_URLS = fileURLToPath(
  new URL('./packages/sdk/src/client/ofetchUrls.ts', import.meta.url),
);

export function unusedLibraryParts(): Plugin {
  return {
    name: 'sakhli-unused-library-parts',
    apply: 'build',
    // Before Vite's own resolver, which would find ufo in node_modules first.
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'ufo' && importer && OFETCH.test(importer) ? OFETCH_URLS : null;
    },
    transform(code, id) {
      if (SIDE_EFFECT_FREE.test(id)) return { code, moduleSideEffects: false };
      if (REACT_INTL.test(id)) {
        return code.replace(
          /= (createFormatted(?:DateTimeParts)?Component)\(/g,
          '= /* @__PURE__ */ $1(',
        );
      }
      return null;
    },
  };
}

/**
 * `SAKHLI_ANALYZE=1` before a build: where its kilobytes go, by module (rollup-plugin-visualizer).
 * Writes `.analyze/<name>.html` (a treemap to open) and `.analyze/<name>.json` (raw data, with each
 * module's gzip size and the chunk it landed in), which `node scripts/where-the-kb-go.mjs` reads.
 */
export function analyze(name: string): Plugin[] {
  if (!process.env.SAKHLI_ANALYZE) return [];
  const root = fileURLToPath(new URL('./', import.meta.url));
  const out = (template: 'treemap' | 'raw-data', ext: string) =>
    visualizer({
      filename: `${root}.analyze/${name}.${ext}`,
      template,
      gzipSize: true,
      projectRoot: root,
    }) as Plugin;
  return [out('treemap', 'html'), out('raw-data', 'json')];
}

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

/**
 * The test clock for a vitest project: its setup file moves `Date` to SAKHLI_TEST_NOW (parsed here,
 * in Node, with the run's TZ, so Node and Chromium projects agree on the instant).
 */
export const testClock = {
  setupFiles: [
    fileURLToPath(new URL('./packages/demo-api/test/testClock.setup.ts', import.meta.url)),
  ],
  provide: {
    sakhliTestNow: parseTestNow(process.env.SAKHLI_TEST_NOW)?.getTime() ?? null,
    sakhliTimeZone: process.env.TZ || null,
  },
};

/**
 * How long a test waits for what a user would see: tests share two cores with Chromium and the
 * demo API in CI, so a wait is long and a pass is quick (waits end on the condition, never sleep).
 * Testing Library's `asyncUtilTimeout` uses the same 20 s (packages' test setups, Storybook preview).
 */
export const patientWaits = { expect: { poll: { timeout: 20_000, interval: 50 } } };
