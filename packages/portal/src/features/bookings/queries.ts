// What /bookings reads as it opens, for its route loader to import lazily: the user's apartments
// (the timeline's rows) and the bookings of the days shown — one calendar query per date range.
// The screen shows every failure in place (error state with retry), so none is toasted too.
import {
  apartmentsQuery,
  bookingsCalendarQuery,
  errorsInPlace,
  listQueryOptions,
  listRowSchema,
  tableColumnsQuery,
  tableFiltersQuery,
  type SakhliClient,
} from '@sakhli/sdk';
import { stateFromSearch, tableListParams } from '@sakhli/widgets';
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

/** The bookings table's config and page, as its DataTable asks for them. */
export function tableQueries(client: SakhliClient, search: BookingsSearch) {
  const state = stateFromSearch(search as Record<string, unknown>, BOOKINGS_TABLE_PREFIX);
  return [
    tableColumnsQuery(client, 'bookings'),
    tableFiltersQuery(client, 'bookings'),
    listQueryOptions(client, 'api/bookings', listRowSchema, tableListParams(state)),
  ];
}

export function bookingsScreenQueries(client: SakhliClient, search: BookingsSearch) {
  const inPlace = errorsInPlace(client);
  return [
    apartmentsQuery(inPlace),
    calendarQuery(client, search),
    ...tableQueries(inPlace, search),
  ];
}
