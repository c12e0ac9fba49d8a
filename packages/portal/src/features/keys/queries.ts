// What the digital keys panel reads as it opens, for a route loader to import lazily: the same
// options the panel reads, so each call is made once. The panel shows failures in place.
import { errorsInPlace, keyCalendarQuery, keyCountQuery, type SakhliClient } from '@sakhli/sdk';

/** The keys count (all apartments) and, with an apartment, its keys with their last opening. */
export function keysPanelQueries(client: SakhliClient, apartmentId?: number) {
  client = errorsInPlace(client);
  return [keyCountQuery(client), ...(apartmentId ? [keyCalendarQuery(client, apartmentId)] : [])];
}
