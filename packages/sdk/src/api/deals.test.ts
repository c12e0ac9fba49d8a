import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import { dealsList, getDeal } from './deals';
import { fetchListPage } from './lists';

const deal = {
  id: 1,
  title: 'Long rent, apt 17',
  apartment_id: 101,
  kind: 'long-rent',
  stage: 'negotiation',
  amount: 1800,
  currency: 'GEL',
  manager: 'Ana Lomidze',
  created_at: '2026-09-01T10:00:00.000Z',
};

describe('deals', () => {
  testCalls([
    {
      name: 'dealsList',
      run: (c) => fetchListPage(c, dealsList, { filters: { stage: 'lead' } }),
      method: 'GET',
      path: 'api/deals',
      query: { stage: 'lead' },
      answer: { data: { items: [deal] }, meta: { items_count: 1 } },
      returns: (value) => expect(value).toEqual({ items: [deal], itemsCount: 1 }),
      malformed: { data: { items: [{ ...deal, stage: 'won' }] }, meta: { items_count: 1 } },
    },
    {
      name: 'getDeal',
      run: (c) => getDeal(c, 1),
      method: 'GET',
      path: 'api/deals/1',
      answer: { data: deal },
      malformed: { data: { ...deal, currency: 'EUR' } },
    },
  ]);
});
