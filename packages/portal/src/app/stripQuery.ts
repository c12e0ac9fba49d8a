// Secrets in the address bar (reset and activation tokens) are read once, then removed from it.

/**
 * Replaces the current history entry's URL with the same path and no query, keeping the router's
 * history state, so the token does not stay in the address bar, the history or a bookmark.
 */
export function stripQueryFromAddressBar(win: Pick<Window, 'history' | 'location'> = window): void {
  const { pathname, hash } = win.location;
  win.history.replaceState(win.history.state, '', `${pathname}${hash}`);
}
