// spec §7 analytics: GET api/analytics/revenue, the monthly series over the caller's owned
// apartments — in total (revenue, booked and available nights, occupancy) and per apartment
// (docs/api-assumptions.md "Analytics").
import type { Hono } from 'hono';
import * as v from 'valibot';
import { check, ok, requireUser, type AppEnv } from '../http';
import { gel } from '../store/months';
import { loc, myOwnedApartment, myOwnedApartments } from './scope';

const MONTH = /^\d{4}-\d{2}$/;
const revenueQuery = v.object({
  apartment_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/))),
  from: v.optional(v.pipe(v.string(), v.regex(MONTH))),
  to: v.optional(v.pipe(v.string(), v.regex(MONTH))),
});

export function analyticsRoutes(app: Hono<AppEnv>) {
  app.get('/api/analytics/revenue', requireUser, (c) => {
    const { apartment_id, from, to } = c.req.query();
    const q = check(revenueQuery, { apartment_id, from, to }, c);
    const apartments = q.apartment_id
      ? [myOwnedApartment(c, Number(q.apartment_id))]
      : myOwnedApartments(c);
    const ids = new Set(apartments.map((a) => a.id));
    const inPeriod = c.var.db.analytics.revenue.filter(
      (row) =>
        ids.has(row.apartmentId) && !(q.from && row.month < q.from) && !(q.to && row.month > q.to),
    );
    const byMonth = new Map<string, { revenue: number; nights: number; days: number }>();
    for (const row of inPeriod) {
      const m = byMonth.get(row.month) ?? { revenue: 0, nights: 0, days: 0 };
      m.revenue += row.revenue;
      m.nights += row.nights;
      m.days += row.days;
      byMonth.set(row.month, m);
    }
    const series = [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, m]) => ({
        month,
        revenue: gel(m.revenue),
        nights: m.nights,
        available_nights: m.days,
        occupancy: m.days ? Math.round((m.nights / m.days) * 1000) / 1000 : 0,
      }));
    return ok(c, {
      currency: 'GEL' as const,
      total: gel(series.reduce((s, p) => s + p.revenue, 0)),
      series,
      apartments: apartments.map((apartment) => ({
        apartment_id: apartment.id,
        address: loc(c, apartment.address),
        series: inPeriod
          .filter((row) => row.apartmentId === apartment.id)
          .sort((a, b) => a.month.localeCompare(b.month))
          .map((row) => ({ month: row.month, revenue: gel(row.revenue) })),
      })),
    });
  });
}
