// Where the bench opens each widget on a playground: the page a visitor would land on, so the
// first view is the widget's real first step (the guest booking's e-mail step, a booking-change
// link's decision), not an "incomplete link" state.

/**
 * The playground URL showing `tag` alone (one instance, `?alone`: no second instance a partner might
 * add), on a fixture link's path where the widget reads one; `testMode`: that instance in test mode.
 */
export async function widgetUrl(playgroundUrl, apiBase, tag, { testMode = false } = {}) {
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
  url.searchParams.set('alone', '');
  if (testMode) url.searchParams.set('test-mode', '');
  return url.href;
}

/**
 * Widgets also measured in test mode, on a page of their own: the loyalty wallet's `test-mode`
 * instance shows its demo data (balance, history table), the only content a cold page shows with no
 * session; its first view on the bench's page is the signed-out state.
 */
export const TEST_MODE_TAGS = ['sakhli-loyalty-wallet'];
