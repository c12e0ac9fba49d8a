// Builds the shared runtime (React, react-dom, Query, intl, Emotion, r2wc), the platform (SakhliProvider,
// SDK client, toasts) and one chunk per widget into dist/loader/, plus the chunk map the loader embeds
// and custom-elements.json. Run before vite.loader.config.ts (see the package `build` script).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { analyze, libraryCuts, replaceModule, sourceResolve } from '../../vite.shared';
import { ELEMENTS } from './src/elements/catalog';
import { renderManifest } from './src/elements/manifest';
import { elementSpec } from './src/elements/spec';
import { withElementDocs } from './src/elements/docs';
import { minifyStyles } from './src/loader/build/minifyStyles';
import { unwrapPreloads } from './src/loader/build/plainImports';
import {
  PRECOMPILED_PARSER_ID,
  PRECOMPILED_TABLE_ID,
  parsePackTexts,
  precompileMessages,
} from './src/loader/build/precompileMessages';
import { catalogPacks, packLanguage } from './src/loader/build/catalogPacks';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const OUT_DIR = here('./dist/loader');
export const CHUNK_MAP = 'chunks.json';
/** Per widget and language, the text packs its first view fetches (issue 28 §2): `{ tag: { ge: [...] } }`. */
export const PACK_MAP = 'packs.json';
const PLATFORM = here('./src/loader/platform.ts');
/** Shared chunks with a fixed name (size budgets and the bench find them), one text pack per language. */
const SHARED = ['runtime', 'platform', 'messages.ge', 'messages.en', 'messages.ru'];
/** Catalogs every widget shows (the SDK's errors, toasts, the ui kit's words): `messages.<lang>.js`. */
const SHARED_CATALOGS =
  /[\\/](sdk[\\/]src[\\/]messages[\\/]catalog|widgets[\\/]src[\\/](shell[\\/]messages|ui[\\/]messages))\.ts$/;

/**
 * Third-party packages of the shared runtime (budget: 100 KB gzip, .size-limit.json); `preact` stands
 * in for React in the lite build (vite.elements.lite.config.ts).
 */
const RUNTIME_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|preact|@tanstack[\\/]query-core|@tanstack[\\/]react-query|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@r2wc[\\/][^\\/]+|tslib)[\\/]/;
/**
 * CLDR's numbers, dates and plurals by hand and react-intl's cache of them (shell/i18n/cldr.ts,
 * intlCache.ts): the intl layer a first render formats through in place of the engine's Intl, ride
 * with react-intl in the runtime (~1.5 kB gzip of its budget; the first loads count it as before).
 */
const LOCALE_FORMATS = /[\\/]shell[\\/]i18n[\\/](cldr|intlCache)\.ts$/;
/**
 * Our shared code and the libraries only it uses: SakhliProvider, the elements layer, the SDK client,
 * session and messages, toasts (budget: 33 KB). SDK domain modules (api/) stay with the widgets.
 * The ui kit's layout pieces (ui/layout.ts: Stack, Bar, Heading, List) ride here too: in a chunk of
 * their own they cost the loyalty wallet ~300 B gzip it does not have (20 KB budget). So does
 * ui/apiMessage.ts, the one text of a failed call that every widget says (~600 B on loyalty's budget).
 */
const PLATFORM_MODULES =
  /[\\/](widgets[\\/]src[\\/](shell|elements|loader|ui[\\/](layout|apiMessage))|sdk[\\/]src[\\/](client|messages|session|constants))[\\/.]|[\\/]node_modules[\\/](ofetch|ufo|destr|valibot|valtio|proxy-compare)[\\/]/;
/**
 * The toasts' stack: notistack (with clsx) and the toast's look, loaded with a page's first toast
 * (shell/toasts.tsx), so it stays a chunk of its own outside the platform (issue 28 §3: 7 KB).
 */
const TOAST_MODULES = /[\\/]shell[\\/]toast(Stack|Sheet)\.tsx?$/;
/**
 * The SDK's XHR upload with progress: the guest's booking step, a new ticket and a conversation send
 * through it, no widget's first view; outside the platform it loads with them (issue 28 §4: 0.8 KB).
 */
