// spec §7 contracts: the overdue count and the summary. Overdue counts are live: management
// contracts count overdue invoices, utilities contracts count months with overdue bills.
import type { Hono } from 'hono';
import { ok, requireUser, type AppContext, type AppEnv } from '../http';
import type { ContractRow } from '../store/contracts';
import { isOverdue } from '../store/finance';
import { billDueDate } from '../store/utilities';
import { gel } from '../store/months';
import { loc, myApartmentIds, today } from './scope';

function contractOut(c: AppContext, k: ContractRow) {
  const { finance, utilities, apartments } = c.var.db;
  const day = today(c);
  let monthly = 0;
  let overdue: { month: string; amount: number }[] = [];
  if (k.type === 'management') {
    const invoices = finance.invoices.filter((i) => i.apartmentId === k.apartmentId);
    monthly = invoices[0]?.total ?? 0;
    overdue = invoices
      .filter((i) => isOverdue(i, day))
      .map((i) => ({ month: i.month, amount: i.total }));
  } else if (k.type === 'utilities') {
    const bills = [...utilities.bills, ...utilities.internetTvBills].filter(
      (b) => b.apartmentId === k.apartmentId,
    );
    const months = [...new Set(bills.map((b) => b.month))].sort().slice(-3);
    monthly = gel(
      bills.filter((b) => months.includes(b.month)).reduce((s, b) => s + b.amount, 0) /
        Math.max(1, months.length),
    );
    const late = bills.filter((b) => !b.paid && billDueDate(b.month) < day);
    overdue = [...new Set(late.map((b) => b.month))].map((month) => ({
      month,
      amount: gel(late.filter((b) => b.month === month).reduce((s, b) => s + b.amount, 0)),
    }));
  } else {
    const apartment = apartments.apartments.find((a) => a.id === k.apartmentId)!;
    monthly = Math.round(apartment.area * 22);
  }
  return {
    id: k.id,
    number: k.number,
    apartment_id: k.apartmentId,
    type: k.type,
    title: loc(c, k.title),
    start_date: k.startDate,
    end_date: k.endDate,
    monthly_amount: monthly,
    overdue_count: overdue.length,
    overdue_amount: gel(overdue.reduce((s, o) => s + o.amount, 0)),
  };
}

function mine(c: AppContext) {
  const ids = myApartmentIds(c);
  return c.var.db.contracts.contracts
    .filter((k) => ids.has(k.apartmentId))
    .map((k) => contractOut(c, k));
}

export function contractsRoutes(app: Hono<AppEnv>) {
  app.get('/api/contracts/overdue_count', requireUser, (c) =>
    ok(c, { count: mine(c).reduce((s, k) => s + k.overdue_count, 0) }),
  );
  app.get('/api/contracts/summary', requireUser, (c) => {
    const contracts = mine(c);
    return ok(c, {
      currency: 'GEL' as const,
      total: contracts.length,
      overdue_count: contracts.reduce((s, k) => s + k.overdue_count, 0),
      overdue_amount: gel(contracts.reduce((s, k) => s + k.overdue_amount, 0)),
      contracts,
    });
  });
}
