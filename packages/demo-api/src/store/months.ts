// Month arithmetic for the seeded histories: `YYYY-MM` keys counted back from the clock.

/**
 * The business keeps Georgia's calendar (UTC+4 all year, no daylight saving): at 00:05 on
 * 1 January in Tbilisi it is still 31 December in UTC, and the day, month and year are Tbilisi's.
 */
export const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The Tbilisi date of an instant, `YYYY-MM-DD`. */
export function tbilisiDay(date: Date): string {
  return new Date(date.getTime() + TBILISI_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM` of an instant, in Tbilisi. */
export function monthKey(date: Date): string {
  return tbilisiDay(date).slice(0, 7);
}

/** The `count` full months before `now`'s month (in Tbilisi), oldest first. */
export function pastMonths(now: Date, count: number): string[] {
  const current = monthKey(now);
  const out: string[] = [];
  for (let back = count; back >= 1; back -= 1) out.push(shiftMonth(current, -back));
  return out;
}

/** An ISO date (`YYYY-MM-DD`) on `day` of a `YYYY-MM` month. */
export function dayOf(month: string, day: number): string {
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * Adds whole months to an ISO date, keeping the day where the month allows and else its last day:
 * 31 January + 1 month is 28 February (29 in a leap year), never 3 March.
 */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Rounds money to tetri. */
export const gel = (value: number) => Math.round(value * 100) / 100;

/** The `YYYY-MM` month `by` months after (or before, if negative) `month`. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthKey(new Date(Date.UTC(y, m - 1 + by, 1)));
}
