// /404 (spec §2): not found. Open to everyone: a signed-out visitor with a wrong link lands here too.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { mainLayoutRoute } from './mainLayout';

export const notFoundRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '404',
  staticData: { titleKey: 'portal.title.notFound' },
  component: lazyScreen(
    () => import('../../features/notFound/NotFoundScreen'),
    (m) => m.NotFoundScreen,
  ),
});
