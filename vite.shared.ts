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

function unusedLibraryParts(): Plugin {
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
 * A plugin that answers `import '<source>'` with `code` in place of the module (a virtual module
 * `\0<name>`): how these builds swap a library part for a smaller one of ours.
 */
export function replaceModule(
  name: string,
  source: string,
  code: string,
  { buildOnly = true } = {},
): Plugin {
  const id = `\0${name}`;
  return {
    name,
    enforce: 'pre',
    ...(buildOnly ? { apply: 'build' as const } : {}),
    resolveId: (imported) => (imported === source || imported === id ? id : null),
    load: (loaded) => (loaded === id ? code : null),
  };
}

/**
 * A plugin that edits modules' text: for each module whose id matches `file`, `pattern` → `with`.
 * An edit that no longer matches fails the build (`<id> changed: see <name>`), so a library update
 * cannot silently undo a cut.
 */
export function editModules(
  name: string,
  edits: readonly { file: RegExp; pattern: RegExp | string; with: string }[],
  { enforce }: { enforce?: 'pre' } = {},
): Plugin {
  return {
    name,
    apply: 'build',
    ...(enforce ? { enforce } : {}),
    transform(code, id) {
      const edit = edits.find(({ file }) => file.test(id));
      if (!edit) return null;
      const edited = code.replace(edit.pattern, edit.with);
      if (edited === code) throw new Error(`${id} changed: see ${name} in vite.shared.ts`);
      return edited;
    },
  };
}

// Two library parts our code never calls, which the embed and the portal builds replace (issue 28
// §4). Tests, Storybook and the npm components keep the libraries as they are.
const STYLED_RULES = fileURLToPath(
  new URL('./packages/widgets/src/shell/styled.ts', import.meta.url),
);

/**
 * @emotion/is-prop-valid (every HTML and SVG attribute name in one regular expression, ~2 KB gzip
 * with its memoizer) decides which props an Emotion element without `shouldForwardProp` passes to
 * the DOM. Ours pass only DOM attributes, `as` and `$`-prefixed style props (a `styled.tag` of ours
 * declares no props of its own but `$…` ones, so TypeScript allows it only the element's
 * attributes), so in these builds the rule is shell/styled.ts's `dom` (forward all but `as` and
 * `$…`), which `styled(tag, dom)` elements already use.
 */
function domPropFilter(): Plugin {
  return replaceModule(
    'sakhli-dom-prop-filter',
    '@emotion/is-prop-valid',
    `import { dom } from ${JSON.stringify(STYLED_RULES)};\nexport default dom.shouldForwardProp;`,
  );
}

/**
 * TanStack Query's query.js imports the infinite-query behaviour (~0.6 KB gzip) for queries made by
 * `useInfiniteQuery` / `queryClient.infiniteQuery`, which neither a widget nor the portal makes:
 * in these builds such a query says plainly that it is not built in.
 */
function noInfiniteQueries(): Plugin {
  return editModules('sakhli-no-infinite-queries', [
    {
      file: /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/,
      pattern: /^import \{ infiniteQueryBehavior \} from "\.\/infiniteQueryBehavior\.js";$/m,
      with: "function infiniteQueryBehavior() { throw new Error('Sakhli: infinite queries are not built in (noInfiniteQueries in vite.shared.ts)'); }",
    },
  ]);
}

/**
 * shell/theme/tokens.ts describes each design token for the docs, the element manifest and the
 * tokens story; nothing the embed or the portal runs reads those sentences, so their builds leave
 * them out (~0.5 KB gzip of each first load, issue 28 §4). The manifest is built from the source.
 */
function tokensWithoutDescriptions(): Plugin {
  return editModules(
    'sakhli-tokens-without-descriptions',
    [
      {
        file: /[\\/]shell[\\/]theme[\\/]tokens\.ts$/,
        pattern: /,\s*description:\s*'(?:[^'\\\n]|\\.)*'/g,
        with: '',
      },
    ],
    // Before the TypeScript transform: the edit reads the source.
    { enforce: 'pre' },
  );
}

