// What an e-mailed change or cancel link's calls send (spec §7 guest flow), shared by the calls
// (guest.ts) and by the address a first view starts beside the code (guestLinks.ts guestLinkCall),
// without either's other code: each widget's first load carries only what it uses.
import type { GuestBookingToken } from './guestLinks';

/** What an e-mailed link's calls send: its booking, its token and the guest's language. */
export const guestTokenQuery = ({ bookingId, token, lang }: GuestBookingToken) => ({
  booking_id: bookingId,
  token,
  lang,
});

/** The path of the call an e-mailed link opens with: the proposed change, or the booking to cancel. */
export const guestLinkCallPath = (mode: 'change' | 'cancel') =>
  mode === 'cancel' ? 'api/qr/book/cancel' : 'api/qr/book/change';
