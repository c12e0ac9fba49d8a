// The frame of the main area and the guest routes: menu, header, panels (spec §2 Layout). Its own
// chunk, with the quick search and panel: the signed-out screens' first load does without them.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { rootRoute } from './root';

export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: lazyScreen(
    () => import('../layout/AppLayout'),
    (m) => m.AppLayout,
  ),
});
