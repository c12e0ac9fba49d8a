// Before DOMPurify parses an article: its on* and style attributes and <style> elements go. Chrome
// checks the page's CSP while parsing, even into an inert document (DOMParser, <template>), so each
// one is reported as a blocked inline handler or style — console errors and CSP reports for every
// reader of a hostile article (found by the XSS suite, issue 27 §2). DOMPurify drops them anyway;
// this only keeps the browser from seeing them first.

/**
 * An attribute name the browser checks against the CSP as it parses it: on… or style, after what
 * can precede an attribute (space, `/`, or a quoted value's end) and before its `=`. Matched
 * anywhere, not only where a tag seems to be: which text is markup depends on the parser's state
 * (`<textarea>`, `<title>`, foreign content), and renaming the odd word of text costs nothing.
 */
const INLINE_ATTRIBUTE = /([\s/"'])(on[a-z]+|style)(\s*=)/gi;
/** A `<style>` element with its text (to its end tag, or the end of the article). */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?(?:<\/style\s*>|$)/gi;

/**
 * `html` with on* and style attributes renamed to `data-dropped` (which DOMPurify removes:
 * ALLOW_DATA_ATTR is off) and <style> elements cut.
 */
export function withoutInlineCode(html: string): string {
  return html.replace(STYLE_ELEMENT, '').replace(INLINE_ATTRIBUTE, '$1data-dropped$3');
}
