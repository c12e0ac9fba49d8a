// Services ordered for a booking and their invoices (spec §7 services; routes /bookings/{id}/orders).
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import type { ErrorOwner } from '../client/errorPolicy';
import type { WriteOptions } from '../client/idempotency';

const timestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** A service a guest of a booking may order (cleaning, transfer, …). */
export const serviceOfferSchema = v.object({
  id: v.number(),
  /** In the request's language. */
  name: v.string(),
  description: v.nullish(v.string()),
  /** Price of one unit in GEL. */
  price: v.number(),
  /** What one unit is, in the request's language ("per stay", "per person"). */
  unit: v.string(),
});
export type ServiceOffer = v.InferOutput<typeof serviceOfferSchema>;

export const serviceOrderLineSchema = v.object({
  service_id: v.number(),
  name: v.string(),
  quantity: v.number(),
  unit_price: v.number(),
  amount: v.number(),
});
export type ServiceOrderLine = v.InferOutput<typeof serviceOrderLineSchema>;

/** One order of services (spec §3 Service order: a services list per booking). */
export const serviceOrderSchema = v.object({
  id: v.number(),
  booking_id: v.number(),
  status: v.picklist(['ordered', 'done', 'canceled']),
  ordered_at: timestampSchema,
  lines: v.array(serviceOrderLineSchema),
  /** Sum of the lines in GEL. */
  total: v.number(),
});
export type ServiceOrder = v.InferOutput<typeof serviceOrderSchema>;

/** What `GET api/services/{bookingId}` answers: what can be ordered and what was ordered. */
export const bookingServicesSchema = v.object({
  booking_id: v.number(),
  catalog: v.array(serviceOfferSchema),
  orders: v.array(serviceOrderSchema),
});
export type BookingServices = v.InferOutput<typeof bookingServicesSchema>;

/** An invoice of a booking (spec §3 Finance: invoice, VAT). Amounts in GEL. */
export const serviceInvoiceSchema = v.object({
  id: v.number(),
  number: v.string(),
  booking_id: v.number(),
  order_id: v.nullish(v.number()),
  issued_at: timestampSchema,
  /** Without VAT. */
  amount: v.number(),
  vat: v.number(),
  total: v.number(),
  status: v.picklist(['paid', 'unpaid']),
});
export type ServiceInvoice = v.InferOutput<typeof serviceInvoiceSchema>;

export const serviceInvoiceDetailSchema = v.object({
  ...serviceInvoiceSchema.entries,
  lines: v.array(serviceOrderLineSchema),
  /** VAT rate in percent (18 in Georgia). */
  vat_rate: v.number(),
});
export type ServiceInvoiceDetail = v.InferOutput<typeof serviceInvoiceDetailSchema>;

/** One line of a new order: a service of the booking's catalog and how many. */
export interface ServiceOrderItem {
  id: number;
  quantity: number;
}

export const serviceKeys = {
  all: ['services'] as const,
  ofBooking: (bookingId: number) => [...serviceKeys.all, 'booking', bookingId] as const,
  invoices: (bookingId: number) => [...serviceKeys.ofBooking(bookingId), 'invoices'] as const,
  invoice: (id: number) => [...serviceKeys.all, 'invoice', id] as const,
};

export async function getBookingInvoices(
  client: SakhliClient,
  bookingId: number,
): Promise<ServiceInvoice[]> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/services/${bookingId}/invoices`,
    schema: v.array(serviceInvoiceSchema),
  });
  return data;
}

export function bookingInvoicesQuery(client: SakhliClient, bookingId: number) {
  return {
    queryKey: serviceKeys.invoices(bookingId),
    queryFn: () => getBookingInvoices(client, bookingId),
  };
}

export async function getServiceInvoice(
  client: SakhliClient,
  id: number,
): Promise<ServiceInvoiceDetail> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/services/invoices/${id}`,
    schema: serviceInvoiceDetailSchema,
  });
  return data;
}

export function serviceInvoiceQuery(client: SakhliClient, id: number) {
  return { queryKey: serviceKeys.invoice(id), queryFn: () => getServiceInvoice(client, id) };
}

export async function getBookingServices(
  client: SakhliClient,
  bookingId: number,
): Promise<BookingServices> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/services/${bookingId}`,
    schema: bookingServicesSchema,
  });
  return data;
}

export function bookingServicesQuery(client: SakhliClient, bookingId: number) {
  return {
    queryKey: serviceKeys.ofBooking(bookingId),
    queryFn: () => getBookingServices(client, bookingId),
  };
}

/** Options of {@link orderServices}. */
export interface OrderServicesOptions extends WriteOptions {
  /** Show a refusal in place (the order form) instead of through the global policy. */
  errors?: ErrorOwner;
}

/**
 * Orders services for a booking (`{ services: [{ id, quantity }] }`); answers the new order,
 * invoiced at once, and the server's success text ("Services ordered."). Pass one
 * `idempotencyKey` per user intent: a retry is then the same order, never a second one. Afterwards
 * invalidate {@link serviceKeysAfterOrder}: the booking's orders and its invoices.
 */
export async function orderServices(
  client: SakhliClient,
  bookingId: number,
  services: ServiceOrderItem[],
  options: OrderServicesOptions = {},
): Promise<ServiceOrder & { message?: string }> {
  const { data, message } = await client.request({
    method: 'POST',
    path: `api/services/${bookingId}`,
    body: { services },
    schema: serviceOrderSchema,
    errors: options.errors,
    idempotencyKey: options.idempotencyKey,
  });
  return { ...data, message };
}

/**
 * What a new order of a booking changes: its orders and (under the same root) its invoices. The
 * key to invalidate, from the factory, so the order form and the screens cannot drift apart.
 */
export function serviceKeysAfterOrder(bookingId: number) {
  return serviceKeys.ofBooking(bookingId);
}
