// Bookings in every status with guests, the services catalog, orders and invoices (spec §3, §4).
import type { Db } from './db';
import type { Localized } from './apartments';
import { secretToken } from './secrets';

export type BookingStatus = 'new' | 'approved' | 'canceled';

/** What we keep of a passport scan: never the bytes' content in answers. */
export interface PassportScan {
  name: string;
  type: string;
  size: number;
}

export interface GuestRecord {
  name: string;
  last_name: string;
  second_name?: string;
  gender?: 'male' | 'female';
  citizenship?: string;
  country?: string;
  city?: string;
  address?: string;
  personal_number?: string;
  phone?: string;
  email: string;
  messenger?: string;
  passportScan?: PassportScan;
}

export interface BookingRow {
  id: number;
  apartmentId: number;
  status: BookingStatus;
  /** Arrival and departure days, `YYYY-MM-DD` (Tbilisi). */
  incomeDate: string;
  exitDate: string;
  adults: number;
  children: number;
  childrenAges: number[];
  guest: GuestRecord;
  paymentType: string;
  comment?: string;
  createdBy: 'guest' | 'host';
  createdAt: string;
  /** spec §4: a host-created booking not accepted by then is declined automatically. */
  acceptUntil?: string;
  declinedAutomatically?: boolean;
  keyId?: number;
  /** Total in GEL. */
  price: number;
  /** The guest's token for the cancel link (`/qr/book/cancel?booking_id=&token=`). */
  cancelToken: string;
  /** The language the guest booked in: e-mails and links use it. */
  lang: 'ge' | 'en' | 'ru';
}

export interface ServiceOfferRow {
  id: number;
  name: Localized;
  description: Localized;
  price: number;
  unit: Localized;
}

export interface ServiceOrderRow {
  id: number;
  bookingId: number;
  status: 'ordered' | 'done' | 'canceled';
  orderedAt: string;
  lines: { serviceId: number; quantity: number; unitPrice: number }[];
}

export interface InvoiceRow {
  id: number;
  number: string;
  bookingId: number;
  orderId?: number;
  issuedAt: string;
  /** VAT included. */
  total: number;
  status: 'paid' | 'unpaid';
}

export interface BookingsState {
  bookings: BookingRow[];
  catalog: ServiceOfferRow[];
  orders: ServiceOrderRow[];
  invoices: InvoiceRow[];
  /** Next booking id (bookings have their own readable numbering, 5001…). */
  nextId: number;
}

/** Georgian VAT, included in every price. */
export const VAT_RATE = 18;
export const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Tbilisi is UTC+4 all year. */
const TBILISI_OFFSET_MS = 4 * HOUR_MS;

