// Deals (spec §1, route /deals): sales and rental deals on the user's apartments.
import * as v from 'valibot';
import type { Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import { getList, type ListParams } from './tables';

export const dealStages = ['lead', 'negotiation', 'signed', 'closed', 'lost'] as const;
export const dealSchema = v.object({
  id: v.number(),
  title: v.string(),
  apartment_id: v.number(),
  kind: v.picklist(['sale', 'long-rent', 'short-rent']),
  stage: v.picklist(dealStages),
  amount: v.number(),
  currency: v.picklist(['GEL', 'USD']),
  manager: v.string(),
  created_at: v.string(),
});
export type Deal = v.InferOutput<typeof dealSchema>;

export const dealKeys = {
  all: ['deals'] as const,
  list: (params: ListParams = {}) => [...dealKeys.all, 'list', params] as const,
  detail: (id: number) => [...dealKeys.all, 'detail', id] as const,
};

/** Filters: `stage`, `kind`, `apartment_id`, `created` range. */
export function getDeals(client: SakhliClient, params: ListParams = {}): Promise<Page<Deal>> {
  return getList(client, 'api/deals', dealSchema, params);
}

export function dealsQuery(client: SakhliClient, params: ListParams = {}) {
  return { queryKey: dealKeys.list(params), queryFn: () => getDeals(client, params) };
}

export async function getDeal(client: SakhliClient, id: number): Promise<Deal> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/deals/${id}`,
    schema: dealSchema,
  });
  return data;
}

export function dealQuery(client: SakhliClient, id: number) {
  return { queryKey: dealKeys.detail(id), queryFn: () => getDeal(client, id) };
}
