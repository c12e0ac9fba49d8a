// A view of a client for calls made ahead of need (a link's preload, while the pointer rests on
// it): the user has not opened the screen, so its failure neither toasts nor sends anyone to
// not-found. The policy's decision is kept with the error and carried out if the screen is opened
// while the call is still on its way (`actOnDeferredError`); a later call meets the policy itself.
import { isApiError, type ApiError } from './ApiError';
import type { Call } from './call';
import type { SakhliClient } from './createClient';
import { resolveErrorAction, type ErrorAction } from './errorPolicy';

const views = new WeakMap<SakhliClient, SakhliClient>();
const deferred = new WeakMap<ApiError, { action: ErrorAction; client: SakhliClient }>();

/**
 * The decision the call's own owner would have met: a sign-out is carried out now (the session is
 * gone whoever asked), a toast or a not-found is kept for {@link actOnDeferredError}.
 */
function decide(error: unknown, call: Pick<Call, 'errors'>, client: SakhliClient): never {
  if (isApiError(error)) {
    const action = resolveErrorAction(error, call.errors);
    if (action.type === 'sign-out') client.options.onError?.(action, error);
    else if (action.type === 'toast' || action.type === 'not-found') {
      deferred.set(error, { action, client });
    }
  }
  throw error;
}

/**
 * The same client, with the global policy deferred: a 401 still signs out (the session is gone
 * whoever asked), anything else is kept with the error for {@link actOnDeferredError}. One view per
 * client. `errorsInPlace(errorsDeferred(client))`, as a screen's queries wrap the client they are
 * given, keeps both: nothing to toast, and a 404 deferred.
 */
export function errorsDeferred(client: SakhliClient): SakhliClient {
  if (views.has(client)) return views.get(client)!;
  const view: SakhliClient = {
    get options() {
      return client.options;
    },
    headers: (call) => client.headers(call),
    url: (path) => client.url(path),
    renewedSince: (sentWith) => client.renewedSince(sentWith),
    // Sent as the caller's, so the client's policy does nothing; `decide` applies it here.
    request: (call) =>
      client.request({ ...call, errors: 'caller' }).catch((error) => decide(error, call, client)),
    download: (call) =>
      client.download({ ...call, errors: 'caller' }).catch((error) => decide(error, call, client)),
  };
  views.set(client, view);
  views.set(view, view);
  return view;
}

/**
 * Carries out, once, the policy's decision a deferred call kept with its error (the screen it was
 * made for has been opened). Any other error: nothing (its call met the policy already).
 */
export function actOnDeferredError(error: unknown): void {
  if (!isApiError(error)) return;
  const kept = deferred.get(error);
  if (!kept) return;
  deferred.delete(error);
  kept.client.options.onError?.(kept.action, error);
}