const UPLOAD_MODULE = /[\\/]sdk[\\/]src[\\/]client[\\/]upload\.ts$/;
/**
 * Saving a downloaded file (shell/saveBlob.ts): the bills, the chat's attachments and the data
 * table's file cells save one; the guest booking and the booking change never do, so it rides with
 * the widgets that do, not in the platform every widget fetches (issue 28 §4: 0.15 KB of the
 * platform's, which the first views' takeover needed).
 */
const SAVE_BLOB_MODULE = /[\\/]shell[\\/]saveBlob\.ts$/;
/** ui/States.tsx and what every widget shows with it (Button, Alert, styles, a button's one flight): one chunk. */
const UI_STATES = /[\\/]widgets[\\/]src[\\/]ui[\\/](States|Button|Alert|styles|oneFlight)\.tsx?$/;
/**
 * ui/Field.tsx (a field's label, hint and error), ui/TextField.tsx, ui/SelectField.tsx and the
 * submit's focus move: one chunk. Each alone was a file of 0.2-0.5 KB that every form fetched beside
 * the others, each paying its own imports and gzip frame.
 */
const UI_TEXT_FIELD =
  /[\\/]widgets[\\/]src[\\/]ui[\\/](Field|TextField|SelectField|focusFirstInvalid)\.tsx?$/;
const VIRTUAL = '\0sakhli-element:';

const CALENDAR_STUB = '\0sakhli-calendar-stub:';

/**
 * What react-day-picker imports but DateRangeField never runs: it formats dates itself
 * (`dateLib.format` = calendarFormat.ts, slim locales), sets no time zone and no `animate`, so
 * date-fns' token formatter, the English locale data, @date-fns/tz and the time-zone and animation
 * code stay out of the embed. Keys are import specifiers as written inside react-day-picker 10.
 */
function slimCalendar(): Plugin {
  const reexport = (name: string, file: string) =>
    `export { ${name} } from ${JSON.stringify(here(file))};`;
  const noTimeZone = (name: string) =>
    `export function ${name}() { throw new Error('Sakhli embed: calendars have no timeZone'); }`;
  const stubs: Record<string, string> = {
    'date-fns/format': reexport('calendarFormat as format', './src/ui/calendarFormat.ts'),
    '../locale/en-US.js': reexport('enCalendar as enUS', './src/ui/calendarLocales.ts'),
    '@date-fns/tz': `${noTimeZone('TZDate')}\nTZDate.tz = TZDate;`,
    './noonDateLib.js': noTimeZone('createNoonOverrides'),
    './utils/convertMatchersToTimeZone.js': noTimeZone('convertMatchersToTimeZone'),
    './useAnimation.js': 'export function useAnimation() {}',
  };
  return {
    name: 'sakhli-slim-calendar',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer && /[\\/]react-day-picker[\\/]/.test(importer) && source in stubs
        ? CALENDAR_STUB + source
        : null,
    load: (id) => (id.startsWith(CALENDAR_STUB) ? stubs[id.slice(CALENDAR_STUB.length)] : null),
  };
}

/** The intl formatter widgets call (`intl.formatMessage`); numbers and dates are shell/i18n/format's. */
const INTL_FORMATTERS_USED = ['formatMessage'];

/**
 * createIntl (@formatjs/intl) binds every formatter it has — dates, times, ranges, lists, relative
 * times, durations, display names, plurals, their `…ToParts` — so none tree-shakes, and react-intl
 * builds a component for each at import (`createFormattedComponent('formatDate')`, …). Widgets call
 * one of them (INTL_FORMATTERS_USED; ICU arguments format through `formatters`, untouched), so in the
 * embed the others say plainly that they are not built in (react-intl's unused components:
 * unusedLibraryParts in vite.shared.ts).
 * Tests and the npm components keep all of react-intl. ~1 KB gzip of runtime.js (issue 28 §4).
 */
