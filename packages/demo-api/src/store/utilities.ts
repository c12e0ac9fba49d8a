// Utilities per apartment (spec §3): 12 months of electricity, water and services bills,
// internet/TV tariffs, subscriptions and their monthly bills; the service ids payments point at.
import type { Db } from './db';
import type { Localized } from './apartments';
import { createIds } from './ids';
import { dayOf, gel, pastMonths, shiftMonth } from './months';

export type MeteredUtility = 'electricity' | 'water' | 'services';
export type UtilityType = MeteredUtility | 'internetTv';

export interface UtilityBill {
  id: number;
  apartmentId: number;
  utility: MeteredUtility;
  month: string;
  counterId: string | null;
  readingStart: number | null;
  readingEnd: number | null;
  consumption: number | null;
  unit: 'kWh' | 'm3' | null;
  tariff: number;
  amount: number;
  paid: boolean;
  /** GEL already paid towards an unpaid bill (a payment smaller than the bill). */
  paidAmount?: number;
}

/** A payable account of one utility of one apartment: `serviceId` + the apartment's epCode (spec §3 Payment). */
export interface UtilityService {
  id: number;
  apartmentId: number;
  type: UtilityType;
}

export interface TariffRow {
  id: number;
  kind: 'internet' | 'tv';
  name: Localized;
  /** Mbit/s or channels. */
  capacity: number;
  monthlyPrice: number;
}

export interface SubscriptionRow {
  id: number;
  apartmentId: number;
  status: 'active' | 'passive' | 'paused';
  internetId: number | null;
  tvId: number | null;
  /** GEL off the monthly tariff. */
  discount: number;
  startDate: string | null;
  packageChangeDate: string | null;
  disabledDate: string | null;
  pausedUntil: string | null;
}

export interface InternetTvBill {
  id: number;
  apartmentId: number;
  month: string;
  internetId: number | null;
  tvId: number | null;
  status: SubscriptionRow['status'];
  amount: number;
  paid: boolean;
  /** GEL already paid towards an unpaid bill. */
  paidAmount?: number;
}

export interface UtilitiesState {
  bills: UtilityBill[];
  services: UtilityService[];
  tariffs: TariffRow[];
  subscriptions: SubscriptionRow[];
  internetTvBills: InternetTvBill[];
  /** Meter ids per apartment (spec §3 Utilities: counter id, water code). */
  meters: Record<number, { counterId: string; waterCode: string }>;
}

/** GEL per kWh (a flat Telasi/EnergoPro-like rate), per m³ of water, and per m² of building services. */
export const RATES = { electricity: 0.31, water: 1.25, services: 1.1 } as const;

const tariffs: TariffRow[] = [
  {
    id: 1,
    kind: 'internet',
    name: { ge: 'ოპტიკა 50', en: 'Fiber 50', ru: 'Оптика 50' },
    capacity: 50,
    monthlyPrice: 35,
  },
  {
    id: 2,
    kind: 'internet',
    name: { ge: 'ოპტიკა 100', en: 'Fiber 100', ru: 'Оптика 100' },
    capacity: 100,
    monthlyPrice: 45,
  },
  {
    id: 3,
    kind: 'internet',
    name: { ge: 'ოპტიკა 500', en: 'Fiber 500', ru: 'Оптика 500' },
    capacity: 500,
    monthlyPrice: 65,
  },
  {
    id: 11,
    kind: 'tv',
    name: { ge: 'ტელევიზია საბაზისო', en: 'TV Basic', ru: 'ТВ Базовый' },
    capacity: 80,
    monthlyPrice: 15,
  },
  {
    id: 12,
    kind: 'tv',
    name: { ge: 'ტელევიზია გაფართოებული', en: 'TV Extended', ru: 'ТВ Расширенный' },
    capacity: 150,
    monthlyPrice: 25,
  },
  {
    id: 13,
    kind: 'tv',
    name: { ge: 'ტელევიზია პრემიუმი', en: 'TV Premium', ru: 'ТВ Премиум' },
    capacity: 220,
    monthlyPrice: 35,
  },
];

/** Per apartment (by seed order): status, internet tariff, TV tariff, discount. */
const subscriptionPlan: [SubscriptionRow['status'], number | null, number | null, number][] = [
  ['active', 2, 11, 5],
  ['paused', 1, null, 0],
  ['passive', null, null, 0],
  ['active', 3, null, 0],
  ['active', 2, 13, 10],
  ['passive', 1, 12, 0],
];

export function tariffPrice(state: Pick<UtilitiesState, 'tariffs'>, id: number | null): number {
  return id === null ? 0 : (state.tariffs.find((t) => t.id === id)?.monthlyPrice ?? 0);
}

