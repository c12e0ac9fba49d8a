// What the money screens read beside their tables, for their route loaders to import lazily (a
// small chunk of its own): the same options the screens read, so each call is made once. Failures
// show in place (the balance's and the dues' own error with retry), not as toasts.
import {
  apartmentsBillingQuery,
  apartmentsQuery,
  errorsInPlace,
  financeSummaryQuery,
  type SakhliClient,
} from '@sakhli/sdk';

/** /transactions and /payments: the balance of every apartment and what each owes. */
export function moneyQueries(client: SakhliClient) {
  const inPlace = errorsInPlace(client);
  return [financeSummaryQuery(inPlace), apartmentsBillingQuery(inPlace)];
}

/** /transactionsApartment: the user's apartments (the picker), the apartment's balance and dues. */
export function apartmentMoneyQueries(client: SakhliClient, apartmentId: number | undefined) {
  const inPlace = errorsInPlace(client);
  return [
    apartmentsQuery(inPlace),
    apartmentsBillingQuery(inPlace),
    ...(apartmentId === undefined ? [] : [financeSummaryQuery(inPlace, apartmentId)]),
  ];
}
