import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import { getRevenue } from './analytics';

const revenue = {
  currency: 'GEL',
  total: 3200,
  series: [{ month: '2026-10', revenue: 3200, nights: 20, occupancy: 0.65 }],
};

describe('analytics', () => {
  testCalls([
    {
      name: 'getRevenue',
      run: (c) => getRevenue(c, { apartmentId: 104, from: '2026-01', to: '2026-10' }),
      method: 'GET',
      path: 'api/analytics/revenue',
      query: { apartment_id: '104', from: '2026-01', to: '2026-10' },
      answer: { data: revenue },
      returns: (value) => expect(value).toEqual(revenue),
      malformed: { data: { ...revenue, series: [{ month: '2026-10' }] } },
    },
  ]);
});
