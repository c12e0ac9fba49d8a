// Where the wallet's data comes from: the API through the SDK, or — in test mode — sample data in
// memory, so a partner's page makes no call with a session and no action is ever sent.
import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRecommendation,
  exchangePoints,
  loyaltyKeys,
  loyaltyProductsQuery,
  recommendationsQuery,
  walletOfRefusal,
  walletQuery,
  type ExchangeResult,
  type NewRecommendation,
  type PointsEntry,
  type Product,
  type Recommendation,
  type SakhliClient,
  type Wallet,
  type Language,
} from '@sakhli/sdk';

export interface LoyaltySource {
  /** Test mode: sample data, actions explained instead of sent. */
  demo: boolean;
  /** Every query key of this source starts here (invalidate it after a change). */
  root: readonly unknown[];
  wallet: () => { queryKey: readonly unknown[]; queryFn: () => Promise<Wallet> };
  /** Test mode's history rows (the live history is a server list: see historyTable.ts). */
  demoHistory: () => { queryKey: readonly unknown[]; queryFn: () => Promise<PointsEntry[]> };
  products: () => { queryKey: readonly unknown[]; queryFn: () => Promise<Product[]> };
  recommendations: () => {
    queryKey: readonly unknown[];
    queryFn: () => Promise<Recommendation[]>;
  };
  /** Live only: one exchange per key, however often it is sent. */
  exchange: (
    productId: number,
    idempotencyKey: string,
  ) => Promise<ExchangeResult & { message: string | undefined }>;
  /**
   * After an exchange or a recommendation: the history (the table's server list) and the given
   * parts refetch; the caller has already put what the answer told it in the cache.
   */
  refresh: (
    queryClient: QueryClient,
    parts: readonly ('wallet' | 'products' | 'recommendations')[],
  ) => void;
  /** The wallet a refused exchange reported (the balance changed meanwhile), if any. */
  refusedWallet: (error: unknown) => Wallet | undefined;
  /** Live only. */
  recommend: (
    input: NewRecommendation,
  ) => Promise<{ recommendation: Recommendation; message: string | undefined }>;
}

/**
 * The `refresh` of a source whose keys start with `root`: the history's pages live under
 * `[...root, 'history']` (the SDK's `loyaltyHistoryList` declares that key), so no table key is
 * named here.
 */
function refresher(root: readonly unknown[]): LoyaltySource['refresh'] {
  return (queryClient, parts) => {
    void queryClient.invalidateQueries({ queryKey: [...root, 'history'] });
    for (const part of parts) void queryClient.invalidateQueries({ queryKey: [...root, part] });
  };
}

export function liveSource(client: SakhliClient): LoyaltySource {
  return {
    demo: false,
    root: loyaltyKeys.all,
    refresh: refresher(loyaltyKeys.all),
    refusedWallet: walletOfRefusal,
    wallet: () => walletQuery(client),
    demoHistory: () => ({ queryKey: [...loyaltyKeys.all, 'no-demo'], queryFn: async () => [] }),
    products: () => loyaltyProductsQuery(client),
    recommendations: () => recommendationsQuery(client),
    exchange: (productId, idempotencyKey) => exchangePoints(client, productId, { idempotencyKey }),
    recommend: (input) => createRecommendation(client, input),
  };
}

/**
 * Test mode's chunk and the catalog helper it imports, asked for together (one after the other
 * they were two round trips before its texts could be asked for).
 */
export const loadDemoData = () =>
  Promise.all([import('./demoData'), import('../ui/catalogIntl')]).then(([module]) => module);

/** Sample data in `language`, loaded only in test mode (its own chunk), under keys of its own. */
export function demoSource(language: Language): LoyaltySource {
  const root = ['loyalty-demo', language] as const;
  const data = async () => (await loadDemoData()).demoData(language);
  const refuse = () => Promise.reject(new Error('Test mode sends nothing'));
  return {
    demo: true,
    root,
    refresh: refresher(root),
    refusedWallet: () => undefined,
    wallet: () => ({
      queryKey: [...root, 'wallet'],
      queryFn: async () => (await data()).wallet,
    }),
    demoHistory: () => ({
      queryKey: [...root, 'history'],
      queryFn: async () => (await data()).history,
    }),
    products: () => ({
      queryKey: [...root, 'products'],
      queryFn: async () => (await data()).products,
    }),
    recommendations: () => ({
      queryKey: [...root, 'recommendations'],
      queryFn: async () => (await data()).recommendations,
    }),
    exchange: refuse,
    recommend: refuse,
  };
}

export const LoyaltySourceContext = createContext<LoyaltySource | null>(null);

/** The wallet's source; throws the fix when a part renders outside `LoyaltyWallet`. */
export function useLoyaltySource(): LoyaltySource {
  const source = useContext(LoyaltySourceContext);
  if (!source) throw new Error('No loyalty source: render the part inside <LoyaltyWallet>');
  return source;
}
