// The booking change/cancel widget's public module: the loader's element and the npm React API import it.
export { BookingChange } from './BookingChange';
export { bookingChangeQueries } from './queries';
export type { BookingChangeProps } from './BookingChange';
