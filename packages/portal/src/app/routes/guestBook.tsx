// /qr/booking/$apartmentId/$hash/$timeHash (spec §2 guest routes): book the apartment (the guest booking widget). No login needed (spec §6).
import { guestBookingRoute } from './guestBookingRoute';

export const guestBookRoute = guestBookingRoute('qr/booking/$apartmentId/$hash/$timeHash', 'book');
