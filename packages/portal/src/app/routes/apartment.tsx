// /apartments/$id (spec §2): apartment details — the bills widget and the apartment's bookings.
// Main area: needs the auth-verified flag (spec §6); an id that is not the user's is not found.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazyScreen';
import { tableSearch } from '../tableAddress';
import { mainLayoutRoute } from './mainLayout';
import { requireSignIn } from './define';
import { apartmentQueries, loadApartment, requireApartmentId } from './apartmentLoader';

export const apartmentRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'apartments/$id',
  staticData: { titleKey: 'portal.title.apartment', queries: apartmentQueries },
  // The bookings table's page, sort and filters.
  validateSearch: tableSearch(),
  beforeLoad: (options) => {
    requireSignIn(options);
    requireApartmentId(options);
  },
  loader: ({ context, params }) => loadApartment(context, Number(params.id)),
  component: lazyScreen(
    () => import('../../features/apartments/ApartmentScreen'),
    (m) => m.ApartmentScreen,
  ),
});
