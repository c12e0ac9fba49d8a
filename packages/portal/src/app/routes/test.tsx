// /test (spec §2): test page. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const testRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'test',
  staticData: { titleKey: 'portal.title.test' },
  beforeLoad: requireSignIn,
  component: purposeScreen('test'),
});
