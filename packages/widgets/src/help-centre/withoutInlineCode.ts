// Before DOMPurify parses an article: its on* and style attributes and <style> elements go. Chrome
// checks the page's CSP while parsing, even into an inert document (DOMParser, <template>), so each
// one is reported as a blocked inline handler or style — console errors and CSP reports for every
// reader of a hostile article (found by the XSS suite, issue 27 §2). DOMPurify drops them anyway;
// this only keeps the browser from seeing them first.

/** Attribute names the browser checks against the CSP as it parses them. */
const INLINE_CODE = /^(on[a-z]*|style)$/i;
/** A `<style>` element with its text (to its end tag, or the end of the article). */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?(?:<\/style\s*>|$)/gi;

/**
 * `html` with on* and style attributes renamed to `data-dropped` (which DOMPurify removes:
 * ALLOW_DATA_ATTR is off) and <style> elements cut. Tags are read as the HTML tokenizer reads them
 * (quoted values may hold `>`), so an attribute hidden behind one is found too.
 */
export function withoutInlineCode(html: string): string {
  const source = html.replace(STYLE_ELEMENT, '');
  let out = '';
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('<', i);
    if (open === -1 || !/[a-z]/i.test(source[open + 1] ?? '')) {
      out += source.slice(i, open === -1 ? source.length : open + 1);
      i = open === -1 ? source.length : open + 1;
      continue;
    }
    // Inside a start tag: name, then attributes up to the `>` outside any quotes.
    let j = open + 1;
    while (j < source.length && !/[\s/>]/.test(source[j]!)) j++;
    out += source.slice(i, j);
    while (j < source.length && source[j] !== '>') {
      const nameStart = j;
      while (j < source.length && /[\s/]/.test(source[j]!)) j++;
      out += source.slice(nameStart, j);
      const start = j;
      // An attribute name ends at space, `/`, `>` or `=` (a leading `=` belongs to the name).
      if (source[j] === '=') j++;
      while (j < source.length && !/[\s/>=]/.test(source[j]!)) j++;
      const name = source.slice(start, j);
      out += INLINE_CODE.test(name) ? 'data-dropped' : name;
      let k = j;
      while (k < source.length && /\s/.test(source[k]!)) k++;
      if (source[k] !== '=') continue;
      k++;
      while (k < source.length && /\s/.test(source[k]!)) k++;
      const quote = source[k];
      let end: number;
      if (quote === '"' || quote === "'") {
        const close = source.indexOf(quote, k + 1);
        end = close === -1 ? source.length : close + 1;
      } else {
        end = k;
        while (end < source.length && !/[\s>]/.test(source[end]!)) end++;
      }
      out += source.slice(j, end);
      j = end;
    }
    i = j;
  }
  return out;
}
