// Plain message text with http(s) links made clickable: text nodes only, never HTML, so nothing a
// message contains can run script (issue 6); any other scheme stays text.
import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/** Only absolute http(s) URLs that the URL parser accepts become links. */
export function safeHref(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Splits text into strings and safe links (new tab, no opener, no referrer). */
export function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let found = match[0];
    const tail = TRAILING.exec(found)?.[0] ?? '';
    found = found.slice(0, found.length - tail.length);
    const href = safeHref(found);
    if (!href) continue;
    if (start > last) out.push(text.slice(last, start));
    out.push(
      <a key={start} href={href} target="_blank" rel="noopener noreferrer">
        {found}
      </a>,
    );
    last = start + found.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
