// The signed-in user's role (GET api/users `role`, docs/api-assumptions.md) where a route's loader
// or a screen needs it before choosing what to ask for.
import type { QueryClient } from '@tanstack/react-query';
import { userKeys, type Session, type User } from '@sakhli/sdk';

export type UserRole = User['role'];

/**
 * The loaded user's role, else the stored copy's (a reload, while the frame refreshes the user);
 * undefined when neither says.
 */
export function roleOf(
  queryClient: QueryClient,
  session: Pick<Session, 'user'>,
): UserRole | undefined {
  const role = queryClient.getQueryData<User>(userKeys.current())?.role ?? session.user?.role;
  return role === 'owner' || role === 'resident' ? role : undefined;
}
