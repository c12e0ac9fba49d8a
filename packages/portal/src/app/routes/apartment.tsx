// /apartments/$id (spec §2): apartment details — the bills widget and the apartment's bookings.
// Main area: needs the auth-verified flag (spec §6); an id that is not the user's is not found.
import { apartmentScreenRoute } from './apartmentScreenRoute';

export const apartmentRoute = apartmentScreenRoute('apartments/$id', 'regular');
