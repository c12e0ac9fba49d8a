// Article links follow the SDK's link rule (issue 16 §4): same-origin or https:, and `/\host` is another host.
import { describe, expect, it } from 'vitest';
import { sanitizeArticle } from './sanitizeArticle';

function hrefsOf(html: string): (string | null)[] {
  const box = document.createElement('div');
  box.innerHTML = sanitizeArticle(html);
  return [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
}

describe('sanitizeArticle links', () => {
  it('keeps https:, same-site paths, mail, phone and fragments, opening without opener', () => {
    const html =
      '<a href="https://sakhli.ge/help">a</a><a href="/support">b</a>' +
      '<a href="mailto:help@sakhli.ge">c</a><a href="tel:+995322000000">d</a><a href="#top">e</a>';
    expect(hrefsOf(html)).toEqual([
      'https://sakhli.ge/help',
      '/support',
      'mailto:help@sakhli.ge',
      'tel:+995322000000',
      '#top',
    ]);
    const box = document.createElement('div');
    box.innerHTML = sanitizeArticle(html);
    for (const link of box.querySelectorAll('a')) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('drops the address of links to another host said as a path, and of plain http elsewhere', () => {
    expect(
      hrefsOf(
        '<a href="/\\evil.example/login">a</a><a href="//evil.example/">b</a>' +
          '<a href="http://evil.example/">c</a><a href="javascript:alert(1)">d</a>',
      ),
    ).toEqual([null, null, null, null]);
  });
});
