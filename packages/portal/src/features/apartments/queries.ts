// What the apartments screens read as they open, for their route loaders to import lazily (a small
// chunk of its own, fetched alongside the screen's): the same options the screens read, so each
// call is made once. Keep it free of components and texts. The screens show every failure in place
// (tables with their retry, the bills widget), so none is toasted too (`errorsInPlace`).
import {
  apartmentBookingsQuery,
  apartmentsBillingQuery,
  apartmentsQuery as sdkApartmentsQuery,
  errorsInPlace,
  tableColumnsQuery,
  tableFiltersQuery,
  type SakhliClient,
} from '@sakhli/sdk';

/** The user's apartments (the loader of /apartments/{id} also learns from it whether the id is theirs). */
export function apartmentsQuery(client: SakhliClient) {
  return sdkApartmentsQuery(errorsInPlace(client));
}

/** /apartments: the user's apartments and their billing summary. */
export function apartmentsScreenQueries(client: SakhliClient) {
  return [apartmentsQuery(client), apartmentsBillingQuery(errorsInPlace(client))];
}

/**
 * /apartments/{id} besides the apartments list (which says whether the id is the user's, see the
 * route's loader): the billing the bills widget shows, the apartment's bookings and the bookings
 * table's columns and filters.
 */
export function apartmentScreenQueries(client: SakhliClient, id: number) {
  client = errorsInPlace(client);
  return [
    apartmentsBillingQuery(client),
    apartmentBookingsQuery(client, id),
    tableColumnsQuery(client, 'bookings'),
    tableFiltersQuery(client, 'bookings'),
  ];
}
