// The guest flow's state: QR/listing links, e-mailed time hashes (10-minute window), change requests.
import { GUEST_WINDOW_MS, type Language } from '@sakhli/sdk';
import type { Db } from './db';
import { addDays, HOUR_MS, seededBooking, type BookingRow } from './bookings';
import { secretHex, secretToken } from './secrets';

/** A public link `/qr/booking/{apartmentId}/{hash}` (printed as a QR code, put on listings). */
export interface GuestLinkRow {
  apartmentId: number;
  hash: string;
}

/** An e-mailed time hash: one guest's 10-minute window to book (spec §4, §9). */
export interface TimeHashRow {
  timeHash: string;
  apartmentId: number;
  hash: string;
  email: string;
  issuedAt: string;
  expiresAt: string;
  /** `used` once a booking was made with it. */
  state: 'open' | 'used';
  bookingId?: number;
}

export interface ProposedTerms {
  apartmentId: number;
  incomeDate: string;
  exitDate: string;
  adults: number;
  children: number;
  childrenAges: number[];
}

/** A change the host proposes; the guest accepts or rejects it once, before it expires. */
export interface ChangeRequestRow {
  bookingId: number;
  token: string;
  lang: Language;
  proposed: ProposedTerms;
  createdAt: string;
  expiresAt: string;
  state: 'pending' | 'accepted' | 'rejected';
}

export interface GuestState {
  links: GuestLinkRow[];
  timeHashes: TimeHashRow[];
  changes: ChangeRequestRow[];
}

/** How long a change request stays open. */
export const CHANGE_REQUEST_TTL_MS = 72 * HOUR_MS;

/**
 * Opens a 10-minute window for an address. Windows already open for that address stay open: the
 * guest may be booking with one in another browser, and anyone can ask a link for any address.
 */
export function issueTimeHash(db: Db, link: GuestLinkRow, email: string): TimeHashRow {
  const now = db.clock.ms();
  const row: TimeHashRow = {
    timeHash: secretHex(16),
    apartmentId: link.apartmentId,
    hash: link.hash,
    email,
    issuedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + GUEST_WINDOW_MS).toISOString(),
    state: 'open',
  };
  db.guest.timeHashes.push(row);
  return row;
}

export function seedGuest(db: Db): GuestState {
  db.guest = { links: [], timeHashes: [], changes: [] };
  for (const apartment of db.apartments.apartments) {
    db.guest.links.push({ apartmentId: apartment.id, hash: secretHex(12) });
  }
  const now = db.clock.ms();
  const request = (
    booking: BookingRow,
    proposed: Partial<ProposedTerms>,
    state: ChangeRequestRow['state'],
    createdHoursAgo: number,
  ) => {
    const createdAt = now - createdHoursAgo * HOUR_MS;
    db.guest.changes.push({
      bookingId: booking.id,
      token: secretToken(),
      lang: booking.lang,
      proposed: {
        apartmentId: booking.apartmentId,
        incomeDate: booking.incomeDate,
        exitDate: booking.exitDate,
        adults: booking.adults,
        children: booking.children,
        childrenAges: booking.childrenAges,
        ...proposed,
      },
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(createdAt + CHANGE_REQUEST_TTL_MS).toISOString(),
      state,
    });
  };
  const anna = seededBooking(db, 5);
  // Pending: the host moves Anna's stay one day later.
  request(
    anna,
    { incomeDate: addDays(anna.incomeDate, 1), exitDate: addDays(anna.exitDate, 1) },
    'pending',
    2,
  );
  const james = seededBooking(db, 6);
  request(james, { exitDate: addDays(james.exitDate, 1) }, 'accepted', 30);
  const elif = seededBooking(db, 7);
  request(elif, { incomeDate: addDays(elif.incomeDate, -1) }, 'pending', 100);
  const levan = seededBooking(db, 11);
  // Pending: the host offers the stay with a child added (spec §5 ages apply).
  request(levan, { adults: 2, children: 1, childrenAges: [7] }, 'pending', 1);
  return db.guest;
}
