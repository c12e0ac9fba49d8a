// Payments (spec §7): start a payment of a utility (answers the payment page URL, checked against the
// client's payment-origin allow-list before anyone opens it), one payment's status, and the list.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import { utilityTypes, type UtilityType } from './utilityTypes';
import { checkPaymentUrl } from './paymentUrl';
import { defineList } from './lists';

export const paymentStatuses = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
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
  detail: (id: number) => [...paymentKeys.all, 'detail', id] as const,
};

/**
 * `POST api/pay/{type}/{epCode}`. Resolves only with a payment page the client's policy allows
 * (`https:` on an origin of `paymentOrigins`, or the demo's stand-in page in development); any
 * other URL rejects with a `PaymentUrlError` (message id `error.paymentUrlRefused`), so no caller
 * can open it.
 */
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
  const url = checkPaymentUrl(data.url, client.options);
  return { ...data, url: url.href };
}

/** `GET api/payments/{id}`: one payment, to follow it from pending to paid (docs/api-assumptions.md). */
export async function getPayment(client: SakhliClient, id: number): Promise<Payment> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/payments/${id}`,
    schema: paymentSchema,
  });
  return data;
}

export function paymentQuery(client: SakhliClient, id: number) {
  return { queryKey: paymentKeys.detail(id), queryFn: () => getPayment(client, id) };
}

/** `GET api/payments`: the user's payments and how each went, with the sum of every matching one. */
export const paymentsList = defineList({
  key: [...paymentKeys.all, 'list'],
  url: 'api/payments',
  row: paymentSchema,
  config: 'payments',
  filters: { apartment_id: 'id', type: utilityTypes, status: paymentStatuses, date: 'date-range' },
  sorts: ['date', 'type', 'sum', 'status'],
  totals: ['sum'],
});
