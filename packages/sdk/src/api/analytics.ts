// Analytics (spec §7): the monthly revenue series of the user's apartments, in total and per
// apartment, and the figures owners compare over a period and the one before (revenue, booked
// nights, occupancy, average nightly rate), computed here once for every screen and export.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';

export const revenuePointSchema = v.object({
  /** `YYYY-MM`. */
  month: v.string(),
  revenue: v.number(),
  nights: v.number(),
  /**
   * Nights the apartments could have been let that month (its days × the apartments counted), so a
   * period's occupancy weighs each month by its length. Older backends leave it out: null.
   */
  available_nights: v.optional(v.nullable(v.number()), null),
  /** Booked nights over available nights, 0..1. */
  occupancy: v.number(),
});
export type RevenuePoint = v.InferOutput<typeof revenuePointSchema>;

/** One apartment's monthly revenue, for a line of its own beside the total. */
export const apartmentRevenueSchema = v.object({
  apartment_id: v.number(),
  /** In the caller's language. */
  address: v.string(),
  series: v.array(v.object({ month: v.string(), revenue: v.number() })),
});
export type ApartmentRevenue = v.InferOutput<typeof apartmentRevenueSchema>;

export const revenueSchema = v.object({
  currency: v.literal('GEL'),
  total: v.number(),
  series: v.array(revenuePointSchema),
  /** Per apartment, in the order of the user's apartments; older backends: none. */
  apartments: v.optional(v.array(apartmentRevenueSchema), []),
});
export type Revenue = v.InferOutput<typeof revenueSchema>;

export interface RevenueParams {
  /** Only this apartment; all of the user's apartments when left out. */
  apartmentId?: number;
  /** First month, `YYYY-MM`. */
  from?: string;
  /** Last month, `YYYY-MM`. */
  to?: string;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  revenue: (params: RevenueParams = {}) => [...analyticsKeys.all, 'revenue', params] as const,
};

export async function getRevenue(
  client: SakhliClient,
  params: RevenueParams = {},
): Promise<Revenue> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/analytics/revenue',
    query: { apartment_id: params.apartmentId, from: params.from, to: params.to },
    schema: revenueSchema,
  });
  return data;
}

export function revenueQuery(client: SakhliClient, params: RevenueParams = {}) {
  return { queryKey: analyticsKeys.revenue(params), queryFn: () => getRevenue(client, params) };
}

/** The periods an owner picks, in whole months. */
// In constants.ts, so a route can check `?months=` without this module's schemas.
export { revenuePeriods } from '../constants';
import type { revenuePeriods } from '../constants';
export type RevenuePeriod = (typeof revenuePeriods)[number];

/** A period of whole months and the one as long before it, each `YYYY-MM` to `YYYY-MM`. */
export interface RevenueSpan {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** `YYYY-MM` moved by `by` months. */
function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The `months` whole months before the month of `today` (`YYYY-MM-DD`, Tbilisi: the month under
 * way is not over, so it would compare badly) and the as many months before them.
 */
export function revenueSpan(months: number, today: string): RevenueSpan {
  const current = today.slice(0, 7);
  return {
    from: shiftMonth(current, -months),
    to: shiftMonth(current, -1),
    previousFrom: shiftMonth(current, -2 * months),
    previousTo: shiftMonth(current, -months - 1),
  };
}

/** Every month from `from` to `to`, `YYYY-MM`. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let month = from; month <= to; month = shiftMonth(month, 1)) out.push(month);
  return out;
}

/** What owners compare for a period. */
export interface RevenueFigures {
  /** GEL. */
  revenue: number;
  /** Booked nights. */
  nights: number;
  /** Booked over available nights, 0..1; null without any available night. */
  occupancy: number | null;
  /** Average nightly rate (revenue per booked night), GEL; null without a booked night. */
  averageRate: number | null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The figures of a period's months (any order); all zero/null when there are none. */
export function revenueFigures(points: readonly RevenuePoint[]): RevenueFigures {
  const revenue = cents(points.reduce((sum, p) => sum + p.revenue, 0));
  const nights = points.reduce((sum, p) => sum + p.nights, 0);
  const known = points.every((p) => p.available_nights !== null);
  const available = points.reduce((sum, p) => sum + (p.available_nights ?? 0), 0);
  // An older backend's months only say their own occupancy: their mean is the best left.
  const occupancy = known
    ? available > 0
      ? nights / available
      : null
    : points.reduce((sum, p) => sum + p.occupancy, 0) / points.length;
  return {
    revenue,
    nights,
    occupancy: points.length === 0 ? null : occupancy,
    averageRate: nights > 0 ? cents(revenue / nights) : null,
  };
}

/** The change from `previous` to `current` as a fraction (0.12 = +12 %); null when unknown or from zero. */
export function figureChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
