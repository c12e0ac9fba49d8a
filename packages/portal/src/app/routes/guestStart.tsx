// /qr/booking/$apartmentId/$hash (spec §2 guest routes): start a reservation by entering an e-mail address (the guest booking widget). No login needed (spec §6).
import { guestBookingRoute } from './guestBookingRoute';

export const guestStartRoute = guestBookingRoute('qr/booking/$apartmentId/$hash', 'start');
