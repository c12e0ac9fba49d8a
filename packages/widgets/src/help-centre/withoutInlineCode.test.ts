// The browser never parses an article's inline code (issue 27 §2): Chrome reports each on* or style
// attribute and <style> element to the page's CSP as it parses, even into DOMPurify's inert document.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { XSS_PAYLOADS } from '../ticket-chat/xssCorpus';
import { sanitizeArticle } from './sanitizeArticle';
import { withoutInlineCode } from './withoutInlineCode';

const parse = DOMParser.prototype.parseFromString;

/** Each on* or style attribute, and <style> element, in what DOMPurify gave the parser. */
function inlineCodeParsed(html: string): string[] {
  const parsed: string[] = [];
  vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
    this: DOMParser,
    text: string,
    type: DOMParserSupportedType,
  ) {
    parsed.push(text);
    return parse.call(this, text, type);
  });
  sanitizeArticle(html);
  const found: string[] = [];
  for (const text of parsed) {
    const doc = parse.call(new DOMParser(), text, 'text/html');
    for (const el of doc.querySelectorAll('*')) {
      if (el.tagName === 'STYLE') found.push('<style>');
      for (const attr of el.attributes)
        if (/^(on|style$)/i.test(attr.name)) found.push(`${el.tagName}[${attr.name}]`);
    }
  }
  return found;
}

afterEach(() => vi.restoreAllMocks());

describe('article HTML before it is parsed', () => {
  it('holds no on* or style attribute and no <style> element, whatever the article', () => {
    const hostile = [
      ...XSS_PAYLOADS,
      '<img alt=">" onerror=x()>',
      '<svg/onload=x()>',
      '<p STYLE="color:red" OnClick = "x()">a</p>',
      '<style><style/><img src=x onerror=x()>',
      '<img src=x onerror=x()//',
      // mXSS: the <textarea> is text-only here, so the "attribute value" holds a real tag.
      '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=x() src=1>">',
      '<img src="x"onerror=x()>',
    ];
    expect(inlineCodeParsed(hostile.join('\n'))).toEqual([]);
  });

  it('leaves an ordinary article as it was', () => {
    const article =
      '<h2>Paying</h2><p>Choose <strong>Pay</strong> — it takes 3 s &amp; costs 0 ₾.</p>' +
      '<table><tr><th>Status</th></tr><tr><td>New</td></tr></table>' +
      '<a href="/support" title="on=1">Support</a><ol><li>one</li></ol>';
    expect(withoutInlineCode(article)).toBe(article);
    expect(sanitizeArticle(article)).toContain('<a href="/support" title="on=1" target="_blank"');
  });
});
