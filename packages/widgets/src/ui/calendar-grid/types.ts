// The calendar grid's public types: rows, items (stays drawn as bars or chips) and cells.
import type { ReactNode } from 'react';
import type { StatusTone } from '../StatusBadge';
import type { Day } from './days';

/** A row of the timeline (an apartment, a key's door…). */
export interface CalendarRow {
  id: string;
  /** Its name, shown in the row header and read before each of its cells. */
  label: string;
}

/** Something that spans nights: drawn as a bar in the timeline and a chip in the month layout. */
export interface CalendarItem {
  id: string | number;
  /** The timeline row it sits in; the month layout ignores it. */
  rowId?: string;
  /** The first night, `YYYY-MM-DD` (a booking's arrival). */
  start: Day;
  /** The day after the last night (a booking's departure: not a night of the stay). */
  end: Day;
  /** Its short text (the guest's name). */
  label: string;
  /** Its status colour; never alone — `statusLabel` and the tone's icon go with it. */
  tone: StatusTone;
  /** The status in the user's language ("New"). */
  statusLabel: string;
}

/** One day's cell, as the renderers and handlers receive it. */
export interface CalendarCell<T extends CalendarItem = CalendarItem> {
  day: Day;
  /** The timeline's row; undefined in the month layout. */
  row?: CalendarRow;
  /** The items whose nights include the day. */
  items: T[];
  today: boolean;
}

interface CommonProps<T extends CalendarItem> {
  /** What the grid shows ("Bookings"); with the visible range it names the grid. */
  label: string;
  /** Stays drawn over the days. @defaultValue [] */
  items?: readonly T[];
  /** Today's date (Tbilisi's on the server's clock when known). @defaultValue Tbilisi's today on this device's clock */
  today?: Day;
  /**
   * A day cell's own content, drawn under its items (a count of door openings), for the eyes only:
   * say it in words with `describeCell`. Keep it short: a timeline cell is 44 px wide.
   */
  renderCell?: (cell: CalendarCell<T>) => ReactNode;
  /** What a screen reader hears for the cell beyond its date and items (`"3 openings"`). */
  describeCell?: (cell: CalendarCell<T>) => string | undefined;
  /** Enter, a click or a second tap on a cell: its first item when it has one. */
  onOpen?: (cell: CalendarCell<T>, item: T | undefined) => void;
  /** The active cell changes (keys, a tap on touch, a click): the caller may show its details. */
  onSelect?: (cell: CalendarCell<T>) => void;
  /** The grid moves to another range (its buttons, or a key past the edge). */
  onRangeChange: (from: Day) => void;
  /** Shows skeletons instead of the days (the toolbar stays). */
  loading?: boolean;
  /** The items could not be loaded: the reason (the toolbar stays, with retry when given). */
  error?: ReactNode;
  onRetry?: () => void;
}

export interface TimelineGridProps<T extends CalendarItem> extends CommonProps<T> {
  layout: 'timeline';
  rows: readonly CalendarRow[];
  /** The first day shown, `YYYY-MM-DD`. */
  from: Day;
  /** How many days are shown. @defaultValue 14 */
  days?: number;
  /** The row header's column heading ("Apartment"). */
  rowHeading: string;
}

export interface MonthGridProps<T extends CalendarItem> extends CommonProps<T> {
  layout: 'month';
  /** Any day of the month shown. */
  month: Day;
}

export type CalendarGridProps<T extends CalendarItem = CalendarItem> =
  TimelineGridProps<T> | MonthGridProps<T>;
