// A QR code's guest link in a page address (spec §2 guest routes), read by the guest booking
// widget and by its first view (guestLinks.ts says why the link parsers are modules of their own).

/** The two parts of a guest link `/qr/booking/{apartmentId}/{hash}` (from a QR code or a listing). */
export interface GuestLink {
  apartmentId: number;
  hash: string;
}

/** A guest link plus the time hash e-mailed to the guest (`/qr/booking/{apartmentId}/{hash}/{timeHash}`). */
export interface GuestWindow extends GuestLink {
  timeHash: string;
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
