// /transactions (spec §2): finances. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const transactionsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'transactions',
  staticData: { titleKey: 'portal.title.transactions' },
  beforeLoad: requireSignIn,
  component: purposeScreen('transactions'),
});
