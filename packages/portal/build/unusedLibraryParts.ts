// Two library parts no portal code uses that a build kept anyway, ~1.5 kB gzip of every first load
// (issue 28 §4). Both only mark code; whatever some module does use stays. The embed's build does
// the same (widgets' vite.elements.config.ts).
import type { Plugin } from 'vite';

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

export function unusedLibraryParts(): Plugin {
  return {
    name: 'sakhli-unused-library-parts',
    apply: 'build',
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
