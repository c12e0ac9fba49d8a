import { describe, expect, it } from 'vitest';
import { testCalls } from '../testing/callCases';
import {
  figureChange,
  getRevenue,
  revenueFigures,
  revenueSpan,
  type RevenuePoint,
} from './analytics';

const revenue = {
  currency: 'GEL',
  total: 3200,
  series: [{ month: '2026-10', revenue: 3200, nights: 20, available_nights: 31, occupancy: 0.645 }],
  apartments: [
    { apartment_id: 104, address: 'Tbilisi', series: [{ month: '2026-10', revenue: 3200 }] },
  ],
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

const point = (month: string, revenue: number, nights: number, available: number | null) =>
  ({
    month,
    revenue,
    nights,
    available_nights: available,
    occupancy: available ? nights / available : 0.5,
  }) satisfies RevenuePoint;

describe('revenueSpan', () => {
  it('takes the whole months before this one and as many before them, across a year', () => {
    expect(revenueSpan(3, '2027-01-15')).toEqual({
      from: '2026-10',
      to: '2026-12',
      previousFrom: '2026-07',
      previousTo: '2026-09',
    });
    expect(revenueSpan(12, '2026-11-01')).toMatchObject({ from: '2025-11', previousTo: '2025-10' });
  });
});

describe('revenueFigures', () => {
  it('weighs occupancy by the months’ available nights and rates revenue per booked night', () => {
    // 28 of 28 and 0 of 31 nights: 28/59, not the months' mean of 0.5.
    const figures = revenueFigures([point('2026-02', 2800, 28, 28), point('2026-03', 0, 0, 31)]);
    expect(figures).toEqual({ revenue: 2800, nights: 28, occupancy: 28 / 59, averageRate: 100 });
  });

  it('says nothing it cannot know: no months, no nights', () => {
    expect(revenueFigures([])).toEqual({
      revenue: 0,
      nights: 0,
      occupancy: null,
      averageRate: null,
    });
    expect(revenueFigures([point('2026-02', 0, 0, 28)]).averageRate).toBeNull();
  });

  it('falls back to the months’ mean occupancy when a backend does not say available nights', () => {
    expect(revenueFigures([point('2026-02', 100, 1, null)]).occupancy).toBe(0.5);
  });
});

describe('figureChange', () => {
  it('is the change as a fraction, unknown from zero or nothing', () => {
    expect(figureChange(120, 100)).toBeCloseTo(0.2);
    expect(figureChange(80, 100)).toBeCloseTo(-0.2);
    expect(figureChange(5, 0)).toBeNull();
    expect(figureChange(null, 3)).toBeNull();
  });
});
