// /reset-password (spec §2): needs a `token` query parameter, otherwise redirects to login (spec §6).
import { createRoute } from '@tanstack/react-router';
import { resetPasswordGuard, searchText } from '../guards';
import { lazyScreen } from '../lazyScreen';
import { authLayoutRoute } from './authLayout';
import { redirectIf } from './define';

export const resetPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'reset-password',
  staticData: { titleKey: 'portal.title.resetPassword' },
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: searchText(search.token),
  }),
  beforeLoad: ({ search }) => redirectIf(resetPasswordGuard(search)),
  component: lazyScreen(
    () => import('../../features/auth/ResetPasswordScreen'),
    (m) => m.ResetPasswordScreen,
  ),
});
