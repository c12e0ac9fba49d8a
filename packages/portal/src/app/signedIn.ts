// `enabled` for a screen's own queries of the signed-in user's data: a screen still showing while the
// user signs out (the cache is cleared under it) asks nothing again without tokens.
import { isSignedIn } from '@sakhli/sdk';
import { usePortal } from './portalContext';

/** Read at fetch time, so a sign-out in between is seen. */
export function useSignedIn(): () => boolean {
  const { session } = usePortal();
  return () => isSignedIn(session);
}
