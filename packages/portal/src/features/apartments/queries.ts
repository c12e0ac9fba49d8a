// What the apartments screens read as they open, for their route loaders to import lazily (a small
// chunk of its own, fetched alongside the screen's): the same options the screens read, so each
// call is made once. Keep it free of components and texts. The screens show every failure in place
// (tables with their retry, the bills widget), so none is toasted too (`errorsInPlace`) but the
// bills' apartment codes, as in the widget.
import {
  apartmentsBillingQuery,
  apartmentsQuery as sdkApartmentsQuery,
  bookingsList,
  errorsInPlace,
  type SakhliClient,
} from '@sakhli/sdk';
import { apartmentBillsQueries } from '@sakhli/widgets/queries/apartment-bills';
import { tableQueryOptions } from '@sakhli/widgets/queries/table';
import { tableStateOf } from '../../app/tableAddress';
import { OWNER_ONLY, roleAllows, roleOf } from '../../app/guards';

/**
 * docs/security.md "Roles": an apartment's bookings (its guests, by name and price) are the owner's;
 * a resident's apartment page has no bookings section and asks for none of it.
 */
export function seesApartmentBookings(user: unknown): boolean {
  return roleAllows(roleOf(user), OWNER_ONLY);
}

/** The user's apartments (the loader of /apartments/{id} also learns from it whether the id is theirs). */
export function apartmentsQuery(client: SakhliClient) {
  return sdkApartmentsQuery(errorsInPlace(client));
}

/** /apartments: the user's apartments and their billing summary. */
export function apartmentsScreenQueries(client: SakhliClient) {
  return [apartmentsQuery(client), apartmentsBillingQuery(errorsInPlace(client))];
}

/**
 * /apartments/{id}: the bills widget's first view (the list, which also says whether the id is the
 * user's — see the route's loader —, billing, the apartment's summary, totals, codes and electricity
 * history: without them here the widget would ask for the apartment's only once the list and billing
 * had answered) and, for an owner ({@link seesApartmentBookings}), the apartment's bookings table
 * (its config and the page in the address).
 */
export function apartmentScreenQueries(
  client: SakhliClient,
  id: number,
  user: unknown,
  search: Record<string, unknown> = {},
) {
  // The widget's own list keeps the codes' toast (it shows their failure nowhere).
  const bills = apartmentBillsQueries(client, { apartmentId: id });
  if (!seesApartmentBookings(user)) return bills;
  const bookings = tableStateOf(search, { list: bookingsList });
  return [...bills, ...tableQueryOptions(client, bookingsList, bookings, bookingsOfApartment(id))];
}

/** The bookings table of one apartment: the list's filter fixed to it. */
export function bookingsOfApartment(id: number) {
  return { fixedFilters: { apartment_id: id } };
}
