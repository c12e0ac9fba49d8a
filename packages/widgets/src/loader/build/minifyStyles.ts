// Embed build only: collapses the whitespace of Emotion's tagged-template CSS — the indentation
// ships in every widget chunk otherwise. The change itself is styleTemplates.mjs, shared with the
// first views' build so that both name every rule alike.
import type { Plugin } from 'vite';
import { WIDGET_SOURCE, mayHoldStyles, minifyStyleTemplates } from './styleTemplates.mjs';

export { collapseCss, minifyStyleTemplates, styleQuasiRanges } from './styleTemplates.mjs';

export function minifyStyles(): Plugin {
  return {
    name: 'sakhli-minify-styles',
    enforce: 'post',
    transform(code, id) {
      if (!WIDGET_SOURCE.test(id) || !mayHoldStyles(code)) return null;
      const next = minifyStyleTemplates(code);
      return next === code ? null : { code: next, map: null };
    },
  };
}
