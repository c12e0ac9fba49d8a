import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import {
  createRecommendation,
  exchangePoints,
  loyaltyHistoryList,
  getLoyaltyProducts,
  getRecommendations,
  getWallet,
} from './loyalty';
import { fetchListPage } from './lists';

const wallet = { confirmed: 900, unconfirmed: 200, available: 600, spent: 300 };
const product = { id: 1, name: 'Cleaning', description: 'Once', points: 300, stock: 2 };
const entry = { id: 1, date: '2026-10-01', title: 'Recommendation', points: 200, status: 'new' };
const recommendation = {
  id: 5,
  name: 'Levan Gelashvili',
  phone: '+995 555 11 22 33',
  email: null,
  comment: null,
  status: 'in_process',
  points: 200,
  created_at: '2026-11-23T09:00:00.000Z',
};

describe('loyalty', () => {
  testCalls([
    {
      name: 'getWallet',
      run: (c) => getWallet(c),
      method: 'GET',
      path: 'api/loyalty/wallet',
      answer: { data: wallet },
      returns: (value) => expect(value).toEqual(wallet),
      malformed: { data: { confirmed: 900 } },
    },
    {
      name: 'loyaltyHistoryList with a status',
      run: (c) =>
        fetchListPage(c, loyaltyHistoryList, { filters: { status: 'purchase' }, page: 2 }),
      method: 'GET',
      path: 'api/loyalty/history',
      query: { page: '2', status: 'purchase' },
      answer: { data: { items: [entry] }, meta: { items_count: 11 } },
      malformed: { data: { items: [{ ...entry, status: 'confirmed' }] }, meta: { items_count: 1 } },
    },
    {
      name: 'loyaltyHistoryList drops a status it does not take',
      run: (c) => fetchListPage(c, loyaltyHistoryList, { filters: { status: 'all' } }),
      method: 'GET',
      path: 'api/loyalty/history',
      answer: { data: { items: [] }, meta: { items_count: 0 } },
    },
    {
      name: 'getLoyaltyProducts',
      run: (c) => getLoyaltyProducts(c),
      method: 'GET',
      path: 'api/loyalty/products',
      answer: { data: [{ id: 1, name: 'Spa', description: 'x', points: 500, stock: 3 }] },
      malformed: { data: [{ id: 1, name: 'Spa' }] },
    },
    {
      name: 'getRecommendations',
      run: (c) => getRecommendations(c),
      method: 'GET',
      path: 'api/loyalty/recommendations',
      answer: { data: [recommendation] },
      malformed: { data: [{ ...recommendation, phone: 5 }] },
    },
    {
      name: 'createRecommendation',
      run: (c) => createRecommendation(c, { name: 'Levan Gelashvili', phone: '+995 555 11 22 33' }),
      method: 'POST',
      path: 'api/loyalty/recommendations',
      body: { name: 'Levan Gelashvili', phone: '+995 555 11 22 33' },
      answer: { data: recommendation, message: 'Thanks!' },
      // An API without countries answers none: the SDK says `null`, not `undefined`.
      returns: (value) =>
        expect(value).toEqual({
          recommendation: { ...recommendation, country: null },
          message: 'Thanks!',
        }),
      malformed: { data: { id: 5 } },
    },
    {
      name: 'exchangePoints',
      run: (c) => exchangePoints(c, 3),
      method: 'POST',
      path: 'api/loyalty/exchange_points/3',
      answer: { data: { wallet, entry: { ...entry, points: -300, status: 'purchase' } } },
      returns: (value) => expect(value).toMatchObject({ wallet }),
      malformed: { data: { wallet } },
    },
    {
      name: 'getLoyaltyProducts makes an API picture absolute and drops a non-http one',
      run: (c) => getLoyaltyProducts(c),
      method: 'GET',
      path: 'api/loyalty/products',
      answer: {
        data: [
          { ...product, image: 'api/loyalty/products/1/image' },
          { ...product, id: 2, image: 'javascript:alert(1)' },
          { ...product, id: 3 },
        ],
      },
      returns: (value) =>
        expect((value as { image: string | null }[]).map((p) => p.image)).toEqual([
          expect.stringMatching(/^https?:\/\/[^/]+\/api\/loyalty\/products\/1\/image$/),
          null,
          null,
        ]),
      malformed: { data: [{ ...product, points: '300' }] },
    },
  ]);
});