/**
 * react-intl asked Intl which locales it supports as each provider started (`createIntl`), for a
 * warning we drop (`MISSING_DATA`), and intl-messageformat asked again for every message it
 * compiled (`resolveLocale`, whose answer for our one locale is that locale): in these builds
 * neither asks. Smaller (~0.1 kB), and no Intl work inside a render but the formatting itself
 * (which for the widgets' numbers, dates and plurals is by hand: shell/i18n/cldr.ts).
 */
function noLocaleDataChecks(): Plugin {
  return editModules('sakhli-no-locale-data-checks', [
    {
      file: /[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
      pattern:
        /!Intl\.(?:NumberFormat|DateTimeFormat)\.supportedLocalesOf\(locale\)\.length && onError/g,
      with: 'false',
    },
    {
      file: /[\\/]intl-messageformat[\\/]index\.js$/,
      pattern: /const supportedLocales = Intl\.NumberFormat\.supportedLocalesOf\(locales\);/g,
      with: 'const supportedLocales = [];',
    },
  ]);
}

/**
 * Emotion runs every rule through stylis's vendor prefixer by default (`-webkit-`, `-ms-`, `-moz-`
 * copies of properties): every browser we support reads our rules unprefixed (the one prefixed
 * property we need, `-webkit-line-clamp`, is written as such). In these builds the cache's default
 * plugin list is empty: less CSS to compile and insert in the first render (issue 28 §5: the guest
 * booking's first view 1013 → 867 ms at 4× CPU, A/B with the loader's earlier ICU warm-up) and
 * the prefixer's code left out.
 */
function noVendorPrefixes(): Plugin {
  return editModules('sakhli-no-vendor-prefixes', [
    {
      // Every build of @emotion/cache but its `.default.js` re-exports declares the list.
      file: /[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.(?![\w.-]*default)[\w.-]*js$/,
      pattern: 'var defaultStylisPlugins = [prefixer];',
      with: 'var defaultStylisPlugins = [];',
    },
  ]);
}

/**
 * Emotion compiles and inserts a styled element's rules in React's insertion effects, which run in
 * the commit — and a commit is one task, never sliced: mounting signed-in /home's screen committed
 * 110 ms at once, a third of it stylis compiling rules (issue 28 §5, Lighthouse's blocking time).
 * In these builds a styled element inserts its rules as it renders, in React's 5 ms slices (how
 * Emotion did it before React 18: insertion is idempotent, a render React throws away costs nothing
 * more). `<Global>`, which removes its rules again, keeps its effect.
 */
function stylesAsRendered(): Plugin {
  return replaceModule(
    'sakhli-styles-as-rendered',
    '@emotion/use-insertion-effect-with-fallbacks',
    `import { useInsertionEffect } from 'react';
export const useInsertionEffectAlwaysWithSyncFallback = (create) => create();
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;`,
  );
}

/**
 * ofetch reads a JSON response through destr (0.8 kB gzip: numbers, `true`, `NaN`, `undefined` from
 * bare text, each key checked for prototype pollution by regex first). Our API answers JSON or an
 * error page: in these builds a text is `JSON.parse`d with destr's reviver (no `__proto__` key, no
 * `constructor` carrying a `prototype`), and one that is not JSON comes back as it was, as destr
 * does. Shared code grew by the by-hand CLDR formats (shell/i18n/cldr.ts); this pays for half.
 */
function jsonResponses(): Plugin {
  return replaceModule(
    'sakhli-json-responses',
    'destr',
    `const reviver = (key, value) =>
  key === '__proto__' || (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value)
    ? undefined
    : value;
export default function destr(value) {
  if (typeof value !== 'string') return value;
  try { return JSON.parse(value, reviver); } catch { return value; }
}`,
  );
}

/**
 * What the browser builds (the one-tag embed and the portal) leave out of the libraries, one list
 * for both, so a cut made for one reaches the other (issue 28 §4: the portal's /login had gone
 * without the embed's cuts). Tests, Storybook and the npm components keep the libraries whole.
 */
export function libraryCuts(): Plugin[] {
  return [
    unusedLibraryParts(),
    domPropFilter(),
    noInfiniteQueries(),
    tokensWithoutDescriptions(),
    stylesAsRendered(),
    noLocaleDataChecks(),
    noVendorPrefixes(),
    jsonResponses(),
  ];
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
