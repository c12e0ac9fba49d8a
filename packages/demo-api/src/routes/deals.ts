// Deals (spec §1 /deals): the filtered list and one deal, only on the apartments the caller owns
// (a resident's call is a 403: routes/roles.ts).
import type { Hono } from 'hono';
import { fail, idParam, ok, requireUser, type AppContext, type AppEnv } from '../http';
import type { DealRow } from '../store/deals';
import { dealKindNames } from '../store/deals';
import { loc, myOwnedApartmentIds } from './scope';
import { tablePage } from './tableQuery';

function dealOut(c: AppContext, d: DealRow) {
  const apartment = c.var.db.apartments.apartments.find((a) => a.id === d.apartmentId)!;
  return {
    id: d.id,
    title: `${loc(c, dealKindNames[d.kind])}: ${loc(c, apartment.address)}`,
    apartment_id: d.apartmentId,
    kind: d.kind,
    stage: d.stage,
    amount: d.amount,
    currency: d.currency,
    manager: loc(c, d.manager),
    created_at: d.createdAt,
  };
}

export function dealsRoutes(app: Hono<AppEnv>) {
  app.get('/api/deals', requireUser, (c) => {
    const mine = myOwnedApartmentIds(c);
    const rows = c.var.db.deals.deals
      .filter((d) => mine.has(d.apartmentId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((d) => dealOut(c, d));
    return tablePage(c, 'deals', rows);
  });

  app.get('/api/deals/:id', requireUser, (c) => {
    const id = idParam(c, 'id');
    const deal = c.var.db.deals.deals.find(
      (d) => d.id === id && myOwnedApartmentIds(c).has(d.apartmentId),
    );
    if (!deal) return fail(c, 404, 'error.recordNotFound');
    return ok(c, dealOut(c, deal));
  });
}
