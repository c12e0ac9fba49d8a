// spec §7 Apartments: the caller's apartment list, the billing overview and one apartment.
import type { Hono } from 'hono';
import { idParam, ok, requireUser, type AppContext, type AppEnv } from '../http';
import type { Apartment } from '../store/apartments';
import { owedOn, type UtilityType } from '../store/utilities';
import { gel } from '../store/months';
import { fullName, loc, myApartment, myApartments } from './scope';
import { fixtureProviders } from './demo';

export function apartmentOut(c: AppContext, a: Apartment) {
  return {
    id: a.id,
    address: loc(c, a.address),
    city: a.city,
    block: a.block,
    floor: a.floor,
    number: a.number,
    area: a.area,
    cadastral_number: a.cadastralNumber,
    crm_id: a.crmId,
    rooms: a.rooms,
    owner: fullName(c, a.ownerId),
  };
}

/** The bills of one utility type of an apartment, metered or internet/TV, newest last. */
export function billsOf(c: AppContext, apartmentId: number, type: UtilityType) {
  const u = c.var.db.utilities;
  return type === 'internetTv'
    ? u.internetTvBills.filter((b) => b.apartmentId === apartmentId)
    : u.bills.filter((b) => b.apartmentId === apartmentId && b.utility === type);
}

function billing(c: AppContext, a: Apartment) {
  const lines = c.var.db.utilities.services
    .filter((s) => s.apartmentId === a.id)
    .map((s) => {
      const bills = billsOf(c, a.id, s.type);
      return {
        type: s.type,
        service_id: s.id,
        ep_code: a.epCode,
        debt: gel(bills.reduce((sum, b) => sum + owedOn(b), 0)),
        last_bill: bills.at(-1)?.amount ?? 0,
      };
    });
  return {
    apartment_id: a.id,
    address: loc(c, a.address),
    currency: 'GEL' as const,
    debt: gel(lines.reduce((sum, l) => sum + l.debt, 0)),
    lines,
  };
}

export function apartmentsRoutes(app: Hono<AppEnv>) {
  app.get('/api/apartments/list', requireUser, (c) =>
    ok(
      c,
      myApartments(c).map((a) => apartmentOut(c, a)),
    ),
  );

  app.get('/api/apartments/billing', requireUser, (c) =>
    ok(
      c,
      myApartments(c).map((a) => billing(c, a)),
    ),
  );

  app.get('/api/apartments/:id{[0-9]+}', requireUser, (c) => {
    const a = myApartment(c, idParam(c, 'id'));
    const meters = c.var.db.utilities.meters[a.id]!;
    return ok(c, {
      ...apartmentOut(c, a),
      capacity: a.capacity,
      nightly_price: a.nightlyPrice,
      residents: a.residentIds.map((id) => fullName(c, id)),
      utilities: { ep_code: a.epCode, counter_id: meters.counterId, water_code: meters.waterCode },
    });
  });
}

// /__demo/fixtures: who sees which apartment, and what a payment or internet/TV test needs.
fixtureProviders.push((db) => ({
  apartments: db.apartments.apartments.map((a) => ({
    id: a.id,
    ownerId: a.ownerId,
    residentIds: a.residentIds,
    epCode: a.epCode,
    internetTvSubscriptionId:
      db.utilities.subscriptions.find((s) => s.apartmentId === a.id)?.id ?? null,
    internetTvStatus:
      db.utilities.subscriptions.find((s) => s.apartmentId === a.id)?.status ?? null,
  })),
}));