/** Today's date in Tbilisi, `YYYY-MM-DD`. */
export function todayIn(db: Pick<Db, 'clock'>): string {
  return new Date(db.clock.ms() + TBILISI_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A Tbilisi wall-clock time on a date, as an ISO timestamp. */
export function tbilisiTime(date: string, hour: number): string {
  return new Date(
    Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS - TBILISI_OFFSET_MS,
  ).toISOString();
}

/** Two stays share a night when each starts before the other ends. */
export function overlaps(a: { start: string; end: string }, b: { start: string; end: string }) {
  return a.start < b.end && b.start < a.end;
}

/** Bookings that hold their nights (new and approved). */
export function holdsDates(booking: BookingRow): boolean {
  return booking.status !== 'canceled';
}

/**
 * spec §4: a host-created booking not accepted within 48 hours is declined automatically.
 * Evaluated lazily on every read, against the injectable clock.
 */
export function settleBookings(db: Db): void {
  const now = db.clock.ms();
  for (const booking of db.bookings.bookings) {
    if (booking.status === 'new' && booking.acceptUntil && Date.parse(booking.acceptUntil) <= now) {
      booking.status = 'canceled';
      booking.declinedAutomatically = true;
    }
  }
}

/** The booked stretches of an apartment from today on, for calendars and conflict answers. */
export function bookedRanges(db: Db, apartmentId: number): { start: string; end: string }[] {
  settleBookings(db);
  const today = todayIn(db);
  return db.bookings.bookings
    .filter((b) => b.apartmentId === apartmentId && holdsDates(b) && b.exitDate > today)
    .map((b) => ({ start: b.incomeDate, end: b.exitDate }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Another booking of the same apartment that holds any of these nights. */
export function clashInApartment(
  db: Db,
  apartmentId: number,
  stay: { start: string; end: string },
  exceptId?: number,
): BookingRow | undefined {
  settleBookings(db);
  return db.bookings.bookings.find(
    (b) =>
      b.id !== exceptId &&
      b.apartmentId === apartmentId &&
      holdsDates(b) &&
      overlaps(stay, { start: b.incomeDate, end: b.exitDate }),
  );
}

/** spec §4: the same guest's bookings of other premises over the same nights. */
export function parallelBookings(db: Db, booking: BookingRow): BookingRow[] {
  settleBookings(db);
  const sameGuest = (other: BookingRow) =>
    other.guest.email.toLowerCase() === booking.guest.email.toLowerCase() ||
    (!!booking.guest.personal_number &&
      other.guest.personal_number === booking.guest.personal_number);
  return db.bookings.bookings.filter(
    (other) =>
      other.id !== booking.id &&
      other.apartmentId !== booking.apartmentId &&
      holdsDates(other) &&
      sameGuest(other) &&
      overlaps(
        { start: booking.incomeDate, end: booking.exitDate },
        { start: other.incomeDate, end: other.exitDate },
      ),
  );
}

export function priceOf(db: Db, apartmentId: number, incomeDate: string, exitDate: string) {
  const apartment = db.apartments.apartments.find((a) => a.id === apartmentId);
  return (apartment?.nightlyPrice ?? 0) * nightsBetween(incomeDate, exitDate);
}

export function orderTotal(order: ServiceOrderRow): number {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}

/** Issues the invoice of an order, VAT included. */
export function invoiceOrder(db: Db, order: ServiceOrderRow, status: InvoiceRow['status']) {
  const id = db.ids.id();
  const invoice: InvoiceRow = {
    id,
    number: `INV-${order.orderedAt.slice(0, 4)}-${String(id).padStart(5, '0')}`,
    bookingId: order.bookingId,
    orderId: order.id,
    issuedAt: order.orderedAt,
    total: orderTotal(order),
    status,
  };
  db.bookings.invoices.push(invoice);
  return invoice;
}

type Seed = [
  apartmentId: number,
  status: BookingStatus,
  arrivalInDays: number,
  nights: number,
  guest: GuestRecord,
  extra?: Partial<BookingRow> & { createdHoursAgo?: number },
];

const guests = {
  nino: {
    name: 'ნინო',
    last_name: 'ლომიძე',
    gender: 'female',
    citizenship: 'GE',
    country: 'GE',
    city: 'ქუთაისი',
    address: 'რუსთაველის ქ. 14',
    personal_number: '60001012345',
    phone: '+995 595 11 22 33',
    email: 'nino.lomidze@example.ge',
    messenger: 'WhatsApp +995595112233',
  },
  anna: {
    name: 'Анна',
    last_name: 'Петрова',
    second_name: 'Сергеевна',
    gender: 'female',
    citizenship: 'AM',
    country: 'AM',
    city: 'Ереван',
    address: 'ул. Абовяна, 8',
    personal_number: 'AP4410923',
    phone: '+374 91 555 010',
    email: 'anna.petrova@example.am',
    messenger: 'Telegram @annapetrova',
  },
  james: {
    name: 'James',
    last_name: 'Miller',
    gender: 'male',
    citizenship: 'GB',
    country: 'GB',
    city: 'Leeds',
    address: '4 Park Row',
    personal_number: '552901334',
    phone: '+44 7700 900123',
    email: 'james.miller@example.co.uk',
  },
  levan: {
    name: 'ლევან',
    last_name: 'გელაშვილი',
    gender: 'male',
    citizenship: 'GE',
    country: 'GE',
    city: 'თბილისი',
    address: 'ჭავჭავაძის გამზ. 5',
    personal_number: '01008054321',
    phone: '+995 599 40 50 60',
    email: 'levan.gelashvili@example.ge',
  },
  elif: {
    name: 'Elif',
    last_name: 'Yılmaz',
    gender: 'female',
    citizenship: 'TR',
    country: 'TR',
    city: 'Trabzon',
    address: 'Atatürk Cd. 21',
    personal_number: 'U18822071',
    phone: '+90 532 555 0101',
    email: 'elif.yilmaz@example.com.tr',
    messenger: 'WhatsApp +905325550101',
  },
  dmitri: {
    name: 'Дмитрий',
    last_name: 'Соколов',
    gender: 'male',
    citizenship: 'KZ',
    country: 'KZ',
    city: 'Алматы',
    address: 'пр. Абая, 44',
    personal_number: 'N07715532',
    phone: '+7 701 555 2020',
    email: 'd.sokolov@example.kz',
  },
} satisfies Record<string, GuestRecord>;

/** Seed rows; the fixtures (guest.ts) point at some of them by their index. */
const seeds: Seed[] = [
  // 0: a past stay with services and an expired key.
  [101, 'approved', -20, 5, guests.james, { paymentType: 'card', lang: 'en' }],
  // 1: guests in the house now, key active.
  [
    101,
    'approved',
    -2,
    5,
    guests.nino,
    { paymentType: 'cash', adults: 2, children: 1, childrenAges: [6] },
  ],
  // 2: host-created, awaiting acceptance (47 hours left).
  [101, 'new', 6, 3, guests.levan, { createdBy: 'host', createdHoursAgo: 1 }],
  // 3: a guest's request waiting for the host.
  [
    102,
    'new',
    10,
    4,
    guests.elif,
    { paymentType: 'bank_transfer', adults: 2, children: 2, childrenAges: [4, 11] },
  ],
  // 4: declined by the host.
  [102, 'canceled', 5, 2, guests.dmitri, { lang: 'ru' }],
  // 5: approved, with a pending change request; cancel-able.
  [103, 'approved', 20, 5, guests.anna, { lang: 'ru', adults: 2 }],
  // 6: approved, change request already handled.
  [104, 'approved', 30, 3, guests.james, { lang: 'en' }],
  // 7: approved, change request expired.
  [105, 'approved', 40, 5, guests.elif, { lang: 'en' }],
  // 8: host-created 60 hours ago and never accepted: declined automatically on first read.
  [106, 'new', 12, 2, guests.dmitri, { createdBy: 'host', createdHoursAgo: 60, lang: 'ru' }],
  // 9: host-created for Anna over her stay in 103: accepting it is refused (parallel booking).
  [104, 'new', 22, 2, guests.anna, { createdBy: 'host', createdHoursAgo: 3, lang: 'ru' }],
  // 10: canceled by the guest (cancel link shows canceled).
  [103, 'canceled', 3, 2, guests.nino, { lang: 'ge' }],
  // 11: approved, a second pending change request (for the reject example); cancel-able.
  [106, 'approved', 14, 2, guests.levan, { lang: 'ge' }],
];

export function seedBookings(db: Db): BookingsState {
  const state: BookingsState = {
    bookings: [],
    catalog: [],
    orders: [],
    invoices: [],
    nextId: 5001,
  };
  db.bookings = state;
  const today = todayIn(db);
  const now = db.clock.ms();
  for (const [apartmentId, status, arrival, nights, guest, extra = {}] of seeds) {
    const { createdHoursAgo, ...rest } = extra;
    const incomeDate = addDays(today, arrival);
    const exitDate = addDays(incomeDate, nights);
    const createdBy = rest.createdBy ?? 'guest';
    const createdAt = new Date(
      now - (createdHoursAgo ?? 24 * (30 - Math.min(arrival, 25))) * HOUR_MS,
    );
    state.bookings.push({
      id: state.nextId++,
      apartmentId,
      status,
      incomeDate,
      exitDate,
      adults: 1,
      children: 0,
      childrenAges: [],
      guest: { ...guest },
      paymentType: 'card',
      createdBy,
      createdAt: createdAt.toISOString(),
      ...(createdBy === 'host'
        ? { acceptUntil: new Date(createdAt.getTime() + 48 * HOUR_MS).toISOString() }
        : {}),
      price: priceOf(db, apartmentId, incomeDate, exitDate),
      cancelToken: secretToken(),
      lang: 'ge',
      ...rest,
    });
  }
  state.catalog = [
    offer(
      db,
      60,
      { en: 'Cleaning', ge: 'დალაგება', ru: 'Уборка' },
      {
        en: 'Full apartment cleaning and fresh linen.',
        ge: 'ბინის სრული დალაგება და სუფთა თეთრეული.',
        ru: 'Полная уборка и свежее бельё.',
      },
      { en: 'per visit', ge: 'ერთ ვიზიტზე', ru: 'за визит' },
    ),
    offer(
      db,
      90,
      { en: 'Airport transfer', ge: 'აეროპორტის ტრანსფერი', ru: 'Трансфер из аэропорта' },
      {
        en: 'Car from or to the airport, up to 4 people.',
        ge: 'მანქანა აეროპორტიდან ან აეროპორტამდე, 4 ადამიანამდე.',
        ru: 'Машина из аэропорта или в аэропорт, до 4 человек.',
      },
      { en: 'per trip', ge: 'ერთ მგზავრობაზე', ru: 'за поездку' },
    ),
    offer(
      db,
      25,
      { en: 'Breakfast', ge: 'საუზმე', ru: 'Завтрак' },
      {
        en: 'Georgian breakfast delivered at 9:00.',
        ge: 'ქართული საუზმე 9:00-ზე.',
        ru: 'Грузинский завтрак с доставкой в 9:00.',
      },
      { en: 'per person per day', ge: 'ერთ ადამიანზე დღეში', ru: 'на человека в день' },
    ),
    offer(
      db,
      40,
      { en: 'Late check-out', ge: 'გვიანი გასვლა', ru: 'Поздний выезд' },
      {
        en: 'Stay until 16:00 on the day of departure.',
        ge: 'დარჩით 16:00-მდე გასვლის დღეს.',
        ru: 'Выезд до 16:00 в день отъезда.',
      },
      { en: 'per stay', ge: 'ერთ ვიზიტზე', ru: 'за проживание' },
    ),
  ];
  const [cleaning, transfer, breakfast] = state.catalog;
  const order = (
    bookingIndex: number,
    daysAgo: number,
    lines: [ServiceOfferRow, number][],
    paid: boolean,
  ) => {
    const row: ServiceOrderRow = {
      id: db.ids.id(),
      bookingId: state.bookings[bookingIndex]!.id,
      status: paid ? 'done' : 'ordered',
      orderedAt: new Date(now - daysAgo * DAY_MS).toISOString(),
      lines: lines.map(([service, quantity]) => ({
        serviceId: service.id,
        quantity,
        unitPrice: service.price,
      })),
    };
    state.orders.push(row);
    invoiceOrder(db, row, paid ? 'paid' : 'unpaid');
  };
  order(
    0,
    19,
    [
      [transfer!, 1],
      [breakfast!, 5],
    ],
    true,
  );
  order(0, 16, [[cleaning!, 1]], true);
  order(
    1,
    1,
    [
      [transfer!, 1],
      [breakfast!, 6],
    ],
    false,
  );
  order(5, 0, [[cleaning!, 2]], false);
  return state;
}

function offer(
  db: Db,
  price: number,
  name: Localized,
  description: Localized,
  unit: Localized,
): ServiceOfferRow {
  return { id: db.ids.id(), name, description, price, unit };
}

/** Seed index → booking, for fixtures and keys. */
export function seededBooking(db: Db, index: number): BookingRow {
  return db.bookings.bookings[index]!;
}
