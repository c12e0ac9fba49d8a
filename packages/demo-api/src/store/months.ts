// Month arithmetic for the seeded histories: `YYYY-MM` keys counted back from the clock.

/** `YYYY-MM` of a date, in UTC. */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The `count` full months before `now`'s month, oldest first. */
export function pastMonths(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let back = count; back >= 1; back -= 1) {
    out.push(monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return out;
}

/** An ISO date (`YYYY-MM-DD`) on `day` of a `YYYY-MM` month. */
export function dayOf(month: string, day: number): string {
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Adds whole months to an ISO date, keeping the day where the month allows. */
export function addMonths(isoDate: string, months: number): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** Rounds money to tetri. */
export const gel = (value: number) => Math.round(value * 100) / 100;

/** The `YYYY-MM` month `by` months after (or before, if negative) `month`. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthKey(new Date(Date.UTC(y, m - 1 + by, 1)));
}
