// spec §4, §7 Internet/TV: tariffs, subscription, order, package change, cancel, pause/resume
// (spec §9: a pause costs 6 GEL per month, stated in the pause answer), totals and statements.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { INTERNET_PAUSE_FEE_GEL } from '@sakhli/sdk';
import {
  body,
  fail,
  idParam,
  ok,
  page,
  requireUser,
  say,
  type AppContext,
  type AppEnv,
} from '../http';
import type { SubscriptionRow, TariffRow } from '../store/utilities';
import { periodOf, tariffPrice, vatInside } from '../store/utilities';
import { addMonths, gel } from '../store/months';
import { loc, myApartment, myApartmentIds, today } from './scope';
import { byUtilityQuery, readUtilityQuery, scopeApartments, totalOf } from './utilities';
import { csvAnswer, pdfAnswer } from './files';

const tariffId = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)));
const orderSchema = v.object({ internetID: tariffId, tvID: tariffId });
const pauseSchema = v.variant('status', [
  v.object({
    status: v.literal('paused'),
    months: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)), 1),
  }),
  v.object({ status: v.literal('active') }),
]);

function tariffOut(c: AppContext, t: TariffRow | undefined) {
  if (!t) return null;
  return {
    id: t.id,
    kind: t.kind,
    name: loc(c, t.name),
    capacity: t.capacity,
    monthly_price: t.monthlyPrice,
  };
}

function findTariff(c: AppContext, id: number | null) {
  return id === null ? undefined : c.var.db.utilities.tariffs.find((t) => t.id === id);
}

export function subscriptionOut(c: AppContext, s: SubscriptionRow) {
  const u = c.var.db.utilities;
  const monthly = tariffPrice(u, s.internetId) + tariffPrice(u, s.tvId);
  const cost =
    s.status === 'passive'
      ? 0
      : s.status === 'paused'
        ? INTERNET_PAUSE_FEE_GEL
        : gel(monthly - s.discount);
  return {
    id: s.id,
    apartment_id: s.apartmentId,
    status: s.status,
    internet: tariffOut(c, findTariff(c, s.internetId)),
    tv: tariffOut(c, findTariff(c, s.tvId)),
    monthly_tariff: monthly,
    discount: s.discount,
    cost,
    start_date: s.startDate,
    package_change_date: s.packageChangeDate,
    disabled_date: s.disabledDate,
    paused_until: s.pausedUntil,
  };
}

function subscriptionOf(c: AppContext, apartmentId: number): SubscriptionRow {
  const u = c.var.db.utilities;
  let s = u.subscriptions.find((x) => x.apartmentId === apartmentId);
  if (!s) {
    s = {
      id: Math.max(500, ...u.subscriptions.map((x) => x.id)) + 1,
      apartmentId,
      status: 'passive',
      internetId: null,
      tvId: null,
      discount: 0,
      startDate: null,
      packageChangeDate: null,
      disabledDate: null,
      pausedUntil: null,
    };
    u.subscriptions.push(s);
  }
  return s;
}

/** Checks both ids name tariffs of the right kind; at least one is required. */
function checkOrder(c: AppContext, order: v.InferOutput<typeof orderSchema>) {
  if (order.internetID === null && order.tvID === null) fail(c, 422, 'error.tariffRequired');
  if (order.internetID !== null && findTariff(c, order.internetID)?.kind !== 'internet')
    fail(c, 422, 'error.tariffUnknown');
  if (order.tvID !== null && findTariff(c, order.tvID)?.kind !== 'tv')
    fail(c, 422, 'error.tariffUnknown');
}

