import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import {
  apartmentTransactionsList,
  getFinanceSummary,
  invoicesList,
  transactionsList,
} from './finance';
import { fetchListPage } from './lists';

const transaction = {
  id: 44,
  date: '2026-10-05',
  apartment_id: 101,
  address: 'x',
  type: 'payment',
  description: 'Electricity, October',
  amount: 63,
  has_doc: true,
};
const invoice = {
  id: 3,
  number: 'INV-2026-0003',
  apartment_id: 101,
  date: '2026-10-01',
  due_date: '2026-10-15',
  description: 'Management fee',
  net: 100,
  vat_rate: 0.18,
  vat: 18,
  total: 118,
  status: 'unpaid',
};
const summary = {
  currency: 'GEL',
  balance: -118,
  debt: 118,
  remains: 236,
  next_payment: { date: '2026-12-15', amount: 118 },
  vat: 18,
};

describe('finance', () => {
  testCalls([
    {
      name: 'transactionsList',
      run: (c) => fetchListPage(c, transactionsList, { filters: { type: 'payment' } }),
      method: 'GET',
      path: 'api/transactions',
      query: { type: 'payment' },
      answer: { data: { items: [transaction] }, meta: { items_count: 30 } },
      returns: (value) => expect(value).toEqual({ items: [transaction], itemsCount: 30 }),
      malformed: { data: { items: [{ ...transaction, amount: '63' }] }, meta: { items_count: 1 } },
    },
    {
      name: 'apartmentTransactionsList',
      run: (c) => fetchListPage(c, apartmentTransactionsList.of(102), { page: 2 }),
      method: 'GET',
      path: 'api/transactions/apartment/102',
      query: { page: '2' },
      answer: { data: { items: [] }, meta: { items_count: 0 } },
      malformed: { data: { items: null }, meta: { items_count: 0 } },
    },
    {
      name: 'invoicesList',
      run: (c) => fetchListPage(c, invoicesList, { filters: { status: 'overdue' } }),
      method: 'GET',
      path: 'api/invoices',
      query: { status: 'overdue' },
      answer: { data: { items: [invoice] }, meta: { items_count: 1 } },
      malformed: { data: { items: [{ ...invoice, vat: undefined }] }, meta: { items_count: 1 } },
    },
    {
      name: 'getFinanceSummary',
      run: (c) => getFinanceSummary(c, 101),
      method: 'GET',
      path: 'api/finance/summary',
      query: { apartment_id: '101' },
      answer: { data: summary },
      returns: (value) => expect(value).toEqual(summary),
      malformed: { data: { ...summary, next_payment: '2026-12-15' } },
    },
  ]);
});