function slimIntl(): Plugin {
  const bound = /^(\t*)(format\w+): format\w+\.bind\(null, [^)]*\),?$/gm;
  const notBuilt = `function notBuiltInEmbed(name) {
  return () => { throw new Error(\`Sakhli embed: intl.\${name} is not built in (vite.elements.config.ts)\`); };
}`;
  return {
    name: 'sakhli-slim-intl',
    transform(code, id) {
      if (/[\\/]@formatjs[\\/]intl[\\/]index\.js$/.test(id)) {
        const slim = code.replace(bound, (line, indent: string, name: string) =>
          INTL_FORMATTERS_USED.includes(name)
            ? line
            : `${indent}${name}: notBuiltInEmbed('${name}'),`,
        );
        if (!slim.includes('notBuiltInEmbed('))
          throw new Error('@formatjs/intl changed: see slimIntl');
        return `${slim}\n${notBuilt}\n`;
      }
      return null;
    },
  };
}

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every `import()` in its preload helper (~1.3 KB gzip: modulepreload links, CSS
 * preloads, a `vite:preloadError` event on the page's window). This build preloads nothing
 * (`modulePreload: false`, styles live in JS) and must not touch host globals, so the wrapper only
 * runs the import, and each call of it is written as the import alone (`unwrapPreloads`): a lazy
 * part (a dialog, a calendar, test data) costs its own chunk and no more.
 */
function plainDynamicImports(): Plugin[] {
  return [
    replaceModule(
      'sakhli-plain-dynamic-imports',
      PRELOAD_HELPER,
      'export const __vitePreload = (load) => load();',
      { buildOnly: false },
    ),
    {
      name: 'sakhli-unwrapped-dynamic-imports',
      apply: 'build',
      renderChunk: (code) => {
        const plain = unwrapPreloads(code);
        return plain === code ? null : { code: plain, map: null };
      },
    },
  ];
}

/** Widgets whose module exists; the others stay in the catalog (and the docs) until they land. */
export function builtElements() {
  return ELEMENTS.flatMap((element) => {
    const file = ['index.ts', 'index.tsx']
      .map((name) => here(`./src/${element.module}/${name}`))
      .find((path) => existsSync(path));
    return file ? [{ element, file }] : [];
  });
}

/** One entry per widget: `define(config, languages)` registers its element through the runtime. */
function widgetEntries(): Plugin {
  const widgets = builtElements();
  return {
    name: 'sakhli-widget-entries',
    resolveId: (id) => (id.startsWith(VIRTUAL) ? id : null),
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const found = widgets.find(({ element }) => element.module === id.slice(VIRTUAL.length));
      if (!found) return null;
      return [
        `import { ${found.element.component} as Widget } from ${JSON.stringify(found.file)};`,
        `import { defineWidgetElement } from ${JSON.stringify(PLATFORM)};`,
        `export function define(config, languages) { return defineWidgetElement(${JSON.stringify(elementSpec(found.element))}, Widget, config, languages); }`,
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      // Every file a widget needs, its entry last: the loader fetches them all at once.
      const closure = (file: string, seen: Set<string>) => {
        const chunk = bundle[file];
        if (!chunk || chunk.type !== 'chunk' || seen.has(file)) return;
        seen.add(file);
        for (const dep of chunk.imports) closure(dep, seen);
      };
      const map: Record<string, string[]> = {};
      const packs: Record<string, Record<string, string[]>> = {};
      for (const { element } of widgets) {
        const entry = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === element.module,
        );
        if (!entry) continue;
        const seen = new Set<string>();
        closure(entry.fileName, seen);
        map[element.tag] = [...seen].filter((f) => f !== entry.fileName).concat(entry.fileName);
        // The packs its first view's catalogs import (a dialog's own catalog comes with the dialog).
        const byLanguage: Record<string, string[]> = {};
        const imported = [...seen].flatMap((f) => {
          const chunk = bundle[f];
          return chunk?.type === 'chunk' ? chunk.dynamicImports : [];
        });
        for (const file of new Set(imported)) {
          const pack = bundle[file];
          const lang = pack?.type === 'chunk' ? packLanguage(pack.name) : undefined;
          if (lang) (byLanguage[lang] ??= []).push(file);
        }
        packs[element.tag] = byLanguage;
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MAP,
        source: `${JSON.stringify(map, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: PACK_MAP,
        source: `${JSON.stringify(packs, null, 2)}\n`,
      });
    },
    async closeBundle() {
      writeFileSync(
        here('./custom-elements.json'),
        `${JSON.stringify(renderManifest(), null, 2)}\n`,
      );
      // The element reference of docs/embedding.md, formatted as `pnpm lint` expects.
      const docs = here('../../docs/embedding.md');
      const current = readFileSync(docs, 'utf8');
      const options = { ...(await resolveConfig(docs)), filepath: docs };
      const next = await format(withElementDocs(current), options);
      if (next !== current) writeFileSync(docs, next);
    },
  };
}

export default defineConfig({
  ...sourceResolve,
  plugins: [
    ...plainDynamicImports(),
    react(),
    widgetEntries(),
    slimCalendar(),
    slimIntl(),
    ...libraryCuts(),
    // Before the ICU scan: what it finds left in a module are catalogs this could not split.
    catalogPacks({
      shared: SHARED_CATALOGS,
      parsed: { table: PRECOMPILED_TABLE_ID, parse: parsePackTexts },
    }),
    ...precompileMessages(),
    minifyStyles(),
    ...analyze('embed'),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    // Maps beside the files but named in none of them (no `sourceMappingURL`): a page never fetches
    // one, and a file's bytes, name and integrity are as without; a stack trace from the embed, and
    // scripts/bench/profile.mjs, read the source through them.
    sourcemap: 'hidden',
    rolldownOptions: {
      // Without any widget yet, the platform entry alone still builds the runtime to budget.
      input: builtElements().length
        ? Object.fromEntries(
            builtElements().map(({ element }) => [element.module, `${VIRTUAL}${element.module}`]),
          )
        : { platform: PLATFORM },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        // runtime.js and platform.js keep one name so size budgets and the bench can find it; it changes only
        // with dependency versions, and the package version is in every CDN URL.
        // A text pack is named as the loader asks for it (`chunks/<catalog>.<language>.js`), so the
        // loader fetches a widget's texts with its code (issue 28 §2).
        chunkFileNames: (chunk) =>
          SHARED.includes(chunk.name)
            ? '[name].js'
            : packLanguage(chunk.name)
              ? 'chunks/[name].js'
              : 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // rolldown's own helpers stay a tiny chunk of their own (not offered to groups);
            // the chunk map lists it, so it downloads in parallel with the rest.
            // Text packs (one language each) are named by catalogPacks' own group. The ICU table
            // starts empty: each pack brings its own texts' parsed ICU (catalogPacks' `parsed`).
            {
              name: 'runtime',
              test: (id) =>
                RUNTIME_PACKAGES.test(id) ||
                LOCALE_FORMATS.test(id) ||
                id === PRECOMPILED_PARSER_ID ||
                id === PRECOMPILED_TABLE_ID,
              priority: 2,
              // A library part only one widget uses (useQueries and its observer: the bills'
              // totals) rides with that widget, not in every widget's first load (issue 28 §4).
              minShareCount: 2,
            },
            {
              name: 'platform',
              test: (id) =>
                PLATFORM_MODULES.test(id) &&
                !LOCALE_FORMATS.test(id) &&
                !TOAST_MODULES.test(id) &&
                !UPLOAD_MODULE.test(id) &&
                !SAVE_BLOB_MODULE.test(id),
              priority: 1,
            },
            // The ui kit's states with their alert, and a field's frame with its text inputs, each
            // one chunk: left to itself rolldown splits them as soon as one first view (the ticket
            // list) uses one half, and every other widget pays a file more for it.
            { name: 'States', test: UI_STATES },
            { name: 'TextField', test: UI_TEXT_FIELD },
          ],
        },
      },
    },
  },
});
