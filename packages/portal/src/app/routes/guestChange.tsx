// /existing/book/change (spec §2 guest routes): change a booking (issue 5's BookingChange widget). No login needed (spec §6).
import { bookingChangeRoute } from './bookingChangeRoute';

export const guestChangeRoute = bookingChangeRoute('existing/book/change', 'change');
