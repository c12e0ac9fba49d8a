// What the grid hands its two layouts (TimelineBody, MonthBody): the tab stop, the selection, the
// words of a day and the click handler.
import type { Day } from './days';
import type { GridPosition } from './layout';
import type { CalendarCell, CalendarItem } from './types';

/** What the two layouts' bodies need from the grid. */
export interface BodyProps<T extends CalendarItem> {
  today: Day;
  /** The cell with the tab stop. */
  current: GridPosition;
  selected: GridPosition | null;
  /** A day's words for a screen reader ("Sunday, March 28, 2027, today: …"). */
  cellText: (cell: CalendarCell<T>) => string;
  /** A day's date alone ("Sunday, March 28, 2027, today"), for its column header. */
  dayText: (day: Day) => string;
  /** A day's weekday, short ("Mo") and wide ("Monday"), in the language. */
  weekdays: { short: (day: Day) => string; wide: (day: Day) => string };
  onCellClick: (position: GridPosition) => void;
}
