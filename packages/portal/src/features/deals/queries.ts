// What /deals reads as it opens, for its route loader to import lazily: the table's config
// (columns, filters) and the page of deals the address names — the same options the shared
// DataTable reads (`config="deals"`, `url="api/deals"`), so each is asked for once. Keep it free of
// components and texts. The table shows every failure with its retry, so none is toasted too.
// (When the SDK's list definitions land, `dealsList` replaces the url and the schema here.)
import {
  dealSchema,
  errorsInPlace,
  listQueryOptions,
  tableColumnsQuery,
  tableFiltersQuery,
  type SakhliClient,
} from '@sakhli/sdk';
import { tableListParams, type TableState } from '@sakhli/widgets';

/** The deals table: its config's name and its list's address (docs/api-assumptions.md, Deals). */
export const DEALS_CONFIG = 'deals';
export const DEALS_URL = 'api/deals';

export function dealsScreenQueries(client: SakhliClient, state: TableState) {
  client = errorsInPlace(client);
  return [
    tableColumnsQuery(client, DEALS_CONFIG),
    tableFiltersQuery(client, DEALS_CONFIG),
    listQueryOptions(client, DEALS_URL, dealSchema, tableListParams(state)),
  ];
}
