// The code-based route tree: every route of spec §2, plus activation and logout (spec §4, §7). The
// entry holds the signed-out routes only; the main area's (mainAreaTree.ts) are a chunk of their
// own that joins the tree when an address needs them (mainArea.ts), so /login carries none of them
// (issue 28 §3).
import type { mainAreaTree } from './mainAreaTree';
import { activateRoute } from './routes/activate';
import { authLayoutRoute } from './routes/authLayout';
import { forgotPasswordRoute } from './routes/forgotPassword';
import { indexRoute } from './routes/index';
import { loginRoute } from './routes/login';
import { logoutRoute } from './routes/logout';
import { registrationRoute } from './routes/registration';
import { resetPasswordRoute } from './routes/resetPassword';
import { rootRoute } from './routes/root';
import { termsRoute } from './routes/terms';
import { verificationRoute } from './routes/verification';

const signedOutRoutes = [
  indexRoute,
  authLayoutRoute.addChildren([
    loginRoute,
    registrationRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    verificationRoute,
    termsRoute,
    activateRoute,
    logoutRoute,
  ]),
] as const;

/** The whole tree's type, main area included: links and redirects to any route are typed. */
export type PortalRouteTree = ReturnType<
  typeof rootRoute.addChildren<readonly [...typeof signedOutRoutes, typeof mainAreaTree]>
>;

/** The tree the router is built on; it grows by the main area on first use (mainArea.ts). */
export const routeTree = rootRoute.addChildren([...signedOutRoutes]) as unknown as PortalRouteTree;
