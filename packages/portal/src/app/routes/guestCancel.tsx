// /qr/book/cancel (spec §2 guest routes): booking details and cancel (issue 5's BookingChange widget). No login needed (spec §6).
import { bookingChangeRoute } from './bookingChangeRoute';

export const guestCancelRoute = bookingChangeRoute('qr/book/cancel', 'cancel');
