// Electricity, water and services (spec §7 "Apartments and utilities"): monthly history, totals, downloads.
import * as v from 'valibot';
import type { DownloadedFile, Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import { filterQuery, getList, type Filters, type ListParams } from './tables';

/** The metered and billed utilities; internet/TV has its own module. */
export const meteredUtilities = ['electricity', 'water', 'services'] as const;
export type MeteredUtility = (typeof meteredUtilities)[number];

/** One month's bill of one utility of one apartment. */
export const utilityRecordSchema = v.object({
  id: v.number(),
  apartment_id: v.number(),
  /** `YYYY-MM`. */
  month: v.string(),
  /** Electricity counter id or water code; null for services. */
  counter_id: v.nullable(v.string()),
  reading_start: v.nullable(v.number()),
  reading_end: v.nullable(v.number()),
  consumption: v.nullable(v.number()),
  unit: v.nullable(v.picklist(['kWh', 'm3'])),
  /** GEL per unit (or the monthly fee for services). */
  tariff: v.number(),
  /** GEL, VAT included. */
  amount: v.number(),
  /** The VAT inside `amount`, GEL, when the bill states it (spec §3 Finance). */
  vat: v.optional(v.number()),
  /** The billed period, `YYYY-MM-DD`: the month's first and last day. */
  period_start: v.optional(v.string()),
  period_end: v.optional(v.string()),
  paid: v.boolean(),
});
export type UtilityRecord = v.InferOutput<typeof utilityRecordSchema>;

export const utilityTotalSchema = v.object({
  currency: v.literal('GEL'),
  amount: v.number(),
  paid: v.number(),
  debt: v.number(),
  consumption: v.nullable(v.number()),
  unit: v.nullable(v.picklist(['kWh', 'm3'])),
  apartments: v.array(
    v.object({ apartment_id: v.number(), amount: v.number(), paid: v.number(), debt: v.number() }),
  ),
});
export type UtilityTotal = v.InferOutput<typeof utilityTotalSchema>;

/** Filters the history, totals and downloads understand: `apartment_id`, `month` range, `paid`. */
export interface UtilityFilters extends Filters {
  apartment_id?: number;
  month?: { from?: string; to?: string };
  paid?: 'true' | 'false';
}

/** `file` is a CSV statement, `filePdf` the same as PDF, `counterFilePdf` the meter readings (electricity only). */
export type UtilityFileKind = 'file' | 'filePdf';
export type ElectricityFileKind = UtilityFileKind | 'counterFilePdf';

export const utilityKeys = {
  all: ['utilities'] as const,
  history: (utility: MeteredUtility, apartmentId: number, params: ListParams = {}) =>
    [...utilityKeys.all, utility, 'history', apartmentId, params] as const,
  total: (utility: MeteredUtility, filters: UtilityFilters = {}) =>
    [...utilityKeys.all, utility, 'total', filters] as const,
};

/** Monthly bills of one apartment, newest first (`GET api/apartments/{utility}/{id}`). */
export function getUtilityHistory(
  client: SakhliClient,
  utility: MeteredUtility,
  apartmentId: number,
  params: ListParams = {},
): Promise<Page<UtilityRecord>> {
  return getList(client, `api/apartments/${utility}/${apartmentId}`, utilityRecordSchema, params);
}

export function utilityHistoryQuery(
  client: SakhliClient,
  utility: MeteredUtility,
  apartmentId: number,
  params: ListParams = {},
) {
  return {
    queryKey: utilityKeys.history(utility, apartmentId, params),
    queryFn: () => getUtilityHistory(client, utility, apartmentId, params),
  };
}

/** `GET api/apartments/{utility}/total`: sums over the signed-in user's apartments. */
export async function getUtilityTotal(
  client: SakhliClient,
  utility: MeteredUtility,
  filters: UtilityFilters = {},
): Promise<UtilityTotal> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/apartments/${utility}/total`,
    query: filterQuery(filters),
    schema: utilityTotalSchema,
  });
  return data;
}

export function utilityTotalQuery(
  client: SakhliClient,
  utility: MeteredUtility,
  filters: UtilityFilters = {},
) {
  return {
    queryKey: utilityKeys.total(utility, filters),
    queryFn: () => getUtilityTotal(client, utility, filters),
  };
}

export const getElectricityTotal = (client: SakhliClient, filters?: UtilityFilters) =>
  getUtilityTotal(client, 'electricity', filters);
export const getWaterTotal = (client: SakhliClient, filters?: UtilityFilters) =>
  getUtilityTotal(client, 'water', filters);
export const getServicesTotal = (client: SakhliClient, filters?: UtilityFilters) =>
  getUtilityTotal(client, 'services', filters);

/** `GET api/apartments/{utility}/{apartmentId}/{kind}` with filters: a bill export (CSV or PDF). */
export function downloadUtilityFile(
  client: SakhliClient,
  utility: MeteredUtility | 'internetTv',
  apartmentId: number,
  kind: ElectricityFileKind,
  filters: UtilityFilters = {},
): Promise<DownloadedFile> {
  return client.download({
    method: 'GET',
    path: `api/apartments/${utility}/${apartmentId}/${kind}`,
    query: filterQuery(filters),
  });
}

/** `GET api/apartments/electricity/{apartmentId}/{file|filePdf|counterFilePdf}` with filters. */
export const downloadElectricity = (
  client: SakhliClient,
  apartmentId: number,
  kind: ElectricityFileKind,
  filters?: UtilityFilters,
) => downloadUtilityFile(client, 'electricity', apartmentId, kind, filters);
/** `GET api/apartments/water/{id}/{file|filePdf}`. */
export const downloadWater = (
  client: SakhliClient,
  apartmentId: number,
  kind: UtilityFileKind,
  filters?: UtilityFilters,
) => downloadUtilityFile(client, 'water', apartmentId, kind, filters);
/** `GET api/apartments/services/{id}/{file|filePdf}`. */
export const downloadServices = (
  client: SakhliClient,
  apartmentId: number,
  kind: UtilityFileKind,
  filters?: UtilityFilters,
) => downloadUtilityFile(client, 'services', apartmentId, kind, filters);
