// What the digital keys panel reads as it opens, for a route loader to import lazily: the same
// options the panel reads, so each call is made once. The panel shows failures in place.
import type { QueryClient } from '@tanstack/react-query';
import {
  doorHistoryQuery,
  errorsInPlace,
  keyCalendarQuery,
  keyCountQuery,
  tbilisiToday,
  type KeyEvent,
  type SakhliClient,
} from '@sakhli/sdk';

/** The keys count (all apartments) and, with an apartment, its keys with their last opening. */
export function keysPanelQueries(client: SakhliClient, apartmentId?: number) {
  client = errorsInPlace(client);
  return [keyCountQuery(client), ...(apartmentId ? [keyCalendarQuery(client, apartmentId)] : [])];
}

/**
 * The keys the panel lists: one booking's key when given (whatever its status), else the active
 * and paused ones (spec §3: an expired key opens nothing any more).
 */
export function shownKeys(keys: readonly KeyEvent[], keyId?: number): KeyEvent[] {
  return keys.filter((k) => (keyId ? k.id === keyId : k.status !== 'expired'));
}

/** The history opens on the day of the latest opening (else today in Tbilisi): a day with entries. */
export function firstHistoryDay(keys: readonly KeyEvent[], now: number = Date.now()): string {
  const latest = keys
    .map((k) => k.last_opened_at)
    .filter((at): at is string => !!at)
    .sort()
    .at(-1);
  return tbilisiToday(latest ? Date.parse(latest) : now);
}

/**
 * The panel of one booking's key (the booking's page): the apartment's keys, then the door history
 * of the day it opens on. Started by the route once the booking is known to have a key.
 */
export async function bookingKeyQueries(
  queryClient: QueryClient,
  client: SakhliClient,
  apartmentId: number,
  keyId: number,
): Promise<void> {
  client = errorsInPlace(client);
  const keys = await queryClient.ensureQueryData(keyCalendarQuery(client, apartmentId));
  const day = firstHistoryDay(shownKeys(keys, keyId));
  await queryClient.prefetchQuery(doorHistoryQuery(client, apartmentId, day));
}
