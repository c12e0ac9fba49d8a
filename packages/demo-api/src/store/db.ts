// The whole in-memory store: one state per domain, seeded in dependency order.
// Each domain adds one field to Db and one seed line below (keep that order: later seeds read earlier ones).
import { createIds } from './ids';
import type { Clock } from './clock';
import type { Outbox } from './outbox';
import type { SeedContext } from './context';
import { seedAccounts, type AccountsState } from './accounts';
import { seedApartments, type ApartmentsState } from './apartments';
import { seedBookings, type BookingsState } from './bookings';
import { seedKeys, type KeysState } from './keys';
import { seedGuest, type GuestState } from './guest';
import { seedUtilities, type UtilitiesState } from './utilities';
import { seedFinance, type FinanceState } from './finance';
import { seedDocuments, type DocumentsState } from './documents';
import { seedContracts, type ContractsState } from './contracts';
import { seedDeals, type DealsState } from './deals';
import { seedLoyalty, type LoyaltyState } from './loyalty';
import { seedAnalytics, type AnalyticsState } from './analytics';
import { seedDevices, type DevicesState } from './devices';
import { seedNotifications, type NotificationsState } from './notifications';
import { seedTickets, type TicketsState } from './tickets';
import { seedHelpCentre, type HelpCentreState } from './helpCentre';
import { seedIdempotency, type IdempotencyState } from './idempotency';
import { seedThrottle, type ThrottleState } from './throttle';

export interface Db extends SeedContext {
  accounts: AccountsState;
  apartments: ApartmentsState;
  bookings: BookingsState;
  keys: KeysState;
  guest: GuestState;
  utilities: UtilitiesState;
  finance: FinanceState;
  documents: DocumentsState;
  contracts: ContractsState;
  deals: DealsState;
  loyalty: LoyaltyState;
  analytics: AnalyticsState;
  devices: DevicesState;
  notifications: NotificationsState;
  tickets: TicketsState;
  helpCentre: HelpCentreState;
  /** Answers kept for `Idempotency-Key` replays (middleware/idempotency.ts). */
  idempotency: IdempotencyState;
  /** Failed sign-ins and e-mail sends per account, address and client (store/throttle.ts). */
  throttle: ThrottleState;
}

export function createDb(clock: Clock, outbox: Outbox, publicURL: string): Db {
  const db = { clock, outbox, ids: createIds(20261123), publicURL } as Db;
  db.accounts = seedAccounts();
  db.apartments = seedApartments(db);
  db.bookings = seedBookings(db);
  db.keys = seedKeys(db);
  db.guest = seedGuest(db);
  db.utilities = seedUtilities(db);
  db.finance = seedFinance(db);
  db.documents = seedDocuments(db);
  db.contracts = seedContracts(db);
  db.deals = seedDeals(db);
  db.loyalty = seedLoyalty(db);
  db.analytics = seedAnalytics(db);
  db.devices = seedDevices(db);
  db.notifications = seedNotifications(db);
  db.tickets = seedTickets(db);
  db.helpCentre = seedHelpCentre(db);
  db.idempotency = seedIdempotency();
  db.throttle = seedThrottle();
  return db;
}
