// /verification (spec §2): the two-factor step; only with both tokens stored, else login (spec §6).
import { createRoute } from '@tanstack/react-router';
import { verificationGuard } from '../guards';
import { lazyScreen } from '../lazyScreen';
import { authLayoutRoute } from './authLayout';
import { redirectIf } from './redirectIf';

export const verificationRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'verification',
  staticData: { titleKey: 'portal.title.verification' },
  beforeLoad: ({ context }) => redirectIf(verificationGuard(context.session)),
  component: lazyScreen(
    () => import('../../features/auth/VerificationScreen'),
    (m) => m.VerificationScreen,
  ),
});
