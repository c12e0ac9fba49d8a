// Calendar days as plain `YYYY-MM-DD` strings, counted on UTC's calendar so that the device's zone
// never enters: a day has no time, so a DST change (Europe, 2027-03-28 and 2026-10-25) or New
// Year in the device's zone cannot add or lose a night. Today is Tbilisi's (UTC+4, no DST).
import { tbilisiToday } from '@sakhli/sdk';

/** A calendar day, `YYYY-MM-DD`, in Tbilisi. */
export type Day = string;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real `YYYY-MM-DD` day (not `2027-02-30`). */
export function isDay(text: unknown): text is Day {
  if (typeof text !== 'string' || !DAY.test(text)) return false;
  return toDay(epochOf(text)) === text;
}

/** Midnight UTC of the day, in epoch ms. */
function epochOf(day: Day): number {
  const [, y, m, d] = DAY.exec(day) ?? [];
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

function toDay(epoch: number): Day {
  return new Date(epoch).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: Day, count: number): Day {
  return toDay(epochOf(day) + count * DAY_MS);
}

/** Days from `from` to `to` (nights of a stay from arrival to departure); negative when `to` is earlier. */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((epochOf(to) - epochOf(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as `Date#getDay` counts. */
export function weekdayOf(day: Day): number {
  return new Date(epochOf(day)).getUTCDay();
}

/** The first day of the week holding `day` (`weekStartsOn` 1 = Monday, 0 = Sunday). */
export function startOfWeek(day: Day, weekStartsOn: 0 | 1 = 1): Day {
  return addDays(day, -((weekdayOf(day) - weekStartsOn + 7) % 7));
}

/** The first day of the month holding `day`. */
export function startOfMonth(day: Day): Day {
  return `${day.slice(0, 7)}-01`;
}

/** The day `count` months on, its day of month clamped to the month's length (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: Day, count: number): Day {
  const [, y, m, d] = DAY.exec(day) ?? [];
  const first = new Date(Date.UTC(Number(y), Number(m) - 1 + count, 1));
  const length = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(Number(d), length));
  return toDay(first.getTime());
}

/** The last day of the month holding `day`. */
export function endOfMonth(day: Day): Day {
  return addDays(addMonths(startOfMonth(day), 1), -1);
}

/** `count` days from `from`, in order. */
export function daysFrom(from: Day, count: number): Day[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

/**
 * A local `Date` at noon of the day, for the shared `Intl` formatters (format.ts): noon, not
 * midnight, because a zone whose DST starts at midnight has no midnight on that day.
 */
export function dateOf(day: Day): Date {
  const [, y, m, d] = DAY.exec(day) ?? [];
  return new Date(Number(y), Number(m) - 1, Number(d), 12);
}

/** Today in Tbilisi (the apartments' calendar), whatever the device's zone. */
export function todayInTbilisi(now: number = Date.now()): Day {
  return tbilisiToday(now);
}
