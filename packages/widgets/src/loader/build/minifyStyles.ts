// Embed build only: collapses the whitespace of Emotion's tagged-template CSS (styled.x`…`,
// styled(…)`…`, css`…`, keyframes`…`) — the indentation ships in every widget chunk otherwise.
// Only the static parts change; interpolated JavaScript is left exactly as written.
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const STYLE_TAG = /^(styled\b|css$|keyframes$|injectGlobal$)/;

/** The CSS text of one template part, whitespace collapsed around what CSS ignores it around. */
export function collapseCss(raw: string): string {
  return raw
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1');
}

/** Every [start, end) range of a style template's static parts in `code`. */
export function styleQuasiRanges(code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type === 'TaggedTemplateExpression') {
      const tag = n.tag as Node;
      if (STYLE_TAG.test(code.slice(tag.start, tag.end))) {
        for (const quasi of (n.quasi as { quasis: Node[] }).quasis) {
          ranges.push([quasi.start, quasi.end]);
        }
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(parseAst(code));
  return ranges;
}

export function minifyStyleTemplates(code: string): string {
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

export function minifyStyles(): Plugin {
  return {
    name: 'sakhli-minify-styles',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]widgets[\\/]src[\\/].*\.tsx?$/.test(id)) return null;
      if (!/(styled|css|keyframes)/.test(code)) return null;
      const next = minifyStyleTemplates(code);
      return next === code ? null : { code: next, map: null };
    },
  };
}
