// Internet and TV (spec §4, §7): tariffs, one apartment's subscription, order, package change,
// cancel, pause/resume (spec §9: a pause costs 6 GEL per month), totals and statements.
import * as v from 'valibot';
import type { Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import { filterQuery, getList, type ListParams } from './tables';
import type { UtilityFileKind, UtilityFilters, UtilityTotal } from './utilities';
import { downloadUtilityFile, utilityTotalSchema } from './utilities';

export const tariffSchema = v.object({
  id: v.number(),
  kind: v.picklist(['internet', 'tv']),
  name: v.string(),
  /** Mbit/s for internet, channel count for TV. */
  capacity: v.number(),
  monthly_price: v.number(),
});
export type Tariff = v.InferOutput<typeof tariffSchema>;

export const tariffsSchema = v.object({
  internet: v.array(tariffSchema),
  tv: v.array(tariffSchema),
});
export type Tariffs = v.InferOutput<typeof tariffsSchema>;

/** spec §3: active, passive (never ordered or cancelled) or paused. */
export const internetTvStatuses = ['active', 'passive', 'paused'] as const;
export type InternetTvStatus = (typeof internetTvStatuses)[number];

/** spec §3 service labels: monthly tariff, start date, package change date, cost, discount, disabled date, status. */
export const subscriptionSchema = v.object({
  /** The id `cancel` takes. */
  id: v.number(),
  apartment_id: v.number(),
  status: v.picklist(internetTvStatuses),
  internet: v.nullable(tariffSchema),
  tv: v.nullable(tariffSchema),
  monthly_tariff: v.number(),
  discount: v.number(),
  /** Monthly tariff minus discount, plus the pause fee while paused. */
  cost: v.number(),
  start_date: v.nullable(v.string()),
  package_change_date: v.nullable(v.string()),
  disabled_date: v.nullable(v.string()),
  paused_until: v.nullable(v.string()),
});
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

export const internetTvRecordSchema = v.object({
  id: v.number(),
  apartment_id: v.number(),
  month: v.string(),
  internet: v.nullable(v.string()),
  tv: v.nullable(v.string()),
  status: v.picklist(internetTvStatuses),
  /** GEL, VAT included. */
  amount: v.number(),
  /** The VAT inside `amount`, GEL, when the bill states it. */
  vat: v.optional(v.number()),
  period_start: v.optional(v.string()),
  period_end: v.optional(v.string()),
  paid: v.boolean(),
});
export type InternetTvRecord = v.InferOutput<typeof internetTvRecordSchema>;

/** The pause answer states the fee (spec §4). */
export const pauseResultSchema = v.object({
  subscription: subscriptionSchema,
  fee_per_month: v.number(),
  months: v.number(),
  fee: v.number(),
  currency: v.literal('GEL'),
});
export type PauseResult = v.InferOutput<typeof pauseResultSchema>;

export interface InternetTvOrder {
  /** A tariff id of kind internet, or null for TV only. */
  internetID: number | null;
  /** A tariff id of kind tv, or null for internet only. */
  tvID: number | null;
}

export type PauseRequest = { status: 'paused'; months?: number } | { status: 'active' };

export const internetTvKeys = {
  all: ['internetTv'] as const,
  tariffs: () => [...internetTvKeys.all, 'tariffs'] as const,
  total: (filters: UtilityFilters = {}) => [...internetTvKeys.all, 'total', filters] as const,
  subscription: (apartmentId: number) =>
    [...internetTvKeys.all, 'subscription', apartmentId] as const,
  history: (apartmentId: number, params: ListParams = {}) =>
    [...internetTvKeys.all, 'history', apartmentId, params] as const,
};

export async function getInternetTvTariffs(client: SakhliClient): Promise<Tariffs> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/apartments/internetTv/tariffs',
    schema: tariffsSchema,
  });
  return data;
}

