// The one check before a browser is sent anywhere the server named (search results, article and
// notification links, payment pages): same-origin or `https:`, nothing else (issue 16 §4).

/** A server-given address that may be opened. */
export interface SafeLink {
  /** The absolute address. */
  href: string;
  /** On the page's own origin: an app may route to `path` instead of loading the page. */
  sameOrigin: boolean;
  /** `pathname + search + hash` (for same-origin links, what a router takes). */
  path: string;
}

// A path that a browser reads as another host: `//evil`, `/\evil`, `\\evil`, `\/evil`.
const HOST_RELATIVE = /^[/\\]{2}/;
// Tabs and newlines are dropped by the URL parser (`java\tscript:`); other controls are never ours.
// eslint-disable-next-line no-control-regex -- these are exactly the characters refused.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * `url` resolved against `base` (the page's address) when it is safe to open: a path or address
 * on `base`'s origin, or any `https:` address. `javascript:`, `data:`, `http:` elsewhere, and a
 * path starting with `//` or `/\` (another host, said as a path) give `undefined`.
 *
 * @example safeLinkOf('/bookings/7', location.href) // { sameOrigin: true, path: '/bookings/7', … }
 */
export function safeLinkOf(url: unknown, base: string): SafeLink | undefined {
  if (typeof url !== 'string') return undefined;
  const text = url.trim();
  if (!text || CONTROL.test(text) || HOST_RELATIVE.test(text)) return undefined;
  let resolved: URL;
  let origin: string;
  try {
    origin = new URL(base).origin;
    resolved = new URL(text, base);
  } catch {
    return undefined;
  }
  // Credentials in a link (`https://bank.ge@evil/`) only serve to mislead the reader.
  if (resolved.username || resolved.password) return undefined;
  const sameOrigin = origin !== 'null' && resolved.origin === origin;
  if (!sameOrigin && resolved.protocol !== 'https:') return undefined;
  return {
    href: resolved.href,
    sameOrigin,
    path: `${resolved.pathname}${resolved.search}${resolved.hash}`,
  };
}

/** The page's own address, the base a server-given path is read against. */
export function pageAddress(): string {
  return typeof location !== 'undefined' && location.origin !== 'null'
    ? location.href
    : 'http://localhost/';
}
