// The frame of the main area and the guest routes: menu, header, panels (spec §2 Layout).
import { createRoute } from '@tanstack/react-router';
import { AppLayout } from '../layout/AppLayout';
import { rootRoute } from './root';

export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: AppLayout,
});
