// spec §3, §7 finance: transactions (all, per apartment), invoices with VAT, and the balance summary.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { check, idParam, ok, requireUser, type AppContext, type AppEnv } from '../http';
import type { TransactionRow } from '../store/finance';
import { invoiceStatus, VAT_RATE } from '../store/finance';
import { billDueDate, owedOn } from '../store/utilities';
import { gel } from '../store/months';
import { loc, myApartment, myApartmentIds, myApartments, today } from './scope';
import { tablePage } from './tableQuery';

function transactionOut(c: AppContext, t: TransactionRow) {
  const apartment = c.var.db.apartments.apartments.find((a) => a.id === t.apartmentId)!;
  return {
    id: t.id,
    date: t.date,
    apartment_id: t.apartmentId,
    address: loc(c, apartment.address),
    type: t.type,
    description: loc(c, t.description),
    amount: t.amount,
    has_doc: t.hasDoc,
  };
}

/** Everything still owed by some apartments: invoices and bills, each with its due date. */
export function openItems(c: AppContext, apartmentIds: Set<number>) {
  const { finance, utilities } = c.var.db;
  return [
    ...finance.invoices
      .filter((i) => !i.paid && apartmentIds.has(i.apartmentId))
      .map((i) => ({ apartmentId: i.apartmentId, due: i.dueDate, amount: i.total })),
    ...[...utilities.bills, ...utilities.internetTvBills]
      .filter((b) => !b.paid && apartmentIds.has(b.apartmentId))
      .map((b) => ({ apartmentId: b.apartmentId, due: billDueDate(b.month), amount: owedOn(b) })),
  ];
}

const summaryQuery = v.object({
  apartment_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/))),
});

export function financeRoutes(app: Hono<AppEnv>) {
  app.get('/api/transactions', requireUser, (c) => {
    const mine = myApartmentIds(c);
    return tablePage(
      c,
      'transactions',
      c.var.db.finance.transactions
        .filter((t) => mine.has(t.apartmentId))
        .map((t) => transactionOut(c, t)),
      undefined,
      { totals: ['amount'] },
    );
  });

  app.get('/api/transactions/apartment/:id{[0-9]+}', requireUser, (c) => {
    const apartment = myApartment(c, idParam(c, 'id'));
    return tablePage(
      c,
      'transactions',
      c.var.db.finance.transactions
        .filter((t) => t.apartmentId === apartment.id)
        .map((t) => transactionOut(c, t)),
      undefined,
      { totals: ['amount'] },
    );
  });

  app.get('/api/invoices', requireUser, (c) => {
    const mine = myApartmentIds(c);
    const day = today(c);
    return tablePage(
      c,
      'invoices',
      c.var.db.finance.invoices
        .filter((i) => mine.has(i.apartmentId))
        .map((i) => ({
          id: i.id,
          number: i.number,
          apartment_id: i.apartmentId,
          date: i.date,
          due_date: i.dueDate,
          description: loc(c, i.description),
          net: i.net,
          vat_rate: VAT_RATE,
          vat: i.vat,
          total: i.total,
          status: invoiceStatus(i, day),
          receipt_id: i.receiptId,
        })),
      undefined,
      { totals: ['net', 'vat', 'total'] },
    );
  });

  // balance: the sum of all transactions (negative = owed); debt: open items past due;
  // remains: all open items; next payment: the earliest not yet due date and what falls due then;
  // vat: the VAT within remains (unpaid invoices; bills carry none).
  app.get('/api/finance/summary', requireUser, (c) => {
    const q = check(summaryQuery, { apartment_id: c.req.query('apartment_id') }, c);
    const ids = new Set(
      (q.apartment_id ? [myApartment(c, Number(q.apartment_id))] : myApartments(c)).map(
        (a) => a.id,
      ),
    );
    const day = today(c);
    const open = openItems(c, ids);
    const sum = (xs: { amount: number }[]) => gel(xs.reduce((s, x) => s + x.amount, 0));
    const upcoming = open.filter((o) => o.due >= day).sort((a, b) => a.due.localeCompare(b.due));
    const nextDate = upcoming[0]?.due;
    return ok(c, {
      currency: 'GEL' as const,
      balance: sum(c.var.db.finance.transactions.filter((t) => ids.has(t.apartmentId))),
      debt: sum(open.filter((o) => o.due < day)),
      remains: sum(open),
      next_payment: nextDate
        ? { date: nextDate, amount: sum(upcoming.filter((o) => o.due === nextDate)) }
        : null,
      vat: sum(
        c.var.db.finance.invoices
          .filter((i) => !i.paid && ids.has(i.apartmentId))
          .map((i) => ({ amount: i.vat })),
      ),
    });
  });
}
