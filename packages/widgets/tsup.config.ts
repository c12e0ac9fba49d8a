// Builds the npm React package: ESM + .d.ts, React and react-dom external (peers), dependencies external.
import { defineConfig } from 'tsup';
import { gooberAlias } from '../../vite.shared';
import { catalogPacksEsbuild } from './src/loader/build/catalogPacks';

/**
 * Widgets whose first view's queries are an entry of their own (`@sakhli/widgets/queries/<widget>`,
 * listed in package.json's exports): a host's route loader imports one lazily, without the widget.
 */
const queryEntries = [
  'apartment-bills',
  'booking-change',
  'guest-booking',
  'help-centre',
  'loyalty-wallet',
  'ticket-chat',
];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    elements: 'src/elements/index.ts',
    ...Object.fromEntries(queryEntries.map((w) => [`queries/${w}`, `src/${w}/queries.ts`])),
    // A DataTable's calls for a loader (`tableQueryOptions`), without the table.
    'queries/table': 'src/ui/data-table/tableQueries.ts',
  },
  format: ['esm'],
  // The workspace tsconfig is a composite project for `tsc -b`; tsup's rollup-dts needs a plain one.
  dts: { compilerOptions: { composite: false, incremental: false } },
  // dist/loader/ belongs to the Vite builds that run first.
  clean: false,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // notistack is bundled with its `goober` swapped for our in-memory toast sheet, as in the embed:
  // left external, an app's bundler would hand it the real goober, which writes into the app's head
  // and leaves toasts of our elements in shadow roots unstyled. It adds notistack + clsx, ~8 KB.
  noExternal: ['notistack'],
  // Issue 28 §2: every catalog's texts are a chunk per language, imported on use (docs/widgets.md);
  // `lazyCatalog` comes from the SDK package, whose provider-side registry reads them.
  esbuildPlugins: [catalogPacksEsbuild({ runtime: '@sakhli/sdk' })],
  esbuildOptions(options) {
    options.alias = { ...options.alias, ...gooberAlias };
  },
});
