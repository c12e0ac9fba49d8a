// What /apartments/{id} and its test variant load with their chunk (STYLE.md 13), and the rule that
// an id which is not one of the user's apartments is not found (spec §8: 404 → the not-found page).
import { redirect } from '@tanstack/react-router';
import {
  apartmentBookingsQuery,
  apartmentsBillingQuery,
  apartmentsQuery,
  tableColumnsQuery,
  tableFiltersQuery,
} from '@sakhli/sdk';
import { prefetchQueries, type PortalRouterContext } from './define';

/** `1`…: an apartment id as the address writes it; anything else names no apartment. */
export function isApartmentId(id: string): boolean {
  return /^[1-9]\d{0,11}$/.test(id);
}

/** `beforeLoad` part: a path that cannot be an apartment id goes to /404 at once. */
export function requireApartmentId({ params }: { params: { id: string } }): void {
  if (!isApartmentId(params.id)) throw redirect({ to: '/404', replace: true });
}

/**
 * Every call of the screen at once: the user's apartments (which also say whether the id is
 * theirs), the billing the widget shows, the apartment's bookings and the bookings table config.
 * An id outside the user's apartments goes to /404 (its bookings call answers 404 too, which the
 * error policy sends there as well).
 */
export async function loadApartment(
  context: Pick<PortalRouterContext, 'queryClient' | 'client'>,
  id: number,
): Promise<void> {
  const { client, queryClient } = context;
  const [apartments] = await Promise.all([
    queryClient.ensureQueryData(apartmentsQuery(client)).catch(() => null),
    prefetchQueries(context, [
      apartmentsBillingQuery(client),
      apartmentBookingsQuery(client, id),
      tableColumnsQuery(client, 'bookings'),
      tableFiltersQuery(client, 'bookings'),
    ]),
  ]);
  if (apartments && !apartments.some((apartment) => apartment.id === id)) {
    throw redirect({ to: '/404', replace: true });
  }
}
