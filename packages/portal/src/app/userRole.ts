// The signed-in user's role (GET api/users `role`) where a route's loader or a screen needs it to
// choose what to ask for: the loaded user's, else the stored copy's.
import type { QueryClient } from '@tanstack/react-query';
import { userKeys, type Session } from '@sakhli/sdk';
import { roleOf, type Role } from './guards';

/**
 * The loaded user's role, else the stored user's (a reload, while the frame refreshes the user);
 * undefined when neither says.
 */
export function currentRole(
  queryClient: QueryClient,
  session: Pick<Session, 'user'>,
): Role | undefined {
  return roleOf(queryClient.getQueryData(userKeys.current()) ?? session.user);
}
