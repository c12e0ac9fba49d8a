// The calls of the apartment bills widget's first view, for a host that starts them with its own
// code (the portal's route loader): the same options the widget reads, so each call is made once.
// An entry of its own (`@sakhli/widgets/queries/apartment-bills`): a loader imports it lazily,
// without the widget's code, so keep it free of components and texts.
import {
  apartmentQuery,
  apartmentsBillingQuery,
  apartmentsQuery,
  errorsInPlace,
  financeSummaryQuery,
  internetTvTotalQuery,
  utilityHistoryQuery,
  utilityTotalQuery,
  type SakhliClient,
} from '@sakhli/sdk';

/** Two years of bills: enough for the chart to compare this winter with the last. */
export const HISTORY_MONTHS = 24;

/**
 * The queries `<ApartmentBills apartmentId={apartmentId} />` makes as it opens on the electricity
 * tab: the list and billing (picker, pay form), and for the apartment its finance summary, the four
 * totals, its codes and the electricity history. Without an id, only the list and billing. Their
 * failures are the widget's to show (`errorsInPlace`), as when it makes the calls itself — but the
 * codes', which it shows nowhere.
 */
export function apartmentBillsQueries(
  client: SakhliClient,
  { apartmentId }: { apartmentId?: number } = {},
) {
  // The widget shows these failures itself (error state, retry), whoever starts the call — all but
  // the codes (apartmentQuery), which it shows nowhere: those keep the policy's toast.
  const codes = client;
  client = errorsInPlace(client);
  const always = [apartmentsQuery(client), apartmentsBillingQuery(client)];
  if (apartmentId === undefined) return always;
  const one = { apartment_id: apartmentId };
  return [
    ...always,
    financeSummaryQuery(client, apartmentId),
    utilityTotalQuery(client, 'electricity', one),
    utilityTotalQuery(client, 'water', one),
    utilityTotalQuery(client, 'services', one),
    internetTvTotalQuery(client, one),
    apartmentQuery(codes, apartmentId),
    utilityHistoryQuery(client, 'electricity', apartmentId, { perPage: HISTORY_MONTHS }),
  ];
}
