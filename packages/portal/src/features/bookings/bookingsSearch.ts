// /bookings' address (issue 25 item 2): the view, the first day shown and the filters, so Back, a
// reload and a shared link show the same days. Kept free of components: the route's loader reads it.
import { bookingsList, type BookingFilters, type BookingStatus } from '@sakhli/sdk';
import {
  isDay,
  stateFromSearch,
  stateToSearch,
  startOfMonth,
  startOfWeek,
  todayInTbilisi,
  visibleRange,
  type Day,
} from '@sakhli/widgets';

export const BOOKING_VIEWS = ['timeline', 'month', 'list'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

/** The bookings table's params in the address (`t_page`, `t_status`…), apart from the calendar's. */
export const BOOKINGS_TABLE_PREFIX = 't_';

/** Days the timeline shows: two weeks, moved by a week or a month. */
export const TIMELINE_DAYS = 14;

/** DESIGN.md breakpoints: under 576 px the list is the default view. */
export const NARROW_QUERY = '(max-width: 575.98px)';

/** The calendar's part of the address. */
export interface CalendarSearch {
  view?: BookingView;
  from?: Day;
  apartment?: number;
  status?: BookingStatus;
}

export interface BookingsSearch extends CalendarSearch {
  /** The bookings table's state (see {@link BOOKINGS_TABLE_PREFIX}). */
  [table: `t_${string}`]: string;
}

const tableFilterKeys = Object.keys(bookingsList.filters);

const STATUSES: readonly BookingStatus[] = ['new', 'approved', 'canceled'];

/** The route's `validateSearch`: the table's state as the table writes it; anything else is dropped. */
export function bookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const table = stateFromSearch(search, BOOKINGS_TABLE_PREFIX, undefined, tableFilterKeys);
  const out: BookingsSearch = { ...stateToSearch(table, BOOKINGS_TABLE_PREFIX) };
  if (BOOKING_VIEWS.includes(search.view as BookingView)) out.view = search.view as BookingView;
  if (isDay(search.from)) out.from = search.from;
  const apartment = Number(search.apartment);
  if (Number.isInteger(apartment) && apartment > 0) out.apartment = apartment;
  if (STATUSES.includes(search.status as BookingStatus))
    out.status = search.status as BookingStatus;
  return out;
}

/** The view without one in the address: the list on a phone, the timeline elsewhere. */
export function defaultView(): BookingView {
  return typeof window !== 'undefined' && window.matchMedia?.(NARROW_QUERY).matches
    ? 'list'
    : 'timeline';
}

/** The first day `view` shows around `day`: the timeline's Monday, else the month's 1st. */
export function firstDayOf(view: BookingView, day: Day): Day {
  return view === 'timeline' ? startOfWeek(day) : startOfMonth(day);
}

/** The view and its first day: the timeline starts on a Monday, the month and list on the 1st. */
export function shownRange(search: BookingsSearch, today: Day = todayInTbilisi()) {
  const view = search.view ?? defaultView();
  const from =
    view === 'timeline' ? (search.from ?? startOfWeek(today)) : startOfMonth(search.from ?? today);
  const range = visibleRange(view === 'timeline' ? 'timeline' : 'month', from, TIMELINE_DAYS);
  return { view, from, range };
}

/** The calendar's filters from the address (also the export's). */
export function filtersOf(search: BookingsSearch): BookingFilters {
  return {
    ...(search.apartment ? { apartmentId: search.apartment } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
}
