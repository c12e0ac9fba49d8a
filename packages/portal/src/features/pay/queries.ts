// What the pay screen reads as it opens, for its route loader to import lazily (a small chunk of its
// own, fetched alongside the screen's): the same options the screen reads, so the call is made once.
import { apartmentsBillingQuery, errorsInPlace, type SakhliClient } from '@sakhli/sdk';

/** What the service owes, per apartment and utility; PayBill shows a failure in place. */
export function payScreenQueries(client: SakhliClient) {
  return [apartmentsBillingQuery(errorsInPlace(client))];
}
