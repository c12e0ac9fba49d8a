// Writes the first views the loader paints before the runtime (issue 28 §5) into dist/loader/first/:
// one module of markup per widget, language and theme, the painter (paint.js) and first.json (tag →
// module prefix) for the loaders' build. Run by `build:embed` after the elements build, in Node with
// the workspace's sources: `node --conditions=@sakhli/source --import tsx src/loader/build/firstViews.tsx`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { renderFirstView } from './renderFirstView';
import { LANGUAGES } from '@sakhli/sdk';
import { THEMES } from '../../elements/elementConfig';
import { FIRST_VIEW_WIDGETS } from './firstViewWidgets';
import { FIRST_VIEW_TAGS } from '../first/views';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const OUT_DIR = here('../../../dist/loader');
const FIRST_MAP = 'first.json';

mkdirSync(`${OUT_DIR}/first`, { recursive: true });
const map: Record<string, string> = {};
for (const tag of FIRST_VIEW_TAGS) {
  const widget = FIRST_VIEW_WIDGETS[tag];
  if (!widget) throw new Error(`${tag} is in views.ts but firstViewWidgets.tsx does not render it`);
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      const { html, css } = await renderFirstView(widget.Widget, widget.props, language, theme);
      const markup = JSON.stringify({ html, css });
      writeFileSync(
        `${OUT_DIR}/first/${tag}.${language}.${theme}.js`,
        `export default ${markup};\n`,
      );
    }
  }
  map[tag] = `first/${tag}`;
}
writeFileSync(`${OUT_DIR}/${FIRST_MAP}`, `${JSON.stringify(map, null, 2)}\n`);

await build({
  configFile: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    copyPublicDir: false,
    reportCompressedSize: false,
    lib: { entry: here('../first/paint.ts'), formats: ['es'], fileName: () => 'first/paint.js' },
    // Lib builds keep whitespace by default; this file is fetched before the first paint.
    rolldownOptions: { output: { codeSplitting: false, minify: true } },
  },
});
