// /terms (spec §2 auth area, no login needed).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { authLayoutRoute } from './authLayout';

export const termsRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'terms',
  staticData: { titleKey: 'portal.title.terms' },
  component: lazyScreen(
    () => import('../../features/auth/TermsScreen'),
    (m) => m.TermsScreen,
  ),
});
