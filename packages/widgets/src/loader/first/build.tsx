// Writes the first views the loader paints before the runtime (issue 28 §5) into dist/loader/first/:
// one module of markup per widget, language and theme, the painter (paint.js) and first.json (tag →
// module prefix) for the loaders' build. Run by `build:embed` after the elements build, in Node with
// the workspace's sources: `node --conditions=@sakhli/source --import tsx src/loader/first/build.tsx`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ComponentType } from 'react';
import { build } from 'vite';
import { GuestBooking } from '../../guest-booking/GuestBooking';
import type { Language, Theme } from '../../elements/elementConfig';
import { renderFirstView } from './renderFirstView';
import { FIRST_VIEW_TAGS } from './views';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const OUT_DIR = here('../../../dist/loader');
export const FIRST_MAP = 'first.json';

const LANGUAGES: Language[] = ['ge', 'en', 'ru'];
const THEMES: Theme[] = ['light', 'dark', 'auto'];

/** Each tag of views.ts: its widget and props that reach the view views.ts paints it for. */
const WIDGETS: Record<string, { Widget: ComponentType<never>; props: Record<string, unknown> }> = {
  // Any resolving link without a time hash: the e-mail step, its apartment box still a skeleton.
  'sakhli-guest-booking': { Widget: GuestBooking, props: { apartmentId: 1, hash: 'first-view' } },
};

/** Markup for innerHTML under a strict CSP: no inline style or script can be in it. */
function checked(tag: string, html: string): string {
  if (/\sstyle=|<script|\son[a-z]+=/i.test(html)) {
    throw new Error(
      `${tag}: its first view has inline styles, scripts or handlers, which a CSP blocks`,
    );
  }
  return html;
}

mkdirSync(`${OUT_DIR}/first`, { recursive: true });
const map: Record<string, string> = {};
for (const tag of FIRST_VIEW_TAGS) {
  const widget = WIDGETS[tag];
  if (!widget) throw new Error(`${tag} is in views.ts but build.tsx does not render it`);
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      const { html, css } = renderFirstView(
        widget.Widget as ComponentType<Record<string, unknown>>,
        widget.props,
        language,
        theme,
      );
      const markup = JSON.stringify({ html: checked(tag, html), css });
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
    lib: { entry: here('./paint.ts'), formats: ['es'], fileName: () => 'first/paint.js' },
    // Lib builds keep whitespace by default; this file is fetched before the first paint.
    rolldownOptions: { output: { codeSplitting: false, minify: true } },
  },
});
