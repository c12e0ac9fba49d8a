// After a 401 the cached answers of the signed-out user leave the query cache (issue 16 §3)
// without pulling the rug from the screens still showing the error: what nothing watches goes at
// once, the rest as soon as its screen lets go of it; a later success means a session again.
import type { QueryClient } from '@tanstack/react-query';

export interface SignedOutCache {
  /** The API ended the sign-in. */
  signedOut(): void;
  /** Stops following the cache. */
  dispose(): void;
}

export function followSignOut(queryClient: QueryClient): SignedOutCache {
  const cache = queryClient.getQueryCache();
  let ended = false;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') ended = false;
    else if (ended && event.type === 'observerRemoved' && event.query.getObserversCount() === 0) {
      cache.remove(event.query);
    }
  });
  return {
    signedOut() {
      ended = true;
      for (const query of cache.getAll()) {
        if (query.getObserversCount() === 0) cache.remove(query);
      }
    },
    dispose: unsubscribe,
  };
}

/**
 * Another sign-in: what nothing shows leaves the cache, and what a screen shows is reset (its old
 * data dropped) and fetched again with the new tokens. Signed out (no tokens left), it is only
 * reset: asking again without tokens would be a call made for nothing (and a 401).
 */
export function forgetSignIn(queryClient: QueryClient, signedIn = true): void {
  queryClient.removeQueries({ type: 'inactive' });
  if (signedIn) void queryClient.resetQueries();
  else for (const query of queryClient.getQueryCache().findAll({ type: 'active' })) query.reset();
}
