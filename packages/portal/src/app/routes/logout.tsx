// /logout (spec §4 Logout): clears the user, tokens, resend timer and verified flag, then login;
// the server ends the sign-in too (POST api/auth/logout), without the user waiting for it.
import { createRoute, redirect } from '@tanstack/react-router';
import { signOut } from '@sakhli/sdk';
import { authLayoutRoute } from './authLayout';

export const logoutRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'logout',
  staticData: { titleKey: 'portal.title.logout' },
  beforeLoad: ({ context, preload }) => {
    // The router preloads a link's route on hover and focus: that must not sign anyone out.
    if (preload) return;
    // Cleared here at once, whatever the server answers (an API without the call, no network).
    const { route } = signOut(context.session, context.client);
    // The next user must not see this one's cached data.
    context.queryClient.clear();
    throw redirect({ to: route, replace: true });
  },
});
