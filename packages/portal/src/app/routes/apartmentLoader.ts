// What /apartments/{id} and its test variant load with their chunk (STYLE.md 13), and the rule that
// an id which is not one of the user's apartments is not found (spec §8: 404 → the not-found page).
import { redirect } from '@tanstack/react-router';
import { lazyQueries, prefetchQueries, type PortalRouterContext } from './define';

/** The screens' query module, for both routes' `staticData.queries` and {@link loadApartment}. */
export const apartmentQueries = lazyQueries(() => import('../../features/apartments/queries'));

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
  const queries = await apartmentQueries.load().catch(() => null);
  // The module did not arrive: the screen's chunk likely failed too, and its error screen shows.
  if (!queries) return;
  const [apartments] = await Promise.all([
    queryClient.ensureQueryData(queries.apartmentsQuery(client)).catch(() => null),
    prefetchQueries(context, queries.apartmentScreenQueries(client, id)),
  ]);
  if (apartments && !apartments.some((apartment) => apartment.id === id)) {
    throw redirect({ to: '/404', replace: true });
  }
}