export function internetTvRoutes(app: Hono<AppEnv>) {
  const base = '/api/apartments/internetTv';

  app.get(`${base}/tariffs`, requireUser, (c) => {
    const all = c.var.db.utilities.tariffs;
    return ok(c, {
      internet: all.filter((t) => t.kind === 'internet').map((t) => tariffOut(c, t)),
      tv: all.filter((t) => t.kind === 'tv').map((t) => tariffOut(c, t)),
    });
  });

  app.get(`${base}/total`, requireUser, (c) => {
    const q = readUtilityQuery(c);
    const ids = scopeApartments(c, q).map((a) => a.id);
    const rows = byUtilityQuery(
      c.var.db.utilities.internetTvBills.filter((b) => ids.includes(b.apartmentId)),
      q,
    );
    return ok(c, totalOf(rows, ids, null, null));
  });

  app.get(`${base}/:id{[0-9]+}/subscription`, requireUser, (c) => {
    const apartment = myApartment(c, idParam(c, 'id'));
    return ok(c, subscriptionOut(c, subscriptionOf(c, apartment.id)));
  });

  const history = (c: AppContext, apartmentId: number) =>
    byUtilityQuery(
      c.var.db.utilities.internetTvBills.filter((b) => b.apartmentId === apartmentId),
      readUtilityQuery(c),
    ).sort((a, b) => b.month.localeCompare(a.month));
  const nameOf = (c: AppContext, id: number | null) => {
    const t = findTariff(c, id);
    return t ? loc(c, t.name) : null;
  };

  app.get(`${base}/:id{[0-9]+}`, requireUser, (c) => {
    const apartment = myApartment(c, idParam(c, 'id'));
    return page(
      c,
      history(c, apartment.id).map((b) => ({
        id: b.id,
        apartment_id: b.apartmentId,
        month: b.month,
        internet: nameOf(c, b.internetId),
        tv: nameOf(c, b.tvId),
        status: b.status,
        amount: b.amount,
        vat: vatInside(b.amount),
        ...periodOf(b.month),
        paid: b.paid,
      })),
    );
  });

  app.get(`${base}/:id{[0-9]+}/:kind{filePdf|file}`, requireUser, (c) => {
    const apartment = myApartment(c, idParam(c, 'id'));
    const rows = history(c, apartment.id);
    const name = `internet-tv-${apartment.id}`;
    if (c.req.param('kind') === 'file') {
      return csvAnswer(
        c,
        `${name}.csv`,
        ['month', 'internet', 'tv', 'status', 'amount_gel', 'paid'],
        rows.map((r) => [
          r.month,
          nameOf(c, r.internetId),
          nameOf(c, r.tvId),
          r.status,
          r.amount,
          r.paid,
        ]),
      );
    }
    const en = (id: number | null) => findTariff(c, id)?.name.en ?? '-';
    return pdfAnswer(c, `${name}.pdf`, 'Internet and TV statement', [
      apartment.address.en,
      '',
      ...rows.map(
        (r) =>
          `${r.month}   ${en(r.internetId)} / ${en(r.tvId)}   ${r.status}   ${r.amount.toFixed(2)} GEL`,
      ),
    ]);
  });

  // Ordering on a passive service starts it; on an active one it changes the package (spec §4).
  app.post(`${base}/order/:apartmentId{[0-9]+}`, requireUser, async (c) => {
    const apartment = myApartment(c, idParam(c, 'apartmentId'));
    const order = await body(c, orderSchema);
    checkOrder(c, order);
    const s = subscriptionOf(c, apartment.id);
    if (s.status === 'paused') fail(c, 422, 'error.internetTvPausedChange');
    const day = today(c);
    const changing = s.status === 'active';
    Object.assign(s, {
      status: 'active',
      internetId: order.internetID,
      tvId: order.tvID,
      ...(changing
        ? { packageChangeDate: day }
        : { startDate: day, packageChangeDate: null, disabledDate: null, discount: 0 }),
      pausedUntil: null,
    } satisfies Partial<SubscriptionRow>);
    return ok(c, subscriptionOut(c, s), {
      message: say(c, changing ? 'success.internetTvPackageChanged' : 'success.internetTvOrdered'),
    });
  });

  app.patch(`${base}/cancel/:id{[0-9]+}`, requireUser, (c) => {
    const id = idParam(c, 'id');
    const mine = myApartmentIds(c);
    const s = c.var.db.utilities.subscriptions.find((x) => x.id === id && mine.has(x.apartmentId));
    if (!s) return fail(c, 404, 'error.recordNotFound');
    if (s.status === 'passive') fail(c, 422, 'error.internetTvCancelled');
    Object.assign(s, { status: 'passive', disabledDate: today(c), pausedUntil: null } as const);
    return ok(c, subscriptionOut(c, s), { message: say(c, 'success.internetTvCancelled') });
  });

  app.patch(`${base}/pause/:apartmentId{[0-9]+}`, requireUser, async (c) => {
    const apartment = myApartment(c, idParam(c, 'apartmentId'));
    const request = await body(c, pauseSchema);
    const s = subscriptionOf(c, apartment.id);
    if (s.status === 'passive') fail(c, 422, 'error.internetTvNotActive');
    if (request.status === 'active') {
      if (s.status !== 'paused') fail(c, 422, 'error.internetTvNotPaused');
      Object.assign(s, { status: 'active', pausedUntil: null } as const);
      return ok(
        c,
        {
          subscription: subscriptionOut(c, s),
          fee_per_month: INTERNET_PAUSE_FEE_GEL,
          months: 0,
          fee: 0,
          currency: 'GEL',
        },
        { message: say(c, 'success.internetTvResumed') },
      );
    }
    if (s.status === 'paused') fail(c, 422, 'error.internetTvAlreadyPaused');
    const months = request.months;
    const fee = INTERNET_PAUSE_FEE_GEL * months;
    Object.assign(s, { status: 'paused', pausedUntil: addMonths(today(c), months) } as const);
    // spec §9: the fee is charged up front and shows in the transactions.
    const finance = c.var.db.finance;
    finance.transactions.unshift({
      id: Math.max(0, ...finance.transactions.map((t) => t.id)) + 1,
      date: today(c),
      apartmentId: apartment.id,
      type: 'charge',
      description: {
        ge: `ინტერნეტის შეჩერება, ${months} თვე`,
        en: `Internet pause, ${months} month(s)`,
        ru: `Приостановка интернета, ${months} мес.`,
      },
      amount: -fee,
      hasDoc: false,
    });
    return ok(
      c,
      {
        subscription: subscriptionOut(c, s),
        fee_per_month: INTERNET_PAUSE_FEE_GEL,
        months,
        fee,
        currency: 'GEL',
      },
      {
        message: say(c, 'success.internetTvPaused', {
          months,
          fee: INTERNET_PAUSE_FEE_GEL,
          total: fee,
        }),
      },
    );
  });
}
