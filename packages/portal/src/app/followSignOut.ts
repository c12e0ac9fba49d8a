// Signed out anywhere — another tab's logout or 401 (they share storage), a refused renewal —
// this tab follows: no cached answer stays, and a main-area screen goes to /login.
import { isSignedIn, onSignInChange, type Session } from '@sakhli/sdk';
import type { QueryClient } from '@tanstack/react-query';

/** The part of the router this needs: its state and a re-run of the current routes' guards. */
export interface GuardedRouter {
  readonly state: { readonly status: 'pending' | 'idle' };
  invalidate(): Promise<void>;
}

/**
 * Watches the session's sign-in (its refresh token, which another tab's sign-out clears through
 * the `storage` event). When it ends, the query client is cleared and, once no navigation of
 * this tab's own is under way (its logout and its 401 already go to /login), the current routes'
 * guards run again: a main-area screen goes to /login, a guest or auth screen stays. Returns the
 * unsubscribe.
 */
export function followSignOut(
  session: Session,
  queryClient: QueryClient,
  router: GuardedRouter,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = onSignInChange(session, () => {
    if (session.refreshToken) return; // a new sign-in: SakhliProvider forgets the old answers
    queryClient.clear();
    clearTimeout(timer);
    // After the change that cleared the session has run to its end (a redirect of its own).
    timer = setTimeout(() => {
      if (!isSignedIn(session) && router.state.status === 'idle') void router.invalidate();
    }, 0);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}
