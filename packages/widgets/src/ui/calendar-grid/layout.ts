// The calendar grid's arithmetic, apart from React: which days a layout shows, which items fall on
// a night, their lanes in a row, and where a key moves the active cell (STYLE.md 15, the WAI-ARIA
// grid pattern: arrows by cell, Home/End by row, PageUp/PageDown by month).
import {
  addDays,
  addMonths,
  daysBetween,
  daysFrom,
  endOfMonth,
  startOfMonth,
  startOfWeek,
  type Day,
} from './days';
import type { CalendarItem } from './types';

/** The weeks of the month holding `month`, each seven days; days of the next or last month are `null`. */
export function monthWeeks(month: Day, weekStartsOn: 0 | 1): (Day | null)[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const weeks: (Day | null)[][] = [];
  for (let start = startOfWeek(first, weekStartsOn); start <= last; start = addDays(start, 7)) {
    weeks.push(daysFrom(start, 7).map((day) => (day < first || day > last ? null : day)));
  }
  return weeks;
}

/** The items whose nights include `day` (arrival up to, not including, departure). */
export function itemsOn<T extends CalendarItem>(items: readonly T[], day: Day): T[] {
  return items.filter((item) => item.start <= day && day < item.end);
}

/**
 * Lanes for the items of one row, so overlapping stays (a canceled booking under its replacement)
 * never hide each other: each item takes the first lane free at its arrival.
 */
export function lanesOf<T extends CalendarItem>(items: readonly T[]): { item: T; lane: number }[] {
  const ends: Day[] = [];
  return [...items]
    .sort((a, b) => a.start.localeCompare(b.start) || b.end.localeCompare(a.end))
    .map((item) => {
      let lane = ends.findIndex((end) => end <= item.start);
      if (lane === -1) lane = ends.length;
      ends[lane] = item.end;
      return { item, lane };
    });
}

/** The active cell: a day, and a row's index in the timeline (0 in the month layout). */
export interface GridPosition {
  day: Day;
  row: number;
}

export type GridShape =
  | { layout: 'timeline'; from: Day; days: number; rows: number }
  | { layout: 'month'; month: Day; weekStartsOn: 0 | 1 };

/** Where a key moves the active cell, or undefined when the key is not a move. */
export function moveBy(
  key: string,
  ctrl: boolean,
  at: GridPosition,
  shape: GridShape,
): GridPosition | undefined {
  const day = (d: Day) => ({ day: d, row: at.row });
  switch (key) {
    case 'ArrowLeft':
      return day(addDays(at.day, -1));
    case 'ArrowRight':
      return day(addDays(at.day, 1));
    case 'PageUp':
      return day(addMonths(at.day, -1));
    case 'PageDown':
      return day(addMonths(at.day, 1));
  }
  if (shape.layout === 'timeline') {
    const last = addDays(shape.from, shape.days - 1);
    switch (key) {
      case 'ArrowUp':
        return { day: at.day, row: Math.max(0, at.row - 1) };
      case 'ArrowDown':
        return { day: at.day, row: Math.min(shape.rows - 1, at.row + 1) };
      case 'Home':
        return { day: shape.from, row: ctrl ? 0 : at.row };
      case 'End':
        return { day: last, row: ctrl ? shape.rows - 1 : at.row };
    }
    return undefined;
  }
  switch (key) {
    case 'ArrowUp':
      return day(addDays(at.day, -7));
    case 'ArrowDown':
      return day(addDays(at.day, 7));
    case 'Home':
      return day(ctrl ? startOfMonth(at.day) : startOfWeek(at.day, shape.weekStartsOn));
    case 'End':
      return day(ctrl ? endOfMonth(at.day) : addDays(startOfWeek(at.day, shape.weekStartsOn), 6));
  }
  return undefined;
}

/**
 * The first day to show so that `day` is visible: the same when it is; in the timeline the window
 * moves by whole weeks (by a month for PageUp/PageDown), in the month layout to `day`'s month.
 */
export function rangeShowing(day: Day, shape: GridShape, key?: string): Day {
  if (shape.layout === 'month') return startOfMonth(day);
  let from = shape.from;
  if (key === 'PageUp' || key === 'PageDown') from = addMonths(from, key === 'PageUp' ? -1 : 1);
  while (day < from) from = addDays(from, -7);
  while (daysBetween(from, day) >= shape.days) from = addDays(from, 7);
  return from;
}

/** Whether `day` is one the grid shows. */
export function isShown(day: Day, shape: GridShape): boolean {
  if (shape.layout === 'month') return startOfMonth(day) === startOfMonth(shape.month);
  const offset = daysBetween(shape.from, day);
  return offset >= 0 && offset < shape.days;
}

/**
 * The days a grid shows, for the caller's one query per range: a timeline's `days` from `from`,
 * or the whole month holding `from`.
 */
export function visibleRange(
  layout: 'timeline' | 'month',
  from: Day,
  days = 14,
): { from: Day; to: Day } {
  return layout === 'timeline'
    ? { from, to: addDays(from, days - 1) }
    : { from: startOfMonth(from), to: endOfMonth(from) };
}
