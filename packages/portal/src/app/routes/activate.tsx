// /activate?access_id=&token= : the e-mailed activation link (spec §7 api/auth/activate).
import { createRoute } from '@tanstack/react-router';
import { activationGuard, searchText } from '../guards';
import { lazyScreen } from '../lazyScreen';
import { authLayoutRoute } from './authLayout';
import { redirectIf } from './redirectIf';

export const activateRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'activate',
  staticData: { titleKey: 'portal.title.activation' },
  validateSearch: (search: Record<string, unknown>): { access_id?: string; token?: string } => ({
    access_id: searchText(search.access_id),
    token: searchText(search.token),
  }),
  // Needed to enter; the screen then keeps the token in memory and strips it from the address
  // bar, which re-matches this route ("stay") without it.
  beforeLoad: ({ search, cause }) => {
    if (cause === 'enter') redirectIf(activationGuard(search));
  },
  component: lazyScreen(
    () => import('../../features/auth/ActivationScreen'),
    (m) => m.ActivationScreen,
  ),
});
