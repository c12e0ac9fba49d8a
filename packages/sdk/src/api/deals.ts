// Deals (spec §1, route /deals): sales and rental deals on the user's apartments.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import { defineList } from './lists';

export const dealStages = ['lead', 'negotiation', 'signed', 'closed', 'lost'] as const;
export const dealKinds = ['sale', 'long-rent', 'short-rent'] as const;
export const dealSchema = v.object({
  id: v.number(),
  title: v.string(),
  apartment_id: v.number(),
  kind: v.picklist(dealKinds),
  stage: v.picklist(dealStages),
  amount: v.number(),
  currency: v.picklist(['GEL', 'USD']),
  manager: v.string(),
  created_at: v.string(),
});
export type Deal = v.InferOutput<typeof dealSchema>;

export const dealKeys = {
  all: ['deals'] as const,
  detail: (id: number) => [...dealKeys.all, 'detail', id] as const,
};

/** `GET api/deals`: sales and rentals of the user's apartments. */
export const dealsList = defineList({
  key: [...dealKeys.all, 'list'],
  url: 'api/deals',
  row: dealSchema,
  config: 'deals',
  filters: { stage: dealStages, kind: dealKinds, apartment_id: 'id', created_at: 'date-range' },
  sorts: ['kind', 'stage', 'amount', 'manager', 'created_at'],
});

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
