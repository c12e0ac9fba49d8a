// /reset-password (spec §2): needs a `token` query parameter, otherwise redirects to login (spec §6).
import { createRoute } from '@tanstack/react-router';
import { resetPasswordGuard, searchText } from '../guards';
import { lazyScreen } from '../lazyScreen';
import { authLayoutRoute } from './authLayout';
import { redirectIf } from './redirectIf';

export const resetPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'reset-password',
  staticData: { titleKey: 'portal.title.resetPassword' },
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: searchText(search.token),
  }),
  // Needed to enter; the screen then keeps the token in memory and strips it from the address
  // bar, which re-matches this route ("stay") without it.
  beforeLoad: ({ search, cause }) => {
    if (cause === 'enter') redirectIf(resetPasswordGuard(search));
  },
  component: lazyScreen(
    () => import('../../features/auth/ResetPasswordScreen'),
    (m) => m.ResetPasswordScreen,
  ),
});
