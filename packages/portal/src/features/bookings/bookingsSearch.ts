// /bookings' calendar reading of the address (issue 25 item 2): the view and days shown and the
// filters, for the screen and its query module (the route's validateSearch is bookingsAddress.ts).
import type { BookingFilters } from '@sakhli/sdk';
import { startOfMonth, startOfWeek, todayInTbilisi, visibleRange, type Day } from '@sakhli/widgets';

export * from './bookingsAddress';
import {
  TIMELINE_DAYS,
  NARROW_QUERY,
  type BookingView,
  type BookingsSearch,
} from './bookingsAddress';

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
