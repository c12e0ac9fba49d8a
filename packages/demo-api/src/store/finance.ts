// Money per apartment (spec §3 Finance): invoices with 18% VAT, utility payments, and the
// transactions both produce; balance, debt and next payment are derived from these at read time.
import type { Db } from './db';
import type { Localized } from './apartments';
import type { UtilityType } from './utilities';
import { tariffPrice } from './utilities';
import { createIds } from './ids';
import { dayOf, gel, monthKey, pastMonths, shiftMonth } from './months';
import { paymentReference } from './secrets';

export const VAT_RATE = 0.18;
/** GEL per m² per month for property management, before VAT. */
const MANAGEMENT_RATE = 1.6;

export interface InvoiceRow {
  id: number;
  number: string;
  apartmentId: number;
  month: string;
  date: string;
  dueDate: string;
  description: Localized;
  net: number;
  vat: number;
  total: number;
  paid: boolean;
  /** The payment transaction that settled it: its receipt is `GET api/transactions/docs/{id}`. */
  receiptId: number | null;
}

export interface PaymentRow {
  id: number;
  date: string;
  apartmentId: number;
  type: UtilityType;
  serviceId: number;
  epCode: string;
  sum: number;
  status: 'pending' | 'paid' | 'failed';
  reference: string;
}

export interface TransactionRow {
  id: number;
  date: string;
  apartmentId: number;
  type: 'charge' | 'payment' | 'refund';
  description: Localized;
  /** Negative for charges. */
  amount: number;
  /** Receipts exist for payments and refunds. */
  hasDoc: boolean;
}

export interface FinanceState {
  invoices: InvoiceRow[];
  payments: PaymentRow[];
  transactions: TransactionRow[];
}

const utilityNames: Record<UtilityType, Localized> = {
  electricity: { ge: 'ელექტროენერგია', en: 'Electricity', ru: 'Электроэнергия' },
  water: { ge: 'წყალი', en: 'Water', ru: 'Вода' },
  services: { ge: 'კომუნალური მომსახურება', en: 'Building services', ru: 'Услуги дома' },
  internetTv: { ge: 'ინტერნეტი და ტელევიზია', en: 'Internet and TV', ru: 'Интернет и ТВ' },
};

export function utilityName(type: UtilityType): Localized {
  return utilityNames[type];
}

const management: Localized = {
  ge: 'ქონების მართვის მომსახურება',
  en: 'Property management fee',
  ru: 'Управление недвижимостью',
};

function withMonth(text: Localized, month: string): Localized {
  return { ge: `${text.ge}, ${month}`, en: `${text.en}, ${month}`, ru: `${text.ru}, ${month}` };
}

