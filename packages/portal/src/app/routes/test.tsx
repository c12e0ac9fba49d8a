// /test (spec §2): test page — the API check for integrators (docs/api-assumptions.md). Main area:
// needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';

export const testRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'test',
    staticData: { titleKey: 'portal.title.test' },
    beforeLoad: requireSignIn,
    component: lazyScreen(
      () => import('../../features/apiCheck/ApiCheckScreen'),
      (m) => m.ApiCheckScreen,
    ),
  }),
  // Every check starts with the screen's code; each row shows its own state, so the page does not
  // wait for the slowest call.
  lazyQueries(() => import('../../features/apiCheck/queries')),
  (m, { context }) =>
    m.apiCheckQueries(context.client, m.currentRole(context.queryClient, context.session)),
  undefined,
  { wait: false },
);
