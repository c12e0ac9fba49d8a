// Digital door keys and the door history (spec §3 Digital key; §4: accepting may generate and send a key).
import type { Db } from './db';
import { HOUR_MS, tbilisiTime, type BookingRow } from './bookings';

export interface KeyRow {
  id: number;
  apartmentId: number;
  /** The booking it was generated for; none for owners' and residents' keys. */
  bookingId?: number;
  holder: string;
  /** `expired` is derived from `validUntil`, never stored. */
  status: 'active' | 'paused';
  validFrom: string;
  validUntil: string;
}

export interface DoorEventRow {
  id: number;
  keyId: number;
  apartmentId: number;
  at: string;
  method: 'app' | 'code' | 'card';
  result: 'opened' | 'denied';
}

export interface KeysState {
  keys: KeyRow[];
  doorEvents: DoorEventRow[];
}

/** spec §4 "may generate a key": accepting generates one when arrival is this close. */
export const KEY_ON_ACCEPT_WITHIN_DAYS = 14;

export function keyStatus(db: Db, key: KeyRow): 'active' | 'paused' | 'expired' {
  return Date.parse(key.validUntil) <= db.clock.ms() ? 'expired' : key.status;
}

/** Generates (or returns the existing) key of a booking: check-in 14:00 to check-out 12:00, and e-mails it. */
export function issueKey(db: Db, booking: BookingRow): KeyRow {
  const existing = booking.keyId && db.keys.keys.find((k) => k.id === booking.keyId);
  if (existing) return existing;
  const key: KeyRow = {
    id: db.ids.id(),
    apartmentId: booking.apartmentId,
    bookingId: booking.id,
    holder: `${booking.guest.name} ${booking.guest.last_name}`,
    status: 'active',
    validFrom: tbilisiTime(booking.incomeDate, 14),
    validUntil: tbilisiTime(booking.exitDate, 12),
  };
  db.keys.keys.push(key);
  booking.keyId = key.id;
  db.outbox.send({
    to: booking.guest.email,
    subject: `Your digital key for booking ${booking.id}`,
    text: `Your digital key opens the door from ${key.validFrom} until ${key.validUntil}. Open it in the Sakhli app.`,
  });
  return key;
}

export function seedKeys(db: Db): KeysState {
  db.keys = { keys: [], doorEvents: [] };
  const now = db.clock.ms();
  const year = new Date(now).getUTCFullYear();
  const owner = db.accounts.accounts.find((a) => a.role === 'owner');
  const resident = db.accounts.accounts.find((a) => a.role === 'resident');
  for (const apartment of db.apartments.apartments) {
    if (owner) {
      db.keys.keys.push({
        id: db.ids.id(),
        apartmentId: apartment.id,
        holder: `${owner.firstName} ${owner.lastName}`,
        status: 'active',
        validFrom: `${year - 1}-01-01T00:00:00.000Z`,
        validUntil: `${year + 2}-01-01T00:00:00.000Z`,
      });
    }
    if (resident && apartment.residentIds.includes(resident.id)) {
      db.keys.keys.push({
        id: db.ids.id(),
        apartmentId: apartment.id,
        holder: `${resident.firstName} ${resident.lastName}`,
        // The resident's key to the second flat is paused while it is rented out.
        status: apartment.id === 102 ? 'paused' : 'active',
        validFrom: `${year - 1}-06-01T00:00:00.000Z`,
        validUntil: `${year + 1}-06-01T00:00:00.000Z`,
      });
    }
  }
  // Guests of approved stays that started or start soon hold keys (bookings seed 0 and 1).
  for (const booking of db.bookings.bookings.slice(0, 2)) {
    const key: KeyRow = {
      id: db.ids.id(),
      apartmentId: booking.apartmentId,
      bookingId: booking.id,
      holder: `${booking.guest.name} ${booking.guest.last_name}`,
      status: 'active',
      validFrom: tbilisiTime(booking.incomeDate, 14),
      validUntil: tbilisiTime(booking.exitDate, 12),
    };
    db.keys.keys.push(key);
    booking.keyId = key.id;
  }
  // Door history: a few openings a day over the last three weeks, inside each key's validity.
  const methods: DoorEventRow['method'][] = ['app', 'app', 'code', 'card'];
  for (let hoursAgo = 21 * 24; hoursAgo > 0; hoursAgo -= db.ids.int(3, 9)) {
    const at = now - hoursAgo * HOUR_MS;
    const valid = db.keys.keys.filter(
      (k) => Date.parse(k.validFrom) <= at && Date.parse(k.validUntil) > at,
    );
    if (valid.length === 0) continue;
    const key = valid[db.ids.int(0, valid.length - 1)]!;
    db.keys.doorEvents.push({
      id: db.ids.id(),
      keyId: key.id,
      apartmentId: key.apartmentId,
      at: new Date(at).toISOString(),
      method: methods[db.ids.int(0, methods.length - 1)]!,
      result: key.status === 'paused' ? 'denied' : 'opened',
    });
  }
  return db.keys;
}
