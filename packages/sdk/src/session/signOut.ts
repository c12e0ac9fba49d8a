// spec §4 Logout, ended on the server as well: the tokens stop working, not only this browser's copy.
import type { SakhliClient } from '../client/createClient';
import { revokeSession } from '../api/auth';
import type { Session } from './createSession';
import { logout, type LOGIN_ROUTE } from './transitions';

export interface SignOutResult {
  route: typeof LOGIN_ROUTE;
  /**
   * Settles once the server answered: true when it ended the sign-in, false when it could not be
   * asked (no network, an API without `POST api/auth/logout`). Never rejects.
   */
  revoked: Promise<boolean>;
}

/**
 * Logs out at once (spec §4: user, tokens, resend timer and verified flag cleared; other tabs
 * follow through storage) and asks the server to end the sign-in with the pair just cleared.
 * The local logout never waits for the server and does not depend on its answer.
 */
export function signOut(session: Session, client: SakhliClient): SignOutResult {
  const tokens = { accessToken: session.accessToken, refreshToken: session.refreshToken };
  const { route } = logout(session);
  const revoked =
    tokens.accessToken || tokens.refreshToken
      ? revokeSession(client, tokens).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
  return { route, revoked };
}
