// /apartments/test/$id (spec §2): apartment details, test variant — the same screen, calls and
// rules as /apartments/$id, marked as the test variant (docs/api-assumptions.md "Apartments").
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { tableSearch } from '../tableAddress';
import { mainLayoutRoute } from './mainLayout';
import { requireSignIn } from './define';
import { apartmentQueries, loadApartment, requireApartmentId } from './apartmentLoader';

export const apartmentTestRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'apartments/test/$id',
  staticData: { titleKey: 'portal.title.apartmentTest', queries: apartmentQueries },
  validateSearch: tableSearch(),
  beforeLoad: (options) => {
    requireSignIn(options);
    requireApartmentId(options);
  },
  loader: ({ context, params }) => loadApartment(context, Number(params.id)),
  component: lazyScreen(
    () => import('../../features/apartments/ApartmentScreen'),
    (m) => m.ApartmentTestScreen,
  ),
});
