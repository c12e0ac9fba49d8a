// Analytics (spec §7): the monthly revenue series of the user's apartments.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';

export const revenuePointSchema = v.object({
  /** `YYYY-MM`. */
  month: v.string(),
  revenue: v.number(),
  nights: v.number(),
  /** Booked nights over available nights, 0..1. */
  occupancy: v.number(),
});
export type RevenuePoint = v.InferOutput<typeof revenuePointSchema>;

export const revenueSchema = v.object({
  currency: v.literal('GEL'),
  total: v.number(),
  series: v.array(revenuePointSchema),
});
export type Revenue = v.InferOutput<typeof revenueSchema>;

export interface RevenueParams {
  /** Only this apartment; all of the user's apartments when left out. */
  apartmentId?: number;
  /** First month, `YYYY-MM`. */
  from?: string;
  /** Last month, `YYYY-MM`. */
  to?: string;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  revenue: (params: RevenueParams = {}) => [...analyticsKeys.all, 'revenue', params] as const,
};

export async function getRevenue(
  client: SakhliClient,
  params: RevenueParams = {},
): Promise<Revenue> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/analytics/revenue',
    query: { apartment_id: params.apartmentId, from: params.from, to: params.to },
    schema: revenueSchema,
  });
  return data;
}

export function revenueQuery(client: SakhliClient, params: RevenueParams = {}) {
  return { queryKey: analyticsKeys.revenue(params), queryFn: () => getRevenue(client, params) };
}
