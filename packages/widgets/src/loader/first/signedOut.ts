// Whether an element's widget will show its signed-out state: shared by the loader, which does not
// fetch a signed-out view for a page that gave a session, and the painter (views.ts).

/** What the page gave every element (the loader's settings, `configure()`), as far as a view cares. */
export interface PageSettings {
  session?: unknown;
  client?: unknown;
  /** The page's language (the loader's `data-lang`), where an element has no `lang` of its own. */
  language?: string;
  /** The page's API (the loader's `data-api-base`), where an element has no `api-base` of its own. */
  apiBase?: string;
}

/**
 * No session nor client, the element's own (a property set before the upgrade) or the page's: the
 * widget shows "sign in". A session given at all, even one without tokens yet, gets no view: the
 * widget may show the user's data. (An element in test mode has a view of its own: viewId.ts.)
 */
export function signedOut(element: Element, page: PageSettings): boolean {
  const own = element as unknown as PageSettings;
  return [page.session, page.client, own.session, own.client].every((given) => given == null);
}
