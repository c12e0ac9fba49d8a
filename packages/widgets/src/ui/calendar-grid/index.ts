// The shared calendar grid (issue 25): bookings' timeline and month, a key's door history.
export { CalendarGrid } from './CalendarGrid';
export {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  isDay,
  startOfMonth,
  startOfWeek,
  todayInTbilisi,
} from './days';
export type { Day } from './days';
export { visibleRange } from './layout';
export type {
  CalendarCell,
  CalendarGridProps,
  CalendarItem,
  CalendarRow,
  MonthGridProps,
  TimelineGridProps,
} from './types';
