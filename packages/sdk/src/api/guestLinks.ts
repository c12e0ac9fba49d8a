// The links a guest opens (spec §2 guest routes): a QR code's path, an e-mailed change or cancel
// link's query. A module of its own, without the calls' schemas: a first view painted before the
// runtime (widgets' loader/first) reads links with these and nothing else of the SDK.
import { isLanguage, type Language } from '../client/language';
import { withBase, withQuery } from '../client/ofetchUrls';
import { guestLinkCallPath, guestTokenQuery } from './guestCall';

/** The two parts of a guest link `/qr/booking/{apartmentId}/{hash}` (from a QR code or a listing). */
export interface GuestLink {
  apartmentId: number;
  hash: string;
}

/** A guest link plus the time hash e-mailed to the guest (`/qr/booking/{apartmentId}/{hash}/{timeHash}`). */
export interface GuestWindow extends GuestLink {
  timeHash: string;
}

/** What an e-mailed change or cancel link carries (`?booking_id=&token=&lang=`). */
export interface GuestBookingToken {
  bookingId: number;
  token: string;
  /** The guest's language; the API answers in it. */
  lang: Language;
}

/**
 * The guest link in a page address (`/qr/booking/{apartmentId}/{hash}[/{timeHash}]`), for widgets
 * that read it `from-url`. Undefined when the address holds none.
 */
export function parseGuestLink(url: string | URL): GuestLink | GuestWindow | undefined {
  const { pathname } = new URL(url, 'http://x');
  const match = /\/qr\/booking\/(\d{1,12})\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return undefined;
  const link: GuestLink = { apartmentId: Number(match[1]), hash: decodeURIComponent(match[2]!) };
  return match[3] ? { ...link, timeHash: decodeURIComponent(match[3]) } : link;
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