export function seedUtilities(db: Db): UtilitiesState {
  // Own random stream, so other domains' seeds never shift this data.
  const rnd = createIds(7101);
  const months = pastMonths(db.clock.now(), 12);
  const lastMonth = months.at(-1)!;
  const state: UtilitiesState = {
    bills: [],
    services: [],
    tariffs,
    subscriptions: [],
    internetTvBills: [],
    meters: {},
  };
  let billId = 20_000;
  let serviceId = 30;
  let tvBillId = 25_000;

  db.apartments.apartments.forEach((apt, index) => {
    const meters = {
      counterId: `EL-${apt.city === 'tbilisi' ? 'TB' : 'BT'}-${String(381200 + apt.id * 7)}`,
      waterCode: `GW-${apt.city === 'tbilisi' ? '01' : '05'}-${String(55300 + apt.id * 3)}`,
    };
    state.meters[apt.id] = meters;
    for (const type of ['electricity', 'water', 'services', 'internetTv'] as const) {
      state.services.push({ id: ++serviceId, apartmentId: apt.id, type });
    }
    // The last month is unpaid everywhere; every third apartment also owes the month before.
    const unpaid = (month: string, i: number) =>
      month === lastMonth || (index % 3 === 1 && i === months.length - 2);
    let electricityReading = 10_000 + apt.id * 37;
    let waterReading = 400 + apt.id * 3;
    months.forEach((month, i) => {
      const winter = ['12', '01', '02'].includes(month.slice(5));
      const kwh = Math.round(apt.area * (winter ? 3.4 : 2.1) + rnd.int(-20, 40));
      const m3 = Math.round(apt.rooms * 2.5 + rnd.int(0, 4));
      state.bills.push(
        {
          id: ++billId,
          apartmentId: apt.id,
          utility: 'electricity',
          month,
          counterId: meters.counterId,
          readingStart: electricityReading,
          readingEnd: electricityReading + kwh,
          consumption: kwh,
          unit: 'kWh',
          tariff: RATES.electricity,
          amount: gel(kwh * RATES.electricity),
          paid: !unpaid(month, i),
        },
        {
          id: ++billId,
          apartmentId: apt.id,
          utility: 'water',
          month,
          counterId: meters.waterCode,
          readingStart: waterReading,
          readingEnd: waterReading + m3,
          consumption: m3,
          unit: 'm3',
          tariff: RATES.water,
          amount: gel(m3 * RATES.water),
          paid: !unpaid(month, i),
        },
        {
          id: ++billId,
          apartmentId: apt.id,
          utility: 'services',
          month,
          counterId: null,
          readingStart: null,
          readingEnd: null,
          consumption: null,
          unit: null,
          tariff: gel(apt.area * RATES.services),
          amount: gel(apt.area * RATES.services),
          paid: !unpaid(month, i),
        },
      );
      electricityReading += kwh;
      waterReading += m3;
    });

    const [status, internetId, tvId, discount] = subscriptionPlan[index % subscriptionPlan.length]!;
    const everOrdered = internetId !== null || tvId !== null;
    const cancelledLongAgo = status === 'passive' && everOrdered;
    const start = everOrdered ? dayOf(months[0]!, 1) : null;
    state.subscriptions.push({
      id: 501 + index,
      apartmentId: apt.id,
      status,
      internetId,
      tvId,
      discount,
      startDate: start,
      packageChangeDate: status === 'active' && index === 0 ? dayOf(months[6]!, 1) : null,
      disabledDate: cancelledLongAgo ? dayOf(months[8]!, 15) : null,
      pausedUntil: status === 'paused' ? dayOf(shiftMonth(lastMonth, 2), 1) : null,
    });
    if (everOrdered) {
      months.forEach((month, i) => {
        const off = cancelledLongAgo && i > 8;
        const paused = status === 'paused' && i >= months.length - 2;
        const monthly = tariffPrice(state, internetId) + tariffPrice(state, tvId) - discount;
        if (off) return;
        state.internetTvBills.push({
          id: ++tvBillId,
          apartmentId: apt.id,
          month,
          internetId,
          tvId,
          status: paused ? 'paused' : 'active',
          // spec §9: a paused month costs the 6 GEL pause fee instead of the tariff.
          amount: paused ? 6 : monthly,
          paid: month !== lastMonth,
        });
      });
    }
  });
  return state;
}

/** Georgian VAT inside every utility bill (the same 18% as invoices). */
export const UTILITY_VAT_RATE = 0.18;

/** The VAT part of a VAT-inclusive amount, in tetri. */
export function vatInside(amount: number): number {
  return gel((amount * UTILITY_VAT_RATE) / (1 + UTILITY_VAT_RATE));
}

/** What is still owed on a bill: nothing once paid, else its amount less any part payment. */
export function owedOn(bill: { amount: number; paid: boolean; paidAmount?: number }): number {
  return bill.paid ? 0 : gel(bill.amount - (bill.paidAmount ?? 0));
}

/** The billed period of a `YYYY-MM` month: its first and last day (month-end, leap years too). */
export function periodOf(month: string): { period_start: string; period_end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { period_start: dayOf(month, 1), period_end: dayOf(month, last) };
}

/** Bills of a month are issued on the 1st of the next month and due on its 25th. */
export function billDueDate(month: string): string {
  return dayOf(shiftMonth(month, 1), 25);
}
