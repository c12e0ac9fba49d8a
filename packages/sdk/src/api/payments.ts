// Payments (spec §7): start a payment of a utility (answers the payment page URL) and list payments.
import * as v from 'valibot';
import type { Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import { utilityTypes, type UtilityType } from './apartments';
import { getList, type ListParams } from './tables';

export const paymentStatuses = ['pending', 'paid', 'failed'] as const;
export const paymentSchema = v.object({
  id: v.number(),
  date: v.string(),
  apartment_id: v.number(),
  address: v.string(),
  type: v.picklist(utilityTypes),
  service_id: v.number(),
  ep_code: v.string(),
  sum: v.number(),
  status: v.picklist(paymentStatuses),
  reference: v.string(),
});
export type Payment = v.InferOutput<typeof paymentSchema>;

export const paymentStartSchema = v.object({
  /** The payment page; the UI opens it in a new tab. */
  url: v.pipe(v.string(), v.url()),
  payment_id: v.number(),
});
export type PaymentStart = v.InferOutput<typeof paymentStartSchema>;

/** spec §3 Payment: serviceId and sum travel in the body; type and epCode in the path. */
export interface PaymentRequest {
  serviceId: number;
  /** GEL, at most two decimals. */
  sum: number;
}

export const paymentKeys = {
  all: ['payments'] as const,
  list: (params: ListParams = {}) => [...paymentKeys.all, 'list', params] as const,
};

export async function startPayment(
  client: SakhliClient,
  type: UtilityType,
  epCode: string,
  request: PaymentRequest,
): Promise<PaymentStart> {
  const { data } = await client.request({
    method: 'POST',
    path: `api/pay/${type}/${encodeURIComponent(epCode)}`,
    body: request,
    schema: paymentStartSchema,
  });
  return data;
}

/** Filters: `apartment_id`, `type`, `status`, `date` range. */
export function getPayments(client: SakhliClient, params: ListParams = {}): Promise<Page<Payment>> {
  return getList(client, 'api/payments', paymentSchema, params);
}

export function paymentsQuery(client: SakhliClient, params: ListParams = {}) {
  return { queryKey: paymentKeys.list(params), queryFn: () => getPayments(client, params) };
}
