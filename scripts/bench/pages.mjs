// Where the bench opens each widget on a playground: the page a visitor would land on, so the
// first view is the widget's real first step (the guest booking's e-mail step, a booking-change
// link's decision), not an "incomplete link" state.

/** The playground URL showing `tag` alone, on a fixture link's path where the widget reads one. */
export async function widgetUrl(playgroundUrl, apiBase, tag) {
  const url = new URL(playgroundUrl);
  if (tag === 'sakhli-booking-change') {
    const fixtures = await (await fetch(new URL('__demo/fixtures', apiBase))).json();
    const link = fixtures.bookingChangeLinks?.[0];
    if (link) {
      const from = new URL(link.url);
      url.pathname = from.pathname;
      url.search = from.search;
    }
  }
  url.searchParams.set('only', tag);
  return url.href;
}
