// /devices (spec §2): connected devices. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';

export const devicesRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'devices',
    staticData: { titleKey: 'portal.title.devices' },
    beforeLoad: requireSignIn,
    component: lazyScreen(
      () => import('../../features/devices/DevicesScreen'),
      (m) => m.DevicesScreen,
    ),
  }),
  // The device list comes with the screen's code (STYLE.md 13).
  lazyQueries(() => import('../../features/devices/queries')),
  (m, { context }) => m.devicesScreenQueries(context.client),
);
