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

/**
 * Takes the link's `token` out of the page's address bar once read (issue 16 §4), keeping the
 * rest of the address and the history entry's state: the secret then stays in no bookmark,
 * shared screenshot, history entry or Referer.
 */
export function removeTokenFromAddressBar(
  win: Pick<Window, 'history' | 'location'> = window,
): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