export function seedFinance(db: Db): FinanceState {
  const rnd = createIds(7102);
  const now = db.clock.now();
  const currentMonth = monthKey(now);
  const months = [...pastMonths(now, 12), currentMonth];
  const state: FinanceState = { invoices: [], payments: [], transactions: [] };
  let invoiceId = 50_000;
  let paymentId = 40_000;
  let transactionId = 30_000;
  const charge = (apartmentId: number, date: string, description: Localized, amount: number) =>
    state.transactions.push({
      id: ++transactionId,
      date,
      apartmentId,
      type: 'charge',
      description,
      amount: -amount,
      hasDoc: false,
    });
  const paid = (apartmentId: number, date: string, description: Localized, amount: number) => {
    state.transactions.push({
      id: ++transactionId,
      date,
      apartmentId,
      type: 'payment',
      description,
      amount,
      hasDoc: true,
    });
    return transactionId;
  };

  db.apartments.apartments.forEach((apt, index) => {
    months.forEach((month, i) => {
      const net = gel(apt.area * MANAGEMENT_RATE);
      const vat = gel(net * VAT_RATE);
      // Older months are settled; the newest two stay open on every second apartment (the older one
      // overdue once it falls due on the 15th).
      const open = month === currentMonth || (index % 2 === 1 && i === months.length - 2);
      const invoice: InvoiceRow = {
        id: ++invoiceId,
        number: `INV-${month.replace('-', '')}-${apt.id}`,
        apartmentId: apt.id,
        month,
        date: dayOf(month, 1),
        dueDate: dayOf(shiftMonth(month, 1), 15),
        description: withMonth(management, month),
        net,
        vat,
        total: gel(net + vat),
        paid: !open,
        receiptId: null,
      };
      state.invoices.push(invoice);
      charge(apt.id, invoice.date, invoice.description, invoice.total);
      if (invoice.paid) {
        invoice.receiptId = paid(
          apt.id,
          dayOf(shiftMonth(month, 1), rnd.int(3, 14)),
          invoice.description,
          invoice.total,
        );
      }
    });
  });

  // Utility bills become charges; paid ones become payments through the payment page.
  const services = db.utilities.services;
  const serviceOf = (apartmentId: number, type: UtilityType) =>
    services.find((s) => s.apartmentId === apartmentId && s.type === type)!;
  const epCodeOf = (apartmentId: number) =>
    db.apartments.apartments.find((a) => a.id === apartmentId)!.epCode;
  const bills = [
    ...db.utilities.bills.map((b) => ({ ...b, type: b.utility as UtilityType })),
    ...db.utilities.internetTvBills.map((b) => ({ ...b, type: 'internetTv' as UtilityType })),
  ];
  for (const bill of bills) {
    const description = withMonth(utilityNames[bill.type], bill.month);
    const billedOn = dayOf(shiftMonth(bill.month, 1), 1);
    charge(bill.apartmentId, billedOn, description, bill.amount);
    if (!bill.paid) continue;
    const date = dayOf(shiftMonth(bill.month, 1), rnd.int(5, 20));
    paid(bill.apartmentId, date, description, bill.amount);
    state.payments.push({
      id: ++paymentId,
      date,
      apartmentId: bill.apartmentId,
      type: bill.type,
      serviceId: serviceOf(bill.apartmentId, bill.type).id,
      epCode: epCodeOf(bill.apartmentId),
      sum: bill.amount,
      status: 'paid',
      reference: paymentReference(),
    });
  }
  // A declined card and a refund of a double payment, so every status and type shows up.
  const first = db.apartments.apartments[0]!;
  const lastMonth = months.at(-2)!;
  state.payments.push({
    id: ++paymentId,
    date: dayOf(lastMonth, 9),
    apartmentId: first.id,
    type: 'internetTv',
    serviceId: serviceOf(first.id, 'internetTv').id,
    epCode: first.epCode,
    sum: gel(tariffPrice(db.utilities, 2) + tariffPrice(db.utilities, 11) - 5),
    status: 'failed',
    reference: paymentReference(),
  });
  state.transactions.push({
    id: ++transactionId,
    date: dayOf(lastMonth, 12),
    apartmentId: first.id,
    type: 'refund',
    description: {
      ge: 'ორმაგი გადახდის დაბრუნება',
      en: 'Refund of a double payment',
      ru: 'Возврат двойной оплаты',
    },
    amount: 42.5,
    hasDoc: true,
  });
  state.transactions.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  state.payments.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  state.invoices.sort((a, b) => b.date.localeCompare(a.date) || a.apartmentId - b.apartmentId);
  return state;
}

/** Unpaid and past its due date, as seen on `today` (`YYYY-MM-DD`). */
export function isOverdue(invoice: InvoiceRow, today: string): boolean {
  return !invoice.paid && invoice.dueDate < today;
}

export function invoiceStatus(invoice: InvoiceRow, today: string): 'paid' | 'unpaid' | 'overdue' {
  if (invoice.paid) return 'paid';
  return isOverdue(invoice, today) ? 'overdue' : 'unpaid';
}
