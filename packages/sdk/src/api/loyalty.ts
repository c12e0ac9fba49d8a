// Loyalty (spec §3, §4, §7): points wallet, history by status, products, recommendations, exchange.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import type { WriteOptions } from '../client/idempotency';
import { defineList } from './lists';

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
  /** The product's picture: a path on our API or an absolute `http(s)` URL; `null` when it has none. */
  image: v.optional(v.nullable(v.string()), null),
});
export type Product = v.InferOutput<typeof productSchema>;

export const recommendationSchema = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.string(),
  email: v.nullable(v.string()),
  comment: v.nullable(v.string()),
  /** The country they live in: an alpha-2 code from the country list, or free text when it was down. */
  country: v.optional(v.nullable(v.string()), null),
  status: v.picklist(pointStatuses),
  /** Points the recommendation earns once confirmed. */
  points: v.number(),
  created_at: v.string(),
});
export type Recommendation = v.InferOutput<typeof recommendationSchema>;

export const exchangeResultSchema = v.object({ wallet: walletSchema, entry: pointsEntrySchema });
export type ExchangeResult = v.InferOutput<typeof exchangeResultSchema>;

/** A refused exchange's body (422 `{ message, data: { wallet } }`): the wallet as it is now. */
const refusedExchangeSchema = v.looseObject({ data: v.looseObject({ wallet: walletSchema }) });

/** The wallet a refused exchange reported (points short: the balance changed meanwhile), if any. */
export function walletOfRefusal(error: unknown): Wallet | undefined {
  const body = (error as { data?: unknown } | null)?.data;
  const parsed = v.safeParse(refusedExchangeSchema, body);
  return parsed.success ? parsed.output.data.wallet : undefined;
}

/** The new-recommendation form (the widget's and /loyalty/new-recommendation). */
export interface NewRecommendation {
  name: string;
  phone: string;
  email?: string;
  /** An alpha-2 code from the country list, or what the user typed when the list was down. */
  country?: string;
  comment?: string;
}

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  wallet: () => [...loyaltyKeys.all, 'wallet'] as const,
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

/** `GET api/loyalty/history` (spec §7 GET history): points earned and spent, by status (spec §4). */
export const loyaltyHistoryList = defineList({
  key: [...loyaltyKeys.all, 'history'],
  url: 'api/loyalty/history',
  row: pointsEntrySchema,
  filters: { status: pointStatuses, date: 'date-range' },
  sorts: ['date', 'points', 'status'],
});

/** An image address the browser may load: our API's path made absolute, or `http(s)` only. */
function imageURL(client: SakhliClient, image: string | null): string | null {
  if (!image) return null;
  try {
    const url = new URL(client.url(image));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export async function getLoyaltyProducts(client: SakhliClient): Promise<Product[]> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/loyalty/products',
    schema: v.array(productSchema),
  });
  return data.map((product) => ({ ...product, image: imageURL(client, product.image) }));
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

/**
 * Creates a recommendation; its points stay unconfirmed (`in_process`) until the group confirms.
 * Its errors belong to the form, which shows them in place and keeps what was typed.
 */
export async function createRecommendation(
  client: SakhliClient,
  recommendation: NewRecommendation,
): Promise<{ recommendation: Recommendation; message: string | undefined }> {
  const { data, message } = await client.request({
    method: 'POST',
    path: 'api/loyalty/recommendations',
    body: recommendation,
    schema: recommendationSchema,
    errors: 'caller',
  });
  return { recommendation: data, message };
}

/**
 * Buys a product with points; refused (422) when available points are short — the refusal's data
 * carries the wallet as it is now (`walletOfRefusal`). Retries of one exchange pass the same
 * `idempotencyKey`, so points are spent once. Its errors belong to the caller.
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
    errors: 'caller',
    idempotencyKey: options.idempotencyKey,
  });
  return { ...data, message };
}
