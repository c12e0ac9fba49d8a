// Analytics through the SDK: the 24-month revenue series (a year and the one before), per apartment
// and in total, its filters, and scoping to the caller.
import { describe, expect, it } from 'vitest';
import { getRevenue } from '@sakhli/sdk';
import { createHarness, failure, RESIDENT } from './harness';

describe('analytics', () => {
  it('answers 24 months of revenue whose total is the sum of the series', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const revenue = await getRevenue(client);
    expect(revenue.series.map((p) => p.month)).toHaveLength(24);
    expect(revenue.series[0]!.month).toBe('2024-11');
    expect(revenue.series.at(-1)!.month).toBe('2026-10');
    expect(revenue.total).toBeCloseTo(
      revenue.series.reduce((s, p) => s + p.revenue, 0),
      1,
    );
    expect(revenue.series.every((p) => p.occupancy >= 0 && p.occupancy <= 1)).toBe(true);
  });

  it('says the available nights of each month and each apartment’s own series', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const revenue = await getRevenue(client, { from: '2026-02', to: '2026-03' });
    const owned = revenue.apartments.length;
    expect(owned).toBeGreaterThan(1);
    // February 2026 has 28 nights to let per apartment, March 31.
    expect(revenue.series.map((p) => p.available_nights)).toEqual([28 * owned, 31 * owned]);
    for (const [i, point] of revenue.series.entries()) {
      const sum = revenue.apartments.reduce((s, a) => s + a.series[i]!.revenue, 0);
      expect(point.revenue).toBeCloseTo(sum, 1);
    }
    expect(revenue.apartments.every((a) => a.address.length > 0)).toBe(true);
  });

  it('filters by months and apartment; Batumi earns more in summer', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const summer = await getRevenue(client, { apartmentId: 105, from: '2026-07', to: '2026-08' });
    expect(summer.series.map((p) => p.month)).toEqual(['2026-07', '2026-08']);
    const winter = await getRevenue(client, { apartmentId: 105, from: '2026-01', to: '2026-02' });
    expect(summer.total).toBeGreaterThan(winter.total);
    expect((await failure(getRevenue(client, { from: 'July' }))).status).toBe(400);
  });

  // docs/security.md "Roles": the owner's revenue is no tenant's business.
  it('refuses a resident, even on the apartment they live in', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    expect((await failure(getRevenue(client))).status).toBe(403);
    expect((await failure(getRevenue(client, { apartmentId: 101 }))).status).toBe(403);
  });
});
