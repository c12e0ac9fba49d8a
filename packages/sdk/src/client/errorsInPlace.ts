// A view of a client for code that shows its calls' failures itself (a list's error state with
// its retry, a refused payment): the global policy stops short of the toast (spec §8).
import type { Call } from './call';
import type { SakhliClient } from './createClient';
import type { ErrorOwner } from './errorPolicy';

const views = new WeakMap<SakhliClient, SakhliClient>();

function owned<C extends Pick<Call, 'errors'>>(call: C): C {
  // A call that names its owner keeps it (`caller` calls own their 401 too).
  const errors: ErrorOwner = call.errors ?? 'in-place';
  return { ...call, errors };
}

/**
 * Who owns a failure of `call` sent through `client` by a path that bypasses `request` (XHR
 * uploads read `client.options.onError` themselves): the call's own owner, else the view's.
 */
export function ownerOf(client: SakhliClient, call: Pick<Call, 'errors'>): ErrorOwner | undefined {
  return call.errors ?? (views.get(client) === client ? 'in-place' : undefined);
}

/**
 * The same client, with calls that name no owner made as `errors: 'in-place'`: a 401 still signs
 * out and a 404 still goes to not-found, but nothing is toasted — the caller shows the failure where
 * it happened. One view per client, so it can key caches and memos like the client itself.
 */
export function errorsInPlace(client: SakhliClient): SakhliClient {
  if (views.has(client)) return views.get(client)!;
  const view: SakhliClient = {
    get options() {
      return client.options;
    },
    headers: (call) => client.headers(call),
    url: (path) => client.url(path),
    renewedSince: (sentWith) => client.renewedSince(sentWith),
    request: (call) => client.request(owned(call)),
    download: (call) => client.download(owned(call)),
  };
  views.set(client, view);
  // A view of a view is the view.
  views.set(view, view);
  return view;
}
