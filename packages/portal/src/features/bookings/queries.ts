// What /bookings reads as it opens, for its route loader to import lazily: the user's apartments
// (the timeline's rows) and the bookings of the days shown — one calendar query per date range.
// The screen shows every failure in place (error state with retry), so none is toasted too.
import {
  apartmentsQuery,
  bookingsCalendarQuery,
  errorsInPlace,
  bookingsList,
  type SakhliClient,
} from '@sakhli/sdk';
import { tableQueryOptions } from '@sakhli/widgets/queries/table';
import { tableStateOf } from '../../app/tableAddress';
import {
  BOOKINGS_TABLE_PREFIX,
  filtersOf,
  shownRange,
  type BookingsSearch,
} from './bookingsSearch';

/** The calendar query of the range and filters in the address. */
export function calendarQuery(client: SakhliClient, search: BookingsSearch) {
  return bookingsCalendarQuery(errorsInPlace(client), {
    dateRange: shownRange(search).range,
    ...filtersOf(search),
  });
}

export function bookingsScreenQueries(client: SakhliClient, search: BookingsSearch) {
  const table = tableStateOf(search as Record<string, unknown>, {
    list: bookingsList,
    prefix: BOOKINGS_TABLE_PREFIX,
  });
  return [
    apartmentsQuery(errorsInPlace(client)),
    calendarQuery(client, search),
    // The bookings table's config and page, as its DataTable asks for them.
    ...tableQueryOptions(client, bookingsList, table),
  ];
}
