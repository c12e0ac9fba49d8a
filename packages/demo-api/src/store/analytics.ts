// Revenue series for analytics (spec §7): 24 months of short-term rental income per apartment (a
// year to compare with the one before), with Batumi busier in summer and Tbilisi steadier.
import type { Db } from './db';
import { createIds } from './ids';
import { gel, pastMonths } from './months';

export interface RevenueRow {
  apartmentId: number;
  month: string;
  revenue: number;
  nights: number;
  /** Nights in the month, for occupancy. */
  days: number;
}

export interface AnalyticsState {
  revenue: RevenueRow[];
}

export function seedAnalytics(db: Db): AnalyticsState {
  const rnd = createIds(7105);
  const months = pastMonths(db.clock.now(), 24);
  const revenue: RevenueRow[] = [];
  for (const apt of db.apartments.apartments) {
    for (const month of months) {
      const [y, m] = month.split('-').map(Number) as [number, number];
      const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const summer = m >= 6 && m <= 9;
      const base = apt.city === 'batumi' ? (summer ? 24 : 9) : summer ? 17 : 14;
      const nights = Math.min(days, Math.max(0, base + rnd.int(-4, 4)));
      const price = apt.nightlyPrice * (summer && apt.city === 'batumi' ? 1.25 : 1);
      revenue.push({ apartmentId: apt.id, month, revenue: gel(nights * price), nights, days });
    }
  }
  return { revenue };
}
