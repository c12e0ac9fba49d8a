// The guest booking widget's public module: the loader's element and the npm React API import it.
export { GuestBooking } from './GuestBooking';
export type { GuestBookingProps } from './GuestBooking';