export function internetTvTariffsQuery(client: SakhliClient) {
  return { queryKey: internetTvKeys.tariffs(), queryFn: () => getInternetTvTariffs(client) };
}

export async function getInternetTvTotal(
  client: SakhliClient,
  filters: UtilityFilters = {},
): Promise<UtilityTotal> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/apartments/internetTv/total',
    query: filterQuery(filters),
    schema: utilityTotalSchema,
  });
  return data;
}

export function internetTvTotalQuery(client: SakhliClient, filters: UtilityFilters = {}) {
  return {
    queryKey: internetTvKeys.total(filters),
    queryFn: () => getInternetTvTotal(client, filters),
  };
}

export async function getInternetTvSubscription(
  client: SakhliClient,
  apartmentId: number,
): Promise<Subscription> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/apartments/internetTv/${apartmentId}/subscription`,
    schema: subscriptionSchema,
  });
  return data;
}

export function internetTvSubscriptionQuery(client: SakhliClient, apartmentId: number) {
  return {
    queryKey: internetTvKeys.subscription(apartmentId),
    queryFn: () => getInternetTvSubscription(client, apartmentId),
  };
}

export function getInternetTvHistory(
  client: SakhliClient,
  apartmentId: number,
  params: ListParams = {},
): Promise<Page<InternetTvRecord>> {
  return getList(
    client,
    `api/apartments/internetTv/${apartmentId}`,
    internetTvRecordSchema,
    params,
  );
}

export function internetTvHistoryQuery(
  client: SakhliClient,
  apartmentId: number,
  params: ListParams = {},
) {
  return {
    queryKey: internetTvKeys.history(apartmentId, params),
    queryFn: () => getInternetTvHistory(client, apartmentId, params),
  };
}

/** `GET api/apartments/internetTv/{id}/{file|filePdf}`. */
export const downloadInternetTv = (
  client: SakhliClient,
  apartmentId: number,
  kind: UtilityFileKind,
  filters?: UtilityFilters,
) => downloadUtilityFile(client, 'internetTv', apartmentId, kind, filters);

export interface SubscriptionResult {
  subscription: Subscription;
  message: string | undefined;
}

async function subscriptionCall(
  client: SakhliClient,
  method: 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<SubscriptionResult> {
  const { data, message } = await client.request({
    method,
    path,
    body,
    schema: subscriptionSchema,
  });
  return { subscription: data, message };
}

/** Orders internet and/or TV for an apartment whose service is passive. */
export function orderInternetTv(
  client: SakhliClient,
  apartmentId: number,
  order: InternetTvOrder,
): Promise<SubscriptionResult> {
  return subscriptionCall(client, 'POST', `api/apartments/internetTv/order/${apartmentId}`, order);
}

/** Changes the package of an active service: the same order call, answered with a package change date. */
export function changeInternetTvPackage(
  client: SakhliClient,
  apartmentId: number,
  order: InternetTvOrder,
): Promise<SubscriptionResult> {
  return orderInternetTv(client, apartmentId, order);
}

/** Cancels a subscription by its id; it becomes passive with a disabled date. */
export function cancelInternetTv(
  client: SakhliClient,
  subscriptionId: number,
): Promise<SubscriptionResult> {
  return subscriptionCall(client, 'PATCH', `api/apartments/internetTv/cancel/${subscriptionId}`);
}

/** Pauses (`status: 'paused'`, fee stated in the answer) or resumes (`status: 'active'`) a service. */
export async function pauseInternetTv(
  client: SakhliClient,
  apartmentId: number,
  request: PauseRequest,
): Promise<PauseResult & { message: string | undefined }> {
  const { data, message } = await client.request({
    method: 'PATCH',
    path: `api/apartments/internetTv/pause/${apartmentId}`,
    body: request,
    schema: pauseResultSchema,
  });
  return { ...data, message };
}

export const resumeInternetTv = (client: SakhliClient, apartmentId: number) =>
  pauseInternetTv(client, apartmentId, { status: 'active' });
