// What /services reads as it opens — the services screen's and the keys panel's — as one small
// query module for the route's loader (components and texts stay out of it).
import type { SakhliClient } from '@sakhli/sdk';
import { keysPanelQueries } from '../../features/keys/queries';
import { servicesScreenQueries, type ServicesChoice } from '../../features/services/queries';

export function servicesRouteQueries(client: SakhliClient, choice: ServicesChoice) {
  return [...servicesScreenQueries(client, choice), ...keysPanelQueries(client, choice.apartment)];
}
