// What /bookings/{id}/orders reads as it opens — the booking details screen's and, once the booking
// is known to have a key, its keys panel's — as one small query module for the route's loader
// (components and texts stay out of it).
import type { QueryClient } from '@tanstack/react-query';
import type { Booking, SakhliClient } from '@sakhli/sdk';
import {
  bookingDetailsQuery,
  bookingDetailsScreenQueries,
} from '../../features/booking-details/queries';
import { bookingKeyQueries } from '../../features/keys/queries';

/** The booking and its orders, at once. */
export function bookingRouteQueries(client: SakhliClient, bookingId: number) {
  return bookingDetailsScreenQueries(client, bookingId);
}

/**
 * After {@link bookingRouteQueries} settled: a booking with a key starts its keys panel's calls (the
 * apartment's keys, then the door history they point at) before the screen renders; the loader does
 * not wait for them.
 */
export function startBookingKeyQueries(
  queryClient: QueryClient,
  client: SakhliClient,
  bookingId: number,
) {
  const booking = queryClient.getQueryData<Booking>(
    bookingDetailsQuery(client, bookingId).queryKey,
  );
  // A failure is the panel's to show (with its retry): nothing to do here.
  if (!booking?.key_id) return;
  void bookingKeyQueries(queryClient, client, booking.apartment.id, booking.key_id).catch(() => {});
}
