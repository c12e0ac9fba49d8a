// /apartments/test/$id (spec §2): apartment details, test variant. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const apartmentTestRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'apartments/test/$id',
  staticData: { titleKey: 'portal.title.apartmentTest' },
  beforeLoad: requireSignIn,
  component: purposeScreen('apartmentTest', { purpose: 'apartment' }),
});
