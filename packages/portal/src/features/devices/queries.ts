// What /devices reads as it opens, for its route loader to import lazily: the same options the
// screen (and the quick panel's log) read, so the list is asked for once. Keep it free of components
// and texts. The screen shows a failure with its retry, so it is not toasted too.
import { devicesQuery, errorsInPlace, type SakhliClient } from '@sakhli/sdk';

export function devicesScreenQueries(client: SakhliClient) {
  return [devicesQuery(errorsInPlace(client))];
}
