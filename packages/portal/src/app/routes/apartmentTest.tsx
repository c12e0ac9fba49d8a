// /apartments/test/$id (spec §2): apartment details, test variant — the same screen, calls and
// rules as /apartments/$id, marked as the test variant (docs/api-assumptions.md "Apartments").
import { apartmentScreenRoute } from './apartmentScreenRoute';

export const apartmentTestRoute = apartmentScreenRoute('apartments/test/$id', 'test');
