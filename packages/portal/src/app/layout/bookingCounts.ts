// The menu's booking badges (issue 25 item 2): how many bookings are new (waiting for the host) and
// how many are current (guests in the house today). The layout's loader starts them with the
// frame's other data; a failure shows no badge and sends nowhere (a badge is no screen: a resident
// without bookings, a 403, a 404 must not leave the page the user opened).
import { currentBookingsCountQuery, newBookingsCountQuery, type SakhliClient } from '@sakhli/sdk';

const quiet = new WeakMap<SakhliClient, SakhliClient>();

/** The same client, its calls' failures left to the caller (here: no badge). */
function quietClient(client: SakhliClient): SakhliClient {
  let view = quiet.get(client);
  if (!view) {
    // Everything else (headers, url, options, …) is the client's own, however the client grows.
    const request: SakhliClient['request'] = (call) =>
      client.request({ ...call, errors: call.errors ?? 'caller' });
    const download: SakhliClient['download'] = (call) =>
      client.download({ ...call, errors: call.errors ?? 'caller' });
    view = Object.assign(Object.create(client) as SakhliClient, { request, download });
    quiet.set(client, view);
  }
  return view;
}

/** The new and current bookings counts, as the menu reads them. */
export function bookingCountQueries(client: SakhliClient) {
  const view = quietClient(client);
  return { new: newBookingsCountQuery(view), current: currentBookingsCountQuery(view) };
}
