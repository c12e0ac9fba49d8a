// spec §7 payments: POST api/pay/{type}/{epCode} answers the payment page URL; the demo's own
// checkout page settles the payment; GET api/payments lists them (filters from the table config).
import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  body,
  check,
  fail,
  HttpFailure,
  ok,
  requireUser,
  say,
  type AppContext,
  type AppEnv,
} from '../http';
import type { PaymentRow } from '../store/finance';
import { utilityName } from '../store/finance';
import { gel } from '../store/months';
import { billsOf } from './apartments';
import { loc, myApartmentIds, myApartments, today } from './scope';
import { tablePage } from './tableQuery';

/** The largest single payment the demo accepts, GEL. */
export const MAX_PAYMENT_GEL = 100_000;

const typeSchema = v.picklist(['electricity', 'water', 'services', 'internetTv']);
const paySchema = v.object({
  serviceId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000)),
  sum: v.pipe(v.number(), v.finite()),
});

function paymentOut(c: AppContext, p: PaymentRow) {
  const apartment = c.var.db.apartments.apartments.find((a) => a.id === p.apartmentId)!;
  return {
    id: p.id,
    date: p.date,
    apartment_id: p.apartmentId,
    address: loc(c, apartment.address),
    type: p.type,
    service_id: p.serviceId,
    ep_code: p.epCode,
    sum: p.sum,
    status: p.status,
    reference: p.reference,
  };
}

/** Marks the oldest unpaid bills of the payment's service paid, as far as the sum reaches. */
function settle(c: AppContext, payment: PaymentRow) {
  let left = payment.sum;
  for (const bill of billsOf(c, payment.apartmentId, payment.type)) {
    if (bill.paid || bill.amount > left + 0.001) continue;
    bill.paid = true;
    left = gel(left - bill.amount);
  }
  payment.status = 'paid';
  const finance = c.var.db.finance;
  finance.transactions.unshift({
    id: Math.max(0, ...finance.transactions.map((t) => t.id)) + 1,
    date: today(c),
    apartmentId: payment.apartmentId,
    type: 'payment',
    description: utilityName(payment.type),
    amount: payment.sum,
    hasDoc: true,
  });
}

function checkoutPage(payment: PaymentRow, done: boolean): string {
  const state = done
    ? '<p role="status">Payment received. You can close this tab.</p>'
    : `<form method="post"><button type="submit">Pay ${payment.sum.toFixed(2)} GEL</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sakhli demo checkout</title></head>
<body><main><h1>Sakhli demo checkout</h1><p>${payment.reference}: ${payment.type}, ${payment.sum.toFixed(2)} GEL</p>${state}</main></body></html>`;
}

export function paymentsRoutes(app: Hono<AppEnv>) {
  // The "payment page" of the demo: no session, the reference in the URL is the ticket (like a bank's).
  // Registered before `api/pay/:type/:epCode`, which would otherwise swallow `checkout/…`.
  const checkout = (c: AppContext) => {
    const reference = c.req.param('reference');
    const payment = c.var.db.finance.payments.find((p) => p.reference === reference);
    if (!payment) throw new HttpFailure(404, say(c, 'error.recordNotFound'));
    return payment;
  };
  app.get('/api/pay/checkout/:reference', (c) => {
    const payment = checkout(c);
    return c.html(checkoutPage(payment, payment.status === 'paid'));
  });
  app.post('/api/pay/checkout/:reference', (c) => {
    const payment = checkout(c);
    if (payment.status !== 'pending') fail(c, 409, 'error.alreadyHandled');
    settle(c, payment);
    return c.html(checkoutPage(payment, true));
  });

  app.post('/api/pay/:type/:epCode', requireUser, async (c) => {
    const type = check(typeSchema, c.req.param('type'), c);
    const epCode = c.req.param('epCode');
    const input = await body(c, paySchema);
    const apartment = myApartments(c).find((a) => a.epCode === epCode);
    if (!apartment) return fail(c, 404, 'error.apartmentNotFound');
    const service = c.var.db.utilities.services.find(
      (s) => s.id === input.serviceId && s.apartmentId === apartment.id && s.type === type,
    );
    if (!service) fail(c, 422, 'error.paymentService');
    if (input.sum <= 0 || input.sum > MAX_PAYMENT_GEL || gel(input.sum) !== input.sum)
      fail(c, 422, 'error.paymentSum', { max: MAX_PAYMENT_GEL });
    const payments = c.var.db.finance.payments;
    const id = Math.max(0, ...payments.map((p) => p.id)) + 1;
    const payment: PaymentRow = {
      id,
      date: today(c),
      apartmentId: apartment.id,
      type,
      serviceId: input.serviceId,
      epCode,
      sum: input.sum,
      status: 'pending',
      reference: `PAY-${id}`,
    };
    payments.unshift(payment);
    const url = new URL(`/api/pay/checkout/${payment.reference}`, c.req.url).toString();
    return ok(c, { url, payment_id: id });
  });

  app.get('/api/payments', requireUser, (c) => {
    const mine = myApartmentIds(c);
    return tablePage(
      c,
      'payments',
      c.var.db.finance.payments.filter((p) => mine.has(p.apartmentId)).map((p) => paymentOut(c, p)),
    );
  });
}
