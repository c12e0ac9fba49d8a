// What /bookings reads as it opens, for its route loader to import lazily: the user's apartments
// (the timeline's rows) and the bookings of the days shown — one calendar query per date range.
// The screen shows every failure in place (error state with retry), so none is toasted too.
import {
  apartmentsQuery,
  bookingsCalendarQuery,
  errorsInPlace,
  type SakhliClient,
} from '@sakhli/sdk';
import { filtersOf, shownRange, type BookingsSearch } from './bookingsSearch';

/** The calendar query of the range and filters in the address. */
export function calendarQuery(client: SakhliClient, search: BookingsSearch) {
  return bookingsCalendarQuery(errorsInPlace(client), {
    dateRange: shownRange(search).range,
    ...filtersOf(search),
  });
}

export function bookingsScreenQueries(client: SakhliClient, search: BookingsSearch) {
  return [apartmentsQuery(errorsInPlace(client)), calendarQuery(client, search)];
}
