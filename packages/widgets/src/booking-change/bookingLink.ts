// Where the widget's booking and token come from: its inputs, or an e-mailed link's address (`from-url`).
import { parseGuestBookingToken, type GuestBookingToken, type Language } from '@sakhli/sdk';

export interface BookingLinkInputs {
  bookingId?: number;
  token?: string;
  fromUrl?: boolean;
}

/**
 * The booking id, token and language to call with. Explicit inputs win over the address; the
 * address's `lang` (the guest's language when the e-mail was sent) wins over the provider's, so
 * a landing page needs no `lang`. Undefined when no booking id and token can be found.
 */
export function resolveBookingLink(
  inputs: BookingLinkInputs,
  href: string,
  language: Language,
): (GuestBookingToken & { fromAddress: boolean }) | undefined {
  const fromPage = inputs.fromUrl ? parseGuestBookingToken(href, language) : undefined;
  const bookingId = inputs.bookingId ?? fromPage?.bookingId;
  const token = inputs.token || fromPage?.token;
  if (!bookingId || !Number.isInteger(bookingId) || bookingId < 1 || !token) return undefined;
  const fromAddress = !!fromPage && !inputs.bookingId && !inputs.token;
  return { bookingId, token, lang: fromAddress ? fromPage.lang : language, fromAddress };
}
