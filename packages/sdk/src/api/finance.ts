// Finance (spec §3, §7): transactions (all and per apartment), invoices with VAT, and the balance summary.
import * as v from 'valibot';
import type { Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import { getList, type ListParams } from './tables';

/** Georgian VAT, applied to every invoice. */
export const VAT_RATE = 0.18;

export const transactionTypes = ['charge', 'payment', 'refund'] as const;
export const transactionSchema = v.object({
  id: v.number(),
  date: v.string(),
  apartment_id: v.number(),
  address: v.string(),
  type: v.picklist(transactionTypes),
  description: v.string(),
  /** GEL; charges are negative, payments and refunds positive. */
  amount: v.number(),
  /** Receipt for `GET api/transactions/docs/{id}`, when there is one. */
  has_doc: v.boolean(),
});
export type Transaction = v.InferOutput<typeof transactionSchema>;

export const invoiceStatuses = ['paid', 'unpaid', 'overdue'] as const;
export const invoiceSchema = v.object({
  id: v.number(),
  number: v.string(),
  apartment_id: v.number(),
  date: v.string(),
  due_date: v.string(),
  description: v.string(),
  net: v.number(),
  vat_rate: v.number(),
  vat: v.number(),
  total: v.number(),
  status: v.picklist(invoiceStatuses),
});
export type Invoice = v.InferOutput<typeof invoiceSchema>;

/** spec §3 Finance: balance, debt, remains to pay, next payment. */
export const financeSummarySchema = v.object({
  currency: v.literal('GEL'),
  balance: v.number(),
  debt: v.number(),
  remains: v.number(),
  next_payment: v.nullable(v.object({ date: v.string(), amount: v.number() })),
});
export type FinanceSummary = v.InferOutput<typeof financeSummarySchema>;

export const financeKeys = {
  all: ['finance'] as const,
  transactions: (params: ListParams = {}) => [...financeKeys.all, 'transactions', params] as const,
  apartmentTransactions: (apartmentId: number, params: ListParams = {}) =>
    [...financeKeys.all, 'transactions', 'apartment', apartmentId, params] as const,
  invoices: (params: ListParams = {}) => [...financeKeys.all, 'invoices', params] as const,
  summary: (apartmentId?: number) => [...financeKeys.all, 'summary', apartmentId ?? 'all'] as const,
};

/** Filters: `apartment_id`, `type`, `date` range. */
export function getTransactions(
  client: SakhliClient,
  params: ListParams = {},
): Promise<Page<Transaction>> {
  return getList(client, 'api/transactions', transactionSchema, params);
}

export function transactionsQuery(client: SakhliClient, params: ListParams = {}) {
  return {
    queryKey: financeKeys.transactions(params),
    queryFn: () => getTransactions(client, params),
  };
}

/** The /transactionsApartment screen: one apartment's transactions. */
export function getApartmentTransactions(
  client: SakhliClient,
  apartmentId: number,
  params: ListParams = {},
): Promise<Page<Transaction>> {
  return getList(client, `api/transactions/apartment/${apartmentId}`, transactionSchema, params);
}

export function apartmentTransactionsQuery(
  client: SakhliClient,
  apartmentId: number,
  params: ListParams = {},
) {
  return {
    queryKey: financeKeys.apartmentTransactions(apartmentId, params),
    queryFn: () => getApartmentTransactions(client, apartmentId, params),
  };
}

/** Filters: `apartment_id`, `status`, `date` range. */
export function getInvoices(client: SakhliClient, params: ListParams = {}): Promise<Page<Invoice>> {
  return getList(client, 'api/invoices', invoiceSchema, params);
}

export function invoicesQuery(client: SakhliClient, params: ListParams = {}) {
  return { queryKey: financeKeys.invoices(params), queryFn: () => getInvoices(client, params) };
}

export async function getFinanceSummary(
  client: SakhliClient,
  apartmentId?: number,
): Promise<FinanceSummary> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/finance/summary',
    query: { apartment_id: apartmentId },
    schema: financeSummarySchema,
  });
  return data;
}

export function financeSummaryQuery(client: SakhliClient, apartmentId?: number) {
  return {
    queryKey: financeKeys.summary(apartmentId),
    queryFn: () => getFinanceSummary(client, apartmentId),
  };
}
