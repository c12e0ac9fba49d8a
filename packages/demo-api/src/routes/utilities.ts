// spec §7 utilities: electricity, water and services history per apartment, totals, CSV/PDF statements.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { check, idParam, ok, page, requireUser, type AppContext, type AppEnv } from '../http';
import { owedOn, periodOf, vatInside, type MeteredUtility } from '../store/utilities';
import { gel } from '../store/months';
import { loc, myApartment, myApartments } from './scope';
import { csvAnswer, pdfAnswer } from './files';

const MONTH = /^\d{4}-\d{2}$/;
/** Filters of history, totals and downloads (docs/api-assumptions.md). */
const utilityQuery = v.object({
  apartment_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/))),
  month_from: v.optional(v.pipe(v.string(), v.regex(MONTH))),
  month_to: v.optional(v.pipe(v.string(), v.regex(MONTH))),
  paid: v.optional(v.picklist(['true', 'false'])),
});
export type UtilityQuery = v.InferOutput<typeof utilityQuery>;

export function readUtilityQuery(c: AppContext): UtilityQuery {
  const { apartment_id, month_from, month_to, paid } = c.req.query();
  return check(utilityQuery, { apartment_id, month_from, month_to, paid }, c);
}

/** Rows of a month-keyed history that pass the month range and paid filters. */
export function byUtilityQuery<T extends { month: string; paid: boolean }>(
  rows: T[],
  q: UtilityQuery,
): T[] {
  return rows.filter(
    (r) =>
      (!q.month_from || r.month >= q.month_from) &&
      (!q.month_to || r.month <= q.month_to) &&
      (!q.paid || String(r.paid) === q.paid),
  );
}

/** The apartments a total covers: one (if asked and visible) or all of the caller's. */
export function scopeApartments(c: AppContext, q: UtilityQuery) {
  return q.apartment_id ? [myApartment(c, Number(q.apartment_id))] : myApartments(c);
}

export function totalOf<
  T extends { apartmentId: number; amount: number; paid: boolean; paidAmount?: number },
>(rows: T[], apartmentIds: number[], consumption: number | null, unit: 'kWh' | 'm3' | null) {
  const sum = (xs: T[]) => gel(xs.reduce((s, r) => s + r.amount, 0));
  const per = apartmentIds.map((id) => {
    const mine = rows.filter((r) => r.apartmentId === id);
    const amount = sum(mine);
    const paid = gel(amount - mine.reduce((s, r) => s + owedOn(r), 0));
    return { apartment_id: id, amount, paid, debt: gel(amount - paid) };
  });
  const amount = gel(per.reduce((s, p) => s + p.amount, 0));
  const paid = gel(per.reduce((s, p) => s + p.paid, 0));
  return {
    currency: 'GEL' as const,
    amount,
    paid,
    debt: gel(amount - paid),
    consumption,
    unit,
    apartments: per,
  };
}

const unitOf = { electricity: 'kWh', water: 'm3', services: null } as const;
const titles = {
  electricity: 'Electricity',
  water: 'Water',
  services: 'Building services',
} as const;

function historyOf(c: AppContext, utility: MeteredUtility, apartmentId: number, q: UtilityQuery) {
  return byUtilityQuery(
    c.var.db.utilities.bills.filter((b) => b.utility === utility && b.apartmentId === apartmentId),
    q,
  ).sort((a, b) => b.month.localeCompare(a.month));
}

function recordOut(b: ReturnType<typeof historyOf>[number]) {
  return {
    id: b.id,
    apartment_id: b.apartmentId,
    month: b.month,
    counter_id: b.counterId,
    reading_start: b.readingStart,
    reading_end: b.readingEnd,
    consumption: b.consumption,
    unit: b.unit,
    tariff: b.tariff,
    amount: b.amount,
    vat: vatInside(b.amount),
    ...periodOf(b.month),
    paid: b.paid,
  };
}

function meteredRoutes(app: Hono<AppEnv>, utility: MeteredUtility) {
  const base = `/api/apartments/${utility}`;

  app.get(`${base}/total`, requireUser, (c) => {
    const q = readUtilityQuery(c);
    const ids = scopeApartments(c, q).map((a) => a.id);
    const rows = byUtilityQuery(
      c.var.db.utilities.bills.filter((b) => b.utility === utility && ids.includes(b.apartmentId)),
      q,
    );
    const unit = unitOf[utility];
    const consumption = unit ? rows.reduce((s, r) => s + (r.consumption ?? 0), 0) : null;
    return ok(c, totalOf(rows, ids, consumption, unit));
  });

  app.get(`${base}/:id{[0-9]+}`, requireUser, (c) => {
    const apartment = myApartment(c, idParam(c, 'id'));
    return page(c, historyOf(c, utility, apartment.id, readUtilityQuery(c)).map(recordOut));
  });

  const kinds = utility === 'electricity' ? 'counterFilePdf|filePdf|file' : 'filePdf|file';
  app.get(`${base}/:id{[0-9]+}/:kind{${kinds}}`, requireUser, (c) => {
    const apartment = myApartment(c, idParam(c, 'id'));
    const kind = c.req.param('kind');
    const rows = historyOf(c, utility, apartment.id, readUtilityQuery(c));
    const name = `${utility}-${apartment.id}`;
    if (kind === 'file') {
      return csvAnswer(
        c,
        `${name}.csv`,
        [
          'month',
          'counter',
          'start',
          'end',
          'consumption',
          'unit',
          'tariff',
          'amount_gel',
          'paid',
          'address',
        ],
        rows.map((r) => [
          r.month,
          r.counterId,
          r.readingStart,
          r.readingEnd,
          r.consumption,
          r.unit,
          r.tariff,
          r.amount,
          r.paid,
          loc(c, apartment.address),
        ]),
      );
    }
    if (kind === 'counterFilePdf') {
      return pdfAnswer(
        c,
        `${name}-counter.pdf`,
        `Meter readings, counter ${rows[0]?.counterId ?? ''}`,
        [
          apartment.address.en,
          '',
          ...rows.map(
            (r) => `${r.month}   ${r.readingStart} -> ${r.readingEnd}   ${r.consumption} kWh`,
          ),
        ],
      );
    }
    return pdfAnswer(c, `${name}.pdf`, `${titles[utility]} statement`, [
      apartment.address.en,
      '',
      ...rows.map(
        (r) =>
          `${r.month}   ${r.consumption ?? '-'} ${r.unit ?? ''}   ${r.amount.toFixed(2)} GEL   ${r.paid ? 'paid' : 'unpaid'}`,
      ),
      '',
      `Total: ${gel(rows.reduce((s, r) => s + r.amount, 0)).toFixed(2)} GEL`,
    ]);
  });
}

export function utilitiesRoutes(app: Hono<AppEnv>) {
  for (const utility of ['electricity', 'water', 'services'] as const) meteredRoutes(app, utility);
}
