// What the signed-in caller may see of the property domains, and texts in the caller's language.
import type { AppContext } from '../http';
import { HttpFailure, say } from '../http';
import { apartmentsVisibleTo, type Apartment, type Localized } from '../store/apartments';
import { tbilisiDay } from '../store/months';

/** A seeded text in the request's language. */
export function loc(c: AppContext, text: Localized): string {
  return text[c.var.lang];
}

/** The caller's apartments: owned, or lived in as a resident. */
export function myApartments(c: AppContext): Apartment[] {
  return apartmentsVisibleTo(c.var.db.apartments, c.var.account.id);
}

/** One of the caller's apartments; anything else is a 404, so other people's ids stay hidden. */
export function myApartment(c: AppContext, id: number): Apartment {
  const apartment = myApartments(c).find((a) => a.id === id);
  if (!apartment) throw new HttpFailure(404, say(c, 'error.apartmentNotFound'));
  return apartment;
}

/** Ids of the caller's apartments, for filtering rows of other tables. */
export function myApartmentIds(c: AppContext): Set<number> {
  return new Set(myApartments(c).map((a) => a.id));
}

/**
 * The apartments the caller owns: the host's business (bookings, guests, keys, services orders,
 * revenue, deals) is scoped to these, never to the ones the caller only lives in (routes/roles.ts).
 */
export function myOwnedApartments(c: AppContext): Apartment[] {
  return c.var.db.apartments.apartments.filter((a) => a.ownerId === c.var.account.id);
}

/** Ids of the caller's owned apartments. */
export function myOwnedApartmentIds(c: AppContext): Set<number> {
  return new Set(myOwnedApartments(c).map((a) => a.id));
}

/** One of the caller's owned apartments; anything else is a 404, like {@link myApartment}. */
export function myOwnedApartment(c: AppContext, id: number): Apartment {
  const apartment = myOwnedApartments(c).find((a) => a.id === id);
  if (!apartment) throw new HttpFailure(404, say(c, 'error.apartmentNotFound'));
  return apartment;
}

/** Today in the API's clock, `YYYY-MM-DD`, on Georgia's calendar (not UTC's: see tbilisiDay). */
export function today(c: AppContext): string {
  return tbilisiDay(c.var.db.clock.now());
}

export function fullName(c: AppContext, accountId: number): string {
  const account = c.var.db.accounts.accounts.find((a) => a.id === accountId);
  return account ? `${account.firstName} ${account.lastName}` : '';
}
