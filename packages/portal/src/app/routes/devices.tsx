// /devices (spec §2): connected devices. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const devicesRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'devices',
  staticData: { titleKey: 'portal.title.devices' },
  beforeLoad: requireSignIn,
  component: purposeScreen('devices'),
});
