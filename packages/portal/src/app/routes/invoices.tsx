// /invoices (spec §2): invoices. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const invoicesRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'invoices',
  staticData: { titleKey: 'portal.title.invoices' },
  beforeLoad: requireSignIn,
  component: purposeScreen('invoices'),
});
