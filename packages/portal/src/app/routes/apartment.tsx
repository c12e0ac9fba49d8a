// /apartments/$id (spec §2): apartment details. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const apartmentRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'apartments/$id',
  staticData: { titleKey: 'portal.title.apartment' },
  beforeLoad: requireSignIn,
  component: purposeScreen('apartment'),
});
