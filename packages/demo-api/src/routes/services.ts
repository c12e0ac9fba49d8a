// spec §7 services: a booking's service catalog and orders, ordering, invoices with VAT.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { body, idParam, ok, requireUser, say, type AppContext, type AppEnv } from '../http';
import {
  invoiceOrder,
  orderTotal,
  VAT_RATE,
  type InvoiceRow,
  type ServiceOrderRow,
} from '../store/bookings';
import { failCoded, ownBooking } from './bookingViews';

const orderSchema = v.strictObject({
  services: v.pipe(
    v.array(
      v.strictObject({
        id: v.pipe(v.number(), v.integer(), v.minValue(1)),
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
      }),
    ),
    v.minLength(1),
    v.maxLength(20),
  ),
});

const round2 = (n: number) => Math.round(n * 100) / 100;

function linesView(c: AppContext, order: ServiceOrderRow) {
  return order.lines.map((line) => {
    const service = c.var.db.bookings.catalog.find((s) => s.id === line.serviceId);
    return {
      service_id: line.serviceId,
      name: service ? service.name[c.var.lang] : String(line.serviceId),
      quantity: line.quantity,
      unit_price: line.unitPrice,
      amount: round2(line.quantity * line.unitPrice),
    };
  });
}

function orderView(c: AppContext, order: ServiceOrderRow) {
  return {
    id: order.id,
    booking_id: order.bookingId,
    status: order.status,
    ordered_at: order.orderedAt,
    lines: linesView(c, order),
    total: round2(orderTotal(order)),
  };
}

/** Prices include 18 % VAT: amount = total / 1.18. */
function invoiceView(invoice: InvoiceRow) {
  const amount = round2(invoice.total / (1 + VAT_RATE / 100));
  return {
    id: invoice.id,
    number: invoice.number,
    booking_id: invoice.bookingId,
    order_id: invoice.orderId ?? null,
    issued_at: invoice.issuedAt,
    amount,
    vat: round2(invoice.total - amount),
    total: invoice.total,
    status: invoice.status,
  };
}

export function servicesRoutes(app: Hono<AppEnv>): void {
  app.get('/api/services/invoices/:id', requireUser, (c) => {
    const db = c.var.db;
    const invoice = db.bookings.invoices.find((i) => i.id === idParam(c, 'id'));
    if (!invoice) failCoded(c, 404, 'error.recordNotFound');
    ownBooking(c, invoice.bookingId);
    const order = db.bookings.orders.find((o) => o.id === invoice.orderId);
    return ok(c, {
      ...invoiceView(invoice),
      lines: order ? linesView(c, order) : [],
      vat_rate: VAT_RATE,
    });
  });

  app.get('/api/services/:bookingId/invoices', requireUser, (c) => {
    const booking = ownBooking(c, idParam(c, 'bookingId'));
    return ok(
      c,
      c.var.db.bookings.invoices.filter((i) => i.bookingId === booking.id).map(invoiceView),
    );
  });

  app.get('/api/services/:bookingId', requireUser, (c) => {
    const db = c.var.db;
    const booking = ownBooking(c, idParam(c, 'bookingId'));
    return ok(c, {
      booking_id: booking.id,
      catalog: db.bookings.catalog.map((s) => ({
        id: s.id,
        name: s.name[c.var.lang],
        description: s.description[c.var.lang],
        price: s.price,
        unit: s.unit[c.var.lang],
      })),
      orders: db.bookings.orders
        .filter((o) => o.bookingId === booking.id)
        .map((o) => orderView(c, o)),
    });
  });

  app.post('/api/services/:bookingId', requireUser, async (c) => {
    const db = c.var.db;
    const booking = ownBooking(c, idParam(c, 'bookingId'));
    const input = await body(c, orderSchema);
    if (booking.status === 'canceled') failCoded(c, 409, 'error.bookingCanceled');
    const lines = input.services.map((item) => {
      const service = db.bookings.catalog.find((s) => s.id === item.id);
      if (!service) failCoded(c, 404, 'error.recordNotFound', { service_id: item.id });
      return { serviceId: service.id, quantity: item.quantity, unitPrice: service.price };
    });
    const order: ServiceOrderRow = {
      id: db.ids.id(),
      bookingId: booking.id,
      status: 'ordered',
      orderedAt: db.clock.now().toISOString(),
      lines,
    };
    db.bookings.orders.push(order);
    invoiceOrder(db, order, 'unpaid');
    return c.json({ data: orderView(c, order), message: say(c, 'success.servicesOrdered') }, 201);
  });
}
