// Loyalty (spec §3, §4, §7): points wallet, history by status, products, recommendations, exchange.
import * as v from 'valibot';
import type { Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import type { WriteOptions } from '../client/idempotency';
import { getList, type ListParams } from './tables';

/** spec §3: the point kinds of the wallet. `available` = confirmed − spent. */
export const walletSchema = v.object({
  confirmed: v.number(),
  unconfirmed: v.number(),
  available: v.number(),
  spent: v.number(),
});
export type Wallet = v.InferOutput<typeof walletSchema>;

/** spec §4: the status filter of the history; `all` sends no filter. */
export const pointStatuses = ['in_process', 'new', 'purchase', 'refuse'] as const;
export type PointStatus = (typeof pointStatuses)[number];
export type PointStatusFilter = 'all' | PointStatus;

export const pointsEntrySchema = v.object({
  id: v.number(),
  date: v.string(),
  title: v.string(),
  /** Positive for earnings, negative for purchases. */
  points: v.number(),
  status: v.picklist(pointStatuses),
});
export type PointsEntry = v.InferOutput<typeof pointsEntrySchema>;

export const productSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  points: v.number(),
  stock: v.number(),
});
export type Product = v.InferOutput<typeof productSchema>;

export const recommendationSchema = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.string(),
  email: v.nullable(v.string()),
  comment: v.nullable(v.string()),
  status: v.picklist(pointStatuses),
  /** Points the recommendation earns once confirmed. */
  points: v.number(),
  created_at: v.string(),
});
export type Recommendation = v.InferOutput<typeof recommendationSchema>;

export const exchangeResultSchema = v.object({ wallet: walletSchema, entry: pointsEntrySchema });
export type ExchangeResult = v.InferOutput<typeof exchangeResultSchema>;

/** The /loyalty/new-recommendation form. */
export interface NewRecommendation {
  name: string;
  phone: string;
  email?: string;
  comment?: string;
}

export interface LoyaltyHistoryParams extends Omit<ListParams, 'filters'> {
  status?: PointStatusFilter;
}

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  wallet: () => [...loyaltyKeys.all, 'wallet'] as const,
  history: (params: LoyaltyHistoryParams = {}) => [...loyaltyKeys.all, 'history', params] as const,
  products: () => [...loyaltyKeys.all, 'products'] as const,
  recommendations: () => [...loyaltyKeys.all, 'recommendations'] as const,
};

export async function getWallet(client: SakhliClient): Promise<Wallet> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/loyalty/wallet',
    schema: walletSchema,
  });
  return data;
}

export function walletQuery(client: SakhliClient) {
  return { queryKey: loyaltyKeys.wallet(), queryFn: () => getWallet(client) };
}

export function getLoyaltyHistory(
  client: SakhliClient,
  { status, ...params }: LoyaltyHistoryParams = {},
): Promise<Page<PointsEntry>> {
  return getList(client, 'api/loyalty/history', pointsEntrySchema, {
    ...params,
    filters: { status: status === 'all' ? undefined : status },
  });
}

export function loyaltyHistoryQuery(client: SakhliClient, params: LoyaltyHistoryParams = {}) {
  return {
    queryKey: loyaltyKeys.history(params),
    queryFn: () => getLoyaltyHistory(client, params),
  };
}

export async function getLoyaltyProducts(client: SakhliClient): Promise<Product[]> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/loyalty/products',
    schema: v.array(productSchema),
  });
  return data;
}

export function loyaltyProductsQuery(client: SakhliClient) {
  return { queryKey: loyaltyKeys.products(), queryFn: () => getLoyaltyProducts(client) };
}

export async function getRecommendations(client: SakhliClient): Promise<Recommendation[]> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/loyalty/recommendations',
    schema: v.array(recommendationSchema),
  });
  return data;
}

export function recommendationsQuery(client: SakhliClient) {
  return { queryKey: loyaltyKeys.recommendations(), queryFn: () => getRecommendations(client) };
}

/** Creates a recommendation; its points stay unconfirmed (`in_process`) until the group confirms. */
export async function createRecommendation(
  client: SakhliClient,
  recommendation: NewRecommendation,
): Promise<{ recommendation: Recommendation; message: string | undefined }> {
  const { data, message } = await client.request({
    method: 'POST',
    path: 'api/loyalty/recommendations',
    body: recommendation,
    schema: recommendationSchema,
  });
  return { recommendation: data, message };
}

/**
 * Buys a product with points; refused (422) when available points are short. Retries of one
 * exchange pass the same `idempotencyKey`, so points are spent once.
 */
export async function exchangePoints(
  client: SakhliClient,
  productId: number,
  options: WriteOptions = {},
): Promise<ExchangeResult & { message: string | undefined }> {
  const { data, message } = await client.request({
    method: 'POST',
    path: `api/loyalty/exchange_points/${productId}`,
    schema: exchangeResultSchema,
    idempotencyKey: options.idempotencyKey,
  });
  return { ...data, message };
}
