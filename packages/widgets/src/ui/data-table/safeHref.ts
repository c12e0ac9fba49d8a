// Where a table's file link may point: our own origin or https: (never javascript:, data:, http: elsewhere).

/** The absolute address when it is same-origin or `https:`; `null` otherwise. */
export function safeHref(
  href: string,
  base: string = globalThis.location?.href ?? '',
): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  const here = base ? new URL(base).origin : null;
  if (url.protocol === 'https:' || (here !== null && url.origin === here)) return url.href;
  return null;
}
