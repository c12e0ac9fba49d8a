// /logout (spec §4 Logout): clears the user, tokens, resend timer and verified flag, then login.
import { createRoute, redirect } from '@tanstack/react-router';
import { logout } from '@sakhli/sdk';
import { authLayoutRoute } from './authLayout';

export const logoutRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'logout',
  staticData: { titleKey: 'portal.title.logout' },
  beforeLoad: ({ context, preload }) => {
    // The router preloads a link's route on hover and focus: that must not sign anyone out.
    if (preload) return;
    const { route } = logout(context.session);
    // The next user must not see this one's cached data.
    context.queryClient.clear();
    throw redirect({ to: route, replace: true });
  },
});
