// Finance (spec §3, §7): transactions (all and per apartment), invoices with VAT, and the balance summary.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';
import { defineList, defineScopedList } from './lists';

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
  /**
   * The payment that settled it, whose receipt is `GET api/transactions/docs/{id}`
   * (`downloadTransactionDoc`); null while unpaid. Older backends may leave it out.
   */
  receipt_id: v.optional(v.nullable(v.number()), null),
});
export type Invoice = v.InferOutput<typeof invoiceSchema>;

/** spec §3 Finance: balance, debt, remains to pay, next payment, VAT. */
export const financeSummarySchema = v.object({
  currency: v.literal('GEL'),
  balance: v.number(),
  debt: v.number(),
  remains: v.number(),
  next_payment: v.nullable(v.object({ date: v.string(), amount: v.number() })),
  /**
   * The VAT within `remains` (of the unpaid invoices; bills carry none), docs/api-assumptions.md.
   * Older backends leave it out: null, and the screens do not show it.
   */
  vat: v.optional(v.nullable(v.number()), null),
});
export type FinanceSummary = v.InferOutput<typeof financeSummarySchema>;

export const financeKeys = {
  all: ['finance'] as const,
  summary: (apartmentId?: number) => [...financeKeys.all, 'summary', apartmentId ?? 'all'] as const,
};

const transactionFilters = {
  apartment_id: 'id',
  type: transactionTypes,
  date: 'date-range',
} as const;

/**
 * `GET api/transactions`: money in and out of every apartment of the user, with the net amount of
 * every matching one (`meta.totals.amount`).
 */
export const transactionsList = defineList({
  key: [...financeKeys.all, 'transactions'],
  url: 'api/transactions',
  row: transactionSchema,
  config: 'transactions',
  filters: transactionFilters,
  sorts: ['date', 'type', 'amount'],
  totals: ['amount'],
});

/** `GET api/transactions/apartment/{id}` (/transactionsApartment): one apartment's transactions. */
export const apartmentTransactionsList = defineScopedList({
  key: [...financeKeys.all, 'transactions', 'apartment'],
  url: (apartmentId) => `api/transactions/apartment/${apartmentId}`,
  row: transactionSchema,
  config: 'transactions',
  filters: transactionFilters,
  sorts: ['date', 'type', 'amount'],
  totals: ['amount'],
});

/** `GET api/invoices`: invoices with VAT, with the net, VAT and total of every matching one. */
export const invoicesList = defineList({
  key: [...financeKeys.all, 'invoices'],
  url: 'api/invoices',
  row: invoiceSchema,
  config: 'invoices',
  filters: { apartment_id: 'id', status: invoiceStatuses, date: 'date-range' },
  sorts: ['number', 'date', 'due_date', 'net', 'vat', 'total', 'status'],
  totals: ['net', 'vat', 'total'],
});

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
