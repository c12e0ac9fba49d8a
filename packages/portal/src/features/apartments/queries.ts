// What the apartments screens read as they open, for their route loaders to import lazily (a small
// chunk of its own, fetched alongside the screen's): the same options the screens read, so each
// call is made once. Keep it free of components and texts.
import {
  apartmentBookingsQuery,
  apartmentsBillingQuery,
  apartmentsQuery,
  tableColumnsQuery,
  tableFiltersQuery,
  type SakhliClient,
} from '@sakhli/sdk';

export { apartmentsQuery };

/** /apartments: the user's apartments and their billing summary. */
export function apartmentsScreenQueries(client: SakhliClient) {
  return [apartmentsQuery(client), apartmentsBillingQuery(client)];
}

/**
 * /apartments/{id} besides the apartments list (which says whether the id is the user's, see the
 * route's loader): the billing the bills widget shows, the apartment's bookings and the bookings
 * table's columns and filters.
 */
export function apartmentScreenQueries(client: SakhliClient, id: number) {
  return [
    apartmentsBillingQuery(client),
    apartmentBookingsQuery(client, id),
    tableColumnsQuery(client, 'bookings'),
    tableFiltersQuery(client, 'bookings'),
  ];
}
