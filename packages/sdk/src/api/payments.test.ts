import { describe, expect } from 'vitest';
import { createClient } from '../client/createClient';
import { testCalls } from '../testing/callCases';
import { fetchListPage } from './lists';
import { getPayment, paymentsList, startPayment } from './payments';

const payment = {
  id: 9001,
  date: '2026-10-05',
  apartment_id: 101,
  address: 'x',
  type: 'electricity',
  service_id: 31,
  ep_code: 'EP700350',
  sum: 63,
  status: 'paid',
  reference: 'PAY-9001',
};

describe('payments', () => {
  testCalls([
    {
      name: 'startPayment',
      run: (c) =>
        startPayment(
          createClient({ ...c.options, paymentOrigins: ['https://pay.example'] }),
          'water',
          'EP700350',
          { serviceId: 32, sum: 18.4 },
        ),
      method: 'POST',
      path: 'api/pay/water/EP700350',
      body: { serviceId: 32, sum: 18.4 },
      answer: { data: { url: 'https://pay.example/checkout/abc', payment_id: 9002 } },
      returns: (value) =>
        expect(value).toEqual({ url: 'https://pay.example/checkout/abc', payment_id: 9002 }),
      malformed: { data: { url: 'not a url', payment_id: 1 } },
    },
    {
      name: 'getPayment',
      run: (c) => getPayment(c, 9001),
      method: 'GET',
      path: 'api/payments/9001',
      answer: { data: payment },
      returns: (value) => expect(value).toEqual(payment),
      malformed: { data: { ...payment, status: 'maybe' } },
    },
    {
      name: 'paymentsList',
      run: (c) =>
        fetchListPage(c, paymentsList, {
          page: 1,
          perPage: 20,
          filters: { status: 'paid', type: 'water' },
        }),
      method: 'GET',
      path: 'api/payments',
      query: { page: '1', per_page: '20', status: 'paid', type: 'water' },
      answer: { data: { items: [payment] }, meta: { items_count: 40 } },
      returns: (value) => expect(value).toEqual({ items: [payment], itemsCount: 40 }),
      malformed: { data: { items: [{ ...payment, status: 'maybe' }] }, meta: { items_count: 1 } },
    },
  ]);
});
