// The frame of the auth area (spec §2: no login needed): a centred card with the language switcher.
import { createRoute } from '@tanstack/react-router';
import { AuthLayout } from '../layout/AuthLayout';
import { rootRoute } from './root';

export const authLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  component: AuthLayout,
});
