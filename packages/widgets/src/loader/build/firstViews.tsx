// Writes the first views the loader paints before the runtime (issue 28 §5) into dist/loader/first/:
// one module per view (a widget's, or its test mode's), language and theme: its painter (paint.ts
// with the view's fit) and its markup in one file, so the view is one request, not two; first.json
// (view id → module prefix) and first-signed-out.json for the loaders' build.
// Run by `build:embed` after the elements build, in Node with the workspace's sources:
// `node --conditions=@sakhli/source --import tsx src/loader/build/firstViews.tsx`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';
import { renderFirstView } from './renderFirstView';
import { LANGUAGES } from '@sakhli/sdk';
import { THEMES } from '../../elements/elementConfig';
import { FIRST_VIEW_WIDGETS } from './firstViewWidgets';
import { FIRST_VIEW_IDS, SIGNED_OUT_VIEWS } from '../first/views';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const OUT_DIR = here('../../../dist/loader');
const FIRST_MAP = 'first.json';
/** The views that are a signed-out state, for the loaders' build (its config cannot read the SDK's source). */
const SIGNED_OUT_LIST = 'first-signed-out.json';

// One painter per view, with its fit alone: a page fetches no other view's rules.
const VIRTUAL = 'virtual-sakhli-painter:';
/** The painter of view `view`, minified: an ES module whose one export is `paintFirstView`. */
async function painterCode(view: string): Promise<string> {
  const entry = `${VIRTUAL}${view}`;
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    // The painter reads links as the widgets do (fits/): the workspace's SDK, from its source.
    resolve: { conditions: ['@sakhli/source', ...defaultClientConditions] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      {
        name: 'sakhli-painter-entry',
        // Lib mode hands the entry on as a path: matched by its end, loaded under a virtual id.
        resolveId: (id) => (id.endsWith(entry) ? `\0${entry}` : null),
        load: (id) =>
          id === `\0${entry}`
            ? `import { painterFor } from ${JSON.stringify(here('../first/paint.ts'))};
               import { fit } from ${JSON.stringify(here(`../first/fits/${view}.ts`))};
               export const paintFirstView = painterFor(fit);`
            : null,
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['es'], fileName: () => `${view}.js` },
      // Lib builds keep whitespace by default; this file is fetched before the first paint.
      rolldownOptions: { output: { codeSplitting: false, minify: true } },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((built) =>
    built && 'output' in built ? built.output : [],
  );
  const [chunk] = files;
  if (files.length !== 1 || chunk?.type !== 'chunk') {
    throw new Error(`the painter of ${view} is not one module`);
  }
  return chunk.code.trimEnd();
}

mkdirSync(`${OUT_DIR}/first`, { recursive: true });
const map: Record<string, string> = {};
for (const id of FIRST_VIEW_IDS) {
  const widget = FIRST_VIEW_WIDGETS[id];
  if (!widget) throw new Error(`${id} is in views.ts but firstViewWidgets.tsx does not render it`);
  const painter = await painterCode(id);
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      const markup = JSON.stringify(
        await renderFirstView(
          widget.Widget,
          widget.props,
          language,
          theme,
          widget.variants,
          widget.whole,
        ),
      );
      writeFileSync(
        `${OUT_DIR}/first/${id}.${language}.${theme}.js`,
        // The painter's module with the view as its default export (paint.ts FirstViewModule).
        `${painter}\nexport default ${markup};\n`,
      );
    }
  }
  map[id] = `first/${id}`;
}
writeFileSync(`${OUT_DIR}/${FIRST_MAP}`, `${JSON.stringify(map, null, 2)}\n`);
writeFileSync(`${OUT_DIR}/${SIGNED_OUT_LIST}`, `${JSON.stringify(SIGNED_OUT_VIEWS)}\n`);
