// Plain message text with http(s) links made clickable: text nodes only, never HTML, so nothing a
// message contains can run script (issue 6); anything the SDK's link rule refuses stays text.
import type { ReactNode } from 'react';
import { pageAddress, safeLinkOf } from '@sakhli/sdk';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/** Only addresses the SDK's link rule accepts (https:, or this page's origin) become links. */
export function safeHref(candidate: string): string | undefined {
  return safeLinkOf(candidate, pageAddress())?.href;
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
