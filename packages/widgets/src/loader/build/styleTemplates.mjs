// Collapses the whitespace of Emotion's tagged-template CSS (styled.x`…`, styled(…)`…`, css`…`,
// keyframes`…`). Plain JavaScript, so both the embed build (minifyStyles.ts, a Vite plugin) and
// the first views' build (styleTemplatesHooks.mjs, Node module hooks) apply the very same change:
// a rule's class name is a hash of its text, so a first view's names are the runtime's only if
// both minify alike. Only the static parts change; interpolated JavaScript is left as written.
import { parseAst } from 'vite';

const STYLE_TAG = /^(styled\b|css$|keyframes$|injectGlobal$)/;

/** A widget source file that may hold style templates. */
export const WIDGET_SOURCE = /[\\/]packages[\\/]widgets[\\/]src[\\/].*\.tsx?$/;
export const mayHoldStyles = (code) => /(styled|css|keyframes)/.test(code);

/** The CSS text of one template part, whitespace collapsed around what CSS ignores it around. */
export function collapseCss(raw) {
  return raw
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1');
}

/** Every [start, end) range of a style template's static parts in `code`. */
export function styleQuasiRanges(code) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'TaggedTemplateExpression') {
      const tag = node.tag;
      if (STYLE_TAG.test(code.slice(tag.start, tag.end))) {
        for (const quasi of node.quasi.quasis) ranges.push([quasi.start, quasi.end]);
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(parseAst(code));
  return ranges;
}

export function minifyStyleTemplates(code) {
  let out = code;
  // From the end, so earlier offsets stay valid.
  for (const [start, end] of styleQuasiRanges(code).sort((a, b) => b[0] - a[0])) {
    // A quasi's range may or may not include the backtick/`${`/`}` delimiters: keep them as they are.
    const text = code.slice(start, end);
    const body = text.replace(/^(`|\})/, '').replace(/(`|\$\{)$/, '');
    const head = text.slice(0, text.indexOf(body));
    const tail = text.slice(head.length + body.length);
    out = out.slice(0, start) + head + collapseCss(body) + tail + out.slice(end);
  }
  return out;
}
