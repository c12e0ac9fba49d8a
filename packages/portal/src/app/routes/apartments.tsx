// /apartments (spec §2): apartment list. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const apartmentsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'apartments',
  staticData: { titleKey: 'portal.title.apartments' },
  beforeLoad: requireSignIn,
  component: purposeScreen('apartments'),
});
