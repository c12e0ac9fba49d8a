// Booked ranges (spec §7 bookedDates) as the nights a calendar disables, and the clash with a choice.
import type { BookedRange } from '@sakhli/sdk';
import { toDay, toIsoDate } from './guestFormValues';

/** Every night of the ranges: `start` up to, not including, `end` (the departure day stays free). */
export function nightsOf(ranges: readonly BookedRange[]): string[] {
  const nights = new Set<string>();
  for (const { start, end } of ranges) {
    for (let day = toDay(start); toIsoDate(day) < end; day.setDate(day.getDate() + 1)) {
      nights.add(toIsoDate(day));
    }
  }
  return [...nights].sort();
}

/** The chosen nights someone else holds now (spec §8 "someone booked the dates": highlighted). */
export function clashOf(from: string, to: string, booked: readonly string[]): string[] {
  if (!from || !to) return [];
  return booked.filter((night) => night >= from && night < to);
}
