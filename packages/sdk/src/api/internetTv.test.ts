import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import {
  cancelInternetTv,
  changeInternetTvPackage,
  downloadInternetTv,
  getInternetTvHistory,
  getInternetTvSubscription,
  getInternetTvTariffs,
  getInternetTvTotal,
  orderInternetTv,
  pauseInternetTv,
  resumeInternetTv,
} from './internetTv';

const tariff = { id: 1, kind: 'internet', name: 'Fiber 100', capacity: 100, monthly_price: 45 };
const subscription = {
  id: 501,
  apartment_id: 101,
  status: 'active',
  internet: tariff,
  tv: null,
  monthly_tariff: 45,
  discount: 5,
  cost: 40,
  start_date: '2025-03-01',
  package_change_date: null,
  disabled_date: null,
  paused_until: null,
};
const pause = { subscription, fee_per_month: 6, months: 2, fee: 12, currency: 'GEL' };

describe('internet/TV', () => {
  testCalls([
    {
      name: 'getInternetTvTariffs',
      run: (c) => getInternetTvTariffs(c),
      method: 'GET',
      path: 'api/apartments/internetTv/tariffs',
      answer: { data: { internet: [tariff], tv: [] } },
      malformed: { data: { internet: [{ ...tariff, kind: 'radio' }], tv: [] } },
    },
    {
      name: 'getInternetTvTotal',
      run: (c) => getInternetTvTotal(c, { paid: 'false' }),
      method: 'GET',
      path: 'api/apartments/internetTv/total',
      query: { paid: 'false' },
      answer: {
        data: {
          currency: 'GEL',
          amount: 1,
          paid: 1,
          debt: 0,
          consumption: null,
          unit: null,
          apartments: [],
        },
      },
      malformed: { data: { currency: 'GEL' } },
    },
    {
      name: 'getInternetTvSubscription',
      run: (c) => getInternetTvSubscription(c, 101),
      method: 'GET',
      path: 'api/apartments/internetTv/101/subscription',
      answer: { data: subscription },
      returns: (value) => expect(value).toEqual(subscription),
      malformed: { data: { ...subscription, status: 'cancelled' } },
    },
    {
      name: 'getInternetTvHistory',
      run: (c) => getInternetTvHistory(c, 101, { page: 1 }),
      method: 'GET',
      path: 'api/apartments/internetTv/101',
      query: { page: '1' },
      answer: {
        data: {
          items: [
            {
              id: 1,
              apartment_id: 101,
              month: '2026-10',
              internet: 'Fiber 100',
              tv: null,
              status: 'active',
              amount: 40,
              paid: true,
            },
          ],
        },
        meta: { items_count: 12 },
      },
      malformed: { data: { items: [{ id: 1 }] }, meta: { items_count: 1 } },
    },
    {
      name: 'downloadInternetTv',
      run: (c) => downloadInternetTv(c, 101, 'filePdf'),
      method: 'GET',
      path: 'api/apartments/internetTv/101/filePdf',
      file: 'internet-tv-101.pdf',
    },
    {
      name: 'orderInternetTv',
      run: (c) => orderInternetTv(c, 103, { internetID: 1, tvID: null }),
      method: 'POST',
      path: 'api/apartments/internetTv/order/103',
      body: { internetID: 1, tvID: null },
      answer: { data: subscription, message: 'Ordered.' },
      returns: (value) => expect(value).toEqual({ subscription, message: 'Ordered.' }),
      malformed: { data: { id: 'x' } },
    },
    {
      name: 'changeInternetTvPackage',
      run: (c) => changeInternetTvPackage(c, 101, { internetID: 2, tvID: 11 }),
      method: 'POST',
      path: 'api/apartments/internetTv/order/101',
      body: { internetID: 2, tvID: 11 },
      answer: { data: subscription },
      malformed: { data: null },
    },
    {
      name: 'cancelInternetTv',
      run: (c) => cancelInternetTv(c, 501),
      method: 'PATCH',
      path: 'api/apartments/internetTv/cancel/501',
      answer: { data: { ...subscription, status: 'passive', disabled_date: '2026-11-23' } },
      malformed: { data: {} },
    },
    {
      name: 'pauseInternetTv',
      run: (c) => pauseInternetTv(c, 101, { status: 'paused', months: 2 }),
      method: 'PATCH',
      path: 'api/apartments/internetTv/pause/101',
      body: { status: 'paused', months: 2 },
      answer: { data: pause, message: 'A pause costs 6 GEL per month.' },
      returns: (value) =>
        expect(value).toMatchObject({ fee: 12, message: 'A pause costs 6 GEL per month.' }),
      malformed: { data: { ...pause, fee: '12 GEL' } },
    },
    {
      name: 'resumeInternetTv',
      run: (c) => resumeInternetTv(c, 101),
      method: 'PATCH',
      path: 'api/apartments/internetTv/pause/101',
      body: { status: 'active' },
      answer: { data: { ...pause, months: 0, fee: 0 } },
      malformed: { data: { subscription } },
    },
  ]);
});
