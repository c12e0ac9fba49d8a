// spec §7 payments: POST api/pay/{type}/{epCode} answers the payment page URL; the demo's own
// checkout page settles the payment; GET api/payments lists them (filters from the table config).
import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  body,
  check,
  fail,
  HttpFailure,
  idParam,
  ok,
  requireUser,
  say,
  type AppContext,
  type AppEnv,
} from '../http';
import type { PaymentRow } from '../store/finance';
import { utilityName } from '../store/finance';
import { gel } from '../store/months';
import { owedOn } from '../store/utilities';
import { billsOf } from './apartments';
import { loc, myApartmentIds, myApartments, today } from './scope';
import { tablePage } from './tableQuery';
import { paymentReference } from '../store/secrets';

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

/** What the service of a payment still owes, GEL (its unpaid bills less part payments). */
function owedFor(c: AppContext, apartmentId: number, type: PaymentRow['type']): number {
  return gel(billsOf(c, apartmentId, type).reduce((sum, bill) => sum + owedOn(bill), 0));
}

/** Pays the service's unpaid bills oldest first; what is left goes towards the next one. */
function settle(c: AppContext, payment: PaymentRow) {
  let left = payment.sum;
  for (const bill of billsOf(c, payment.apartmentId, payment.type)) {
    const owed = owedOn(bill);
    if (owed === 0 || left <= 0) continue;
    if (left + 0.001 >= owed) {
      bill.paid = true;
      bill.paidAmount = bill.amount;
      left = gel(left - owed);
    } else {
      bill.paidAmount = gel((bill.paidAmount ?? 0) + left);
      left = 0;
    }
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

/**
 * The stand-in for the bank's page: Pay settles the payment, Decline fails it. Either way the
 * payment's status changes on the server, which is how the app that opened this tab learns of it
 * (it follows `GET api/payments/{id}`), as a bank's callback would report back.
 */
function checkoutPage(payment: PaymentRow): string {
  const sum = `${payment.sum.toFixed(2)} GEL`;
  const state =
    payment.status === 'paid'
      ? '<p role="status">Payment received. You can close this tab and go back to Sakhli.</p>'
      : payment.status === 'failed'
        ? '<p role="status">Payment declined. Nothing was charged. You can close this tab.</p>'
        : `<form method="post"><button type="submit" name="decision" value="pay">Pay ${sum}</button>
<button type="submit" name="decision" value="decline">Decline</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sakhli demo checkout</title></head>
<body><main><h1>Sakhli demo checkout</h1><p>This page stands in for the bank's payment page (demo only).</p>
<p>${payment.reference}: ${payment.type}, ${sum}</p>${state}</main></body></html>`;
}

function checkoutUrl(c: AppContext, payment: PaymentRow): string {
  return new URL(`/api/pay/checkout/${payment.reference}`, c.req.url).toString();
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
  app.get('/api/pay/checkout/:reference', (c) => c.html(checkoutPage(checkout(c))));
  app.post('/api/pay/checkout/:reference', async (c) => {
    const payment = checkout(c);
    if (payment.status !== 'pending') fail(c, 409, 'error.alreadyHandled');
    const form = await c.req.parseBody();
    if (form.decision === 'decline') payment.status = 'failed';
    else settle(c, payment);
    return c.html(checkoutPage(payment));
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
    // Never more than the service owes (nor the demo's ceiling), never zero or below, whole tetri.
    const owed = owedFor(c, apartment.id, type);
    if (owed <= 0) fail(c, 422, 'error.nothingToPay');
    const max = Math.min(owed, MAX_PAYMENT_GEL);
    if (input.sum <= 0 || input.sum > max || gel(input.sum) !== input.sum)
      fail(c, 422, 'error.paymentSum', { max: max.toFixed(2) });
    const payments = c.var.db.finance.payments;
    // Idempotent: the same service and sum while a payment is still pending reuse that payment
    // (a reload, a double click or a retry never opens a second one).
    const same = payments.find(
      (p) =>
        p.status === 'pending' &&
        p.apartmentId === apartment.id &&
        p.type === type &&
        p.serviceId === input.serviceId &&
        p.sum === input.sum,
    );
    if (same) return ok(c, { url: checkoutUrl(c, same), payment_id: same.id });
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
      reference: paymentReference(),
    };
    payments.unshift(payment);
    return ok(c, { url: checkoutUrl(c, payment), payment_id: id });
  });

  app.get('/api/payments/:id{[0-9]+}', requireUser, (c) => {
    const id = idParam(c, 'id');
    const mine = myApartmentIds(c);
    const payment = c.var.db.finance.payments.find((p) => p.id === id && mine.has(p.apartmentId));
    if (!payment) return fail(c, 404, 'error.recordNotFound');
    return ok(c, paymentOut(c, payment));
  });

  app.get('/api/payments', requireUser, (c) => {
    const mine = myApartmentIds(c);
    return tablePage(
      c,
      'payments',
      c.var.db.finance.payments.filter((p) => mine.has(p.apartmentId)).map((p) => paymentOut(c, p)),
      undefined,
      { totals: ['sum'] },
    );
  });
}
