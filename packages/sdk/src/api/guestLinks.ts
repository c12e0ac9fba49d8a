// The links a guest opens (spec §2 guest routes): a QR code's path (guestPath.ts), an e-mailed
// change or cancel link's query. Modules of their own, without the calls' schemas: a first view
// painted before the runtime (widgets' loader/first) reads links with these and nothing else of
// the SDK; and apart, so the guest booking carries no change link's parsing, nor the other way.
import { isLanguage, type Language } from '../client/language';
import { withBase, withQuery } from '../client/ofetchUrls';
import { guestLinkCallPath, guestTokenQuery } from './guestCall';

export { parseGuestLink, type GuestLink, type GuestWindow } from './guestPath';

/** What an e-mailed change or cancel link carries (`?booking_id=&token=&lang=`). */
export interface GuestBookingToken {
  bookingId: number;
  token: string;
  /** The guest's language; the API answers in it. */
  lang: Language;
}

/** `booking_id`, `token`, `lang` of an e-mailed change or cancel link; `lang` falls back to `fallback`. */
export function parseGuestBookingToken(
  url: string | URL,
  fallback: Language = 'en',
): GuestBookingToken | undefined {
  const params = new URL(url, 'http://x').searchParams;
  const id = params.get('booking_id') ?? '';
  const token = params.get('token');
  if (!/^\d{1,12}$/.test(id) || !token) return undefined;
  const lang = params.get('lang');
  return { bookingId: Number(id), token, lang: isLanguage(lang) ? lang : fallback };
}

/** A call as a client would send it: its address and headers. */
export interface PlainCall {
  url: string;
  headers: Record<string, string>;
}

/**
 * The call an e-mailed link opens with, as a client on `baseURL` with no session, in `language`,
 * sends it (createClient; guestLinks.test.ts holds the two together): for a caller that starts it
 * before the client exists, the widgets' loader with a first view.
 */
export function guestLinkCall(
  baseURL: string,
  link: GuestBookingToken,
  mode: 'change' | 'cancel',
  language: Language,
): PlainCall {
  const base = baseURL.endsWith('/') ? baseURL : `${baseURL}/`;
  return {
    url: withQuery(withBase(guestLinkCallPath(mode), base), guestTokenQuery(link)),
    headers: { Accept: 'application/json', 'user-language': language },
  };
}
