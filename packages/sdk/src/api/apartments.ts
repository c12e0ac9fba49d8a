// Apartments (spec §7 "Apartments and utilities"): the list, billing overview and one apartment.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import { utilityTypes } from './utilityTypes';

/** spec §3 Apartment: address, block, floor, area, cadastral number, CRM id, owner. Texts come in the request's language. */
export const apartmentSchema = v.object({
  id: v.number(),
  address: v.string(),
  city: v.picklist(['tbilisi', 'batumi']),
  block: v.string(),
  floor: v.number(),
  number: v.string(),
  /** Square metres. */
  area: v.number(),
  cadastral_number: v.string(),
  crm_id: v.string(),
  rooms: v.number(),
  /** The owner's full name. */
  owner: v.string(),
});
export type Apartment = v.InferOutput<typeof apartmentSchema>;

/** The utility accounts an apartment pays through (spec §3 Utilities: counter id, water code, epCode). */
export const utilityCodesSchema = v.object({
  ep_code: v.string(),
  counter_id: v.string(),
  water_code: v.string(),
});
export type UtilityCodes = v.InferOutput<typeof utilityCodesSchema>;

export const apartmentDetailSchema = v.object({
  ...apartmentSchema.entries,
  capacity: v.number(),
  nightly_price: v.number(),
  residents: v.array(v.string()),
  utilities: utilityCodesSchema,
});
export type ApartmentDetail = v.InferOutput<typeof apartmentDetailSchema>;

export { utilityTypes, type UtilityType } from './utilityTypes';

/** What one service of an apartment owes; `service_id` and `ep_code` are what a payment needs. */
export const billingLineSchema = v.object({
  type: v.picklist(utilityTypes),
  service_id: v.number(),
  ep_code: v.string(),
  /** GEL still owed. */
  debt: v.number(),
  /** GEL of the latest month's bill. */
  last_bill: v.number(),
});
export type BillingLine = v.InferOutput<typeof billingLineSchema>;

export const apartmentBillingSchema = v.object({
  apartment_id: v.number(),
  address: v.string(),
  currency: v.literal('GEL'),
  debt: v.number(),
  lines: v.array(billingLineSchema),
});
export type ApartmentBilling = v.InferOutput<typeof apartmentBillingSchema>;

export const apartmentKeys = {
  all: ['apartments'] as const,
  list: () => [...apartmentKeys.all, 'list'] as const,
  billing: () => [...apartmentKeys.all, 'billing'] as const,
  detail: (id: number) => [...apartmentKeys.all, 'detail', id] as const,
};

export async function getApartments(client: SakhliClient): Promise<Apartment[]> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/apartments/list',
    schema: v.array(apartmentSchema),
  });
  return data;
}

export function apartmentsQuery(client: SakhliClient) {
  return { queryKey: apartmentKeys.list(), queryFn: () => getApartments(client) };
}

export async function getApartmentsBilling(client: SakhliClient): Promise<ApartmentBilling[]> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/apartments/billing',
    schema: v.array(apartmentBillingSchema),
  });
  return data;
}

export function apartmentsBillingQuery(client: SakhliClient) {
  return { queryKey: apartmentKeys.billing(), queryFn: () => getApartmentsBilling(client) };
}

export async function getApartment(client: SakhliClient, id: number): Promise<ApartmentDetail> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/apartments/${id}`,
    schema: apartmentDetailSchema,
  });
  return data;
}

export function apartmentQuery(client: SakhliClient, id: number) {
  return { queryKey: apartmentKeys.detail(id), queryFn: () => getApartment(client, id) };
}
