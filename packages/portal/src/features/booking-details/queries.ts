// What the booking details screen (/bookings/{id}/orders) reads as it opens, for its route loader to
// import lazily: the booking and its services (the orders list). Keep it free of components and
// texts. Both show a failure in place with a retry, so none is toasted too (`errorsInPlace`); an
// unknown booking still answers 404, which the policy sends to /404.
import { bookingQuery, bookingServicesQuery, errorsInPlace, type SakhliClient } from '@sakhli/sdk';

/** The booking itself (spec §3 Booking). */
export function bookingDetailsQuery(client: SakhliClient, bookingId: number) {
  return bookingQuery(errorsInPlace(client), bookingId);
}

/** Its service orders (spec §3 Service order: a services list per booking). */
export function bookingOrdersQuery(client: SakhliClient, bookingId: number) {
  return bookingServicesQuery(errorsInPlace(client), bookingId);
}

/** /bookings/{id}/orders: the booking and its orders, at once. */
export function bookingDetailsScreenQueries(client: SakhliClient, bookingId: number) {
  return [bookingDetailsQuery(client, bookingId), bookingOrdersQuery(client, bookingId)];
}
