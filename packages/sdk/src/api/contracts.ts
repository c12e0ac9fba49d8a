// Contracts (spec §7): the overdue count badge and the summary with each contract's overdue count.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import type { ErrorOwner } from '../client/errorPolicy';

export const contractSchema = v.object({
  id: v.number(),
  number: v.string(),
  apartment_id: v.number(),
  type: v.picklist(['management', 'rent', 'utilities']),
  title: v.string(),
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  monthly_amount: v.number(),
  /** Monthly payments past due. */
  overdue_count: v.number(),
  overdue_amount: v.number(),
});
export type Contract = v.InferOutput<typeof contractSchema>;

export const contractsSummarySchema = v.object({
  currency: v.literal('GEL'),
  total: v.number(),
  overdue_count: v.number(),
  overdue_amount: v.number(),
  contracts: v.array(contractSchema),
});
export type ContractsSummary = v.InferOutput<typeof contractsSummarySchema>;

export const contractKeys = {
  all: ['contracts'] as const,
  overdueCount: () => [...contractKeys.all, 'overdueCount'] as const,
  summary: () => [...contractKeys.all, 'summary'] as const,
};

/** Options of a call whose failure its caller handles (e.g. a badge that is simply left out). */
export interface ContractsCallOptions {
  errors?: ErrorOwner;
}

export async function getContractsOverdueCount(
  client: SakhliClient,
  options: ContractsCallOptions = {},
): Promise<number> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/contracts/overdue_count',
    schema: v.object({ count: v.number() }),
    errors: options.errors,
  });
  return data.count;
}

export function contractsOverdueCountQuery(
  client: SakhliClient,
  options: ContractsCallOptions = {},
) {
  return {
    queryKey: contractKeys.overdueCount(),
    queryFn: () => getContractsOverdueCount(client, options),
  };
}

export async function getContractsSummary(client: SakhliClient): Promise<ContractsSummary> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/contracts/summary',
    schema: contractsSummarySchema,
  });
  return data;
}

export function contractsSummaryQuery(client: SakhliClient) {
  return { queryKey: contractKeys.summary(), queryFn: () => getContractsSummary(client) };
}
