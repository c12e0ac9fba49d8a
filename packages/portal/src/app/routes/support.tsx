// /support (spec §2): support tickets (issue 6 mounts the ticket chat widget here). Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const supportRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'support',
  staticData: { titleKey: 'portal.title.support' },
  beforeLoad: requireSignIn,
  component: purposeScreen('support'),
});
