// /transactionsApartment (spec §2): finances per apartment. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const transactionsApartmentRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'transactionsApartment',
  staticData: { titleKey: 'portal.title.transactionsApartment' },
  beforeLoad: requireSignIn,
  component: purposeScreen('transactionsApartment'),
});
