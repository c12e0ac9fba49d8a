// The calls of the wallet's first view and of the recommendation form, for a host that starts them
// with its own code (the portal's route loaders): the same options the widget reads, so each call
// is made once.
// An entry of its own (`@sakhli/widgets/queries/loyalty-wallet`): a loader imports it lazily,
// without the widget's code, so keep it free of components and texts.
import {
  countryListQuery,
  errorsInPlace,
  loyaltyProductsQuery,
  recommendationsQuery,
  walletQuery,
  type SakhliClient,
} from '@sakhli/sdk';
import type { TableState } from '../ui/data-table';
import { DEFAULT_COUNTRIES_PATH } from './countriesPath';
import { historyQueryOptions } from './historyTable';

/**
 * What `<LoyaltyWallet historyState={historyState} />` asks for as it opens (not in test mode); the
 * wallet shows their failures itself (`errorsInPlace`), as when it makes the calls.
 */
export function loyaltyWalletQueries(
  client: SakhliClient,
  { historyState }: { historyState?: Partial<TableState> } = {},
) {
  client = errorsInPlace(client);
  return [
    walletQuery(client),
    loyaltyProductsQuery(client),
    historyQueryOptions(client, historyState),
    recommendationsQuery(client),
  ];
}

/** What `<RecommendationForm countriesUrl={countriesUrl} />` asks for: the country list. */
export function recommendationFormQueries(
  client: SakhliClient,
  { countriesUrl }: { countriesUrl?: string } = {},
) {
  return [
    countryListQuery(client, { serviceURL: countriesUrl || client.url(DEFAULT_COUNTRIES_PATH) }),
  ];
}
