// The option factories of the property and money modules: each key is under its domain's root,
// distinct per parameter, and its queryFn calls the matching endpoint.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createClient, type SakhliClient } from '../client/createClient';
import { recordingFetch } from '../testing/recordingFetch';
import { analyticsKeys, revenueQuery } from './analytics';
import {
  apartmentKeys,
  apartmentQuery,
  apartmentsBillingQuery,
  apartmentsQuery,
} from './apartments';
import { contractKeys, contractsOverdueCountQuery, contractsSummaryQuery } from './contracts';
import { dealKeys, dealQuery, dealsList } from './deals';
import { documentKeys, documentsList } from './documents';
import {
  apartmentTransactionsList,
  financeKeys,
  financeSummaryQuery,
  invoicesList,
  transactionsList,
} from './finance';
import {
  internetTvHistoryQuery,
  internetTvKeys,
  internetTvSubscriptionQuery,
  internetTvTariffsQuery,
  internetTvTotalQuery,
} from './internetTv';
import {
  loyaltyHistoryList,
  loyaltyKeys,
  loyaltyProductsQuery,
  recommendationsQuery,
  walletQuery,
} from './loyalty';
import { listPageQuery } from './lists';
import { paymentKeys, paymentsList } from './payments';
import { calendarQuery, tableColumnsQuery, tableFiltersQuery, tableKeys } from './tables';
import { utilityHistoryQuery, utilityKeys, utilityTotalQuery } from './utilities';

type Options = { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> };
const row = v.object({ id: v.number() });

const cases: [string, (c: SakhliClient) => Options, readonly unknown[], string][] = [
  ['apartments', apartmentsQuery, apartmentKeys.all, '/api/apartments/list'],
  ['billing', apartmentsBillingQuery, apartmentKeys.all, '/api/apartments/billing'],
  ['apartment', (c) => apartmentQuery(c, 101), apartmentKeys.all, '/api/apartments/101'],
  [
    'utility history',
    (c) => utilityHistoryQuery(c, 'water', 101),
    utilityKeys.all,
    '/api/apartments/water/101',
  ],
  [
    'utility total',
    (c) => utilityTotalQuery(c, 'services'),
    utilityKeys.all,
    '/api/apartments/services/total',
  ],
  ['tariffs', internetTvTariffsQuery, internetTvKeys.all, '/api/apartments/internetTv/tariffs'],
  [
    'internetTv total',
    (c) => internetTvTotalQuery(c),
    internetTvKeys.all,
    '/api/apartments/internetTv/total',
  ],
  [
    'subscription',
    (c) => internetTvSubscriptionQuery(c, 101),
    internetTvKeys.all,
    '/api/apartments/internetTv/101/subscription',
  ],
  [
    'internetTv history',
    (c) => internetTvHistoryQuery(c, 101),
    internetTvKeys.all,
    '/api/apartments/internetTv/101',
  ],
  ['payments', (c) => listPageQuery(c, paymentsList), paymentKeys.all, '/api/payments'],
  ['columns', (c) => tableColumnsQuery(c, 'deals'), tableKeys.all, '/api/config/columns/deals'],
  ['filters', (c) => tableFiltersQuery(c, 'deals'), tableKeys.all, '/api/config/filters/deals'],
  [
    'calendar',
    (c) =>
      calendarQuery(c, 'api/cal', row, { dateRange: { from: '2026-01-01', to: '2026-01-31' } }),
    ['calendar'],
    '/api/cal',
  ],
  ['revenue', (c) => revenueQuery(c), analyticsKeys.all, '/api/analytics/revenue'],
  ['documents', (c) => listPageQuery(c, documentsList), documentKeys.all, '/api/documents'],
  ['transactions', (c) => listPageQuery(c, transactionsList), financeKeys.all, '/api/transactions'],
  [
    'apartment transactions',
    (c) => listPageQuery(c, apartmentTransactionsList.of(102)),
    financeKeys.all,
    '/api/transactions/apartment/102',
  ],
  ['invoices', (c) => listPageQuery(c, invoicesList), financeKeys.all, '/api/invoices'],
  ['summary', (c) => financeSummaryQuery(c), financeKeys.all, '/api/finance/summary'],
  ['overdue count', contractsOverdueCountQuery, contractKeys.all, '/api/contracts/overdue_count'],
  ['contracts summary', contractsSummaryQuery, contractKeys.all, '/api/contracts/summary'],
  ['deals', (c) => listPageQuery(c, dealsList), dealKeys.all, '/api/deals'],
  ['deal', (c) => dealQuery(c, 5), dealKeys.all, '/api/deals/5'],
  ['wallet', walletQuery, loyaltyKeys.all, '/api/loyalty/wallet'],
  ['history', (c) => listPageQuery(c, loyaltyHistoryList), loyaltyKeys.all, '/api/loyalty/history'],
  ['products', loyaltyProductsQuery, loyaltyKeys.all, '/api/loyalty/products'],
  ['recommendations', recommendationsQuery, loyaltyKeys.all, '/api/loyalty/recommendations'],
];

describe('property and money query options', () => {
  it.each(cases)(
    '%s: key under its root, queryFn calls the endpoint',
    async (_name, make, root, path) => {
      const rec = recordingFetch();
      const client = createClient({ baseURL: 'http://api.test/', fetch: rec.fetch });
      const options = make(client);
      expect(options.queryKey.slice(0, root.length)).toEqual([...root]);
      await options.queryFn().catch(() => undefined);
      expect(rec.last().url.pathname).toBe(path);
    },
  );

  it('gives different parameters different keys, so caches never mix', () => {
    expect(utilityKeys.history('water', 101)).not.toEqual(utilityKeys.history('electricity', 101));
    expect(transactionsList.keys.page({ page: 1 })).not.toEqual(
      transactionsList.keys.page({ page: 2 }),
    );
    expect(financeKeys.summary()).not.toEqual(financeKeys.summary(101));
    expect(loyaltyHistoryList.keys.page({ filters: { status: 'new' } })).not.toEqual(
      loyaltyHistoryList.keys.page({ filters: { status: 'refuse' } }),
    );
    expect(apartmentTransactionsList.of(101).keys.all).not.toEqual(
      apartmentTransactionsList.of(102).keys.all,
    );
    expect(tableKeys.columns('deals')).not.toEqual(tableKeys.filters('deals'));
  });
});
