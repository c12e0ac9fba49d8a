// /help (spec §2): help centre (issue 6 mounts the help centre widget here). Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const helpRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'help',
  staticData: { titleKey: 'portal.title.help' },
  beforeLoad: requireSignIn,
  component: purposeScreen('help'),
});
