// /payments (spec §2): payments. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const paymentsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'payments',
  staticData: { titleKey: 'portal.title.payments' },
  beforeLoad: requireSignIn,
  component: purposeScreen('payments'),
});
