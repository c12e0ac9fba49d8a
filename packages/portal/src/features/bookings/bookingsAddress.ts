// /bookings' address (issue 25 item 2): the view, the first day shown and the filters, so Back, a
// reload and a shared link show the same days. The route's `validateSearch` lives here, apart from
// the calendar code (bookingsSearch.ts): the route tree is in every first load, /login's too.
import type { BookingStatus } from '@sakhli/sdk';
import { stateFromSearch, stateToSearch, type Day } from '@sakhli/widgets';

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

const STATUSES: readonly BookingStatus[] = ['new', 'approved', 'canceled'];

/** A calendar day as the address writes it (the grid checks it is a real day). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The route's `validateSearch`: the table's state as the table writes it; anything else is dropped. */
export function bookingsSearch(search: Record<string, unknown>): BookingsSearch {
  // The table's own params, prefixed; which filters its list takes is the table's to say.
  const table = stateFromSearch(search, BOOKINGS_TABLE_PREFIX);
  const out: BookingsSearch = { ...stateToSearch(table, BOOKINGS_TABLE_PREFIX) };
  if (BOOKING_VIEWS.includes(search.view as BookingView)) out.view = search.view as BookingView;
  if (typeof search.from === 'string' && DAY.test(search.from)) out.from = search.from as Day;
  const apartment = Number(search.apartment);
  if (Number.isInteger(apartment) && apartment > 0) out.apartment = apartment;
  if (STATUSES.includes(search.status as BookingStatus))
    out.status = search.status as BookingStatus;
  return out;
}
