// What /home reads as it opens, card by card, for its route loader to import lazily (a small chunk
// of its own) and for the cards to read: the same options, so each call is made once. Keep it free
// of components and texts. Every card shows its own failure with its retry, so nothing is toasted
// too (`errorsInPlace`). Owners' cards are asked for only for an owner (issue 26 §1: a resident's
// calls never include bookings or revenue).
import {
  apartmentsBillingQuery,
  bookingsCalendarQuery,
  bookingsList,
  contractsSummaryQuery,
  errorsInPlace,
  financeSummaryQuery,
  listPageQuery,
  revenueQuery,
  tbilisiToday,
  ticketsQuery,
  walletQuery,
  type SakhliClient,
} from '@sakhli/sdk';
import type { Role } from '../../app/guards';
import { unreadCountsQuery } from '../../app/unreadCounts';
import { currentRole } from '../../app/userRole';

export { currentRole };
export type HomeRole = Role;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many waiting bookings the card lists (the count is the list's `items_count`). */
export const WAITING_SHOWN = 5;

/** Each card's query, by card. */
export const homeCardQueries = {
  bills: (client: SakhliClient) => apartmentsBillingQuery(errorsInPlace(client)),
  next: (client: SakhliClient) => financeSummaryQuery(errorsInPlace(client)),
  // The frame's counts (menu badges, poll): the same query, already in the cache, its failure
  // never toasted either (../../app/unreadCounts).
  messages: (client: SakhliClient) => unreadCountsQuery(client),
  tickets: (client: SakhliClient) =>
    ticketsQuery(errorsInPlace(client), { status: 'open', per_page: 1 }),
  contracts: (client: SakhliClient) => contractsSummaryQuery(errorsInPlace(client)),
  loyalty: (client: SakhliClient) => walletQuery(errorsInPlace(client)),
  waiting: (client: SakhliClient) =>
    listPageQuery(errorsInPlace(client), bookingsList, {
      filters: { status: 'new' },
      perPage: WAITING_SHOWN,
    }),
  // Yesterday too: a stay that ends today has its last night yesterday, and the calendar returns
  // stays by their nights (spec §7 calendars).
  today: (client: SakhliClient, now: number) =>
    bookingsCalendarQuery(errorsInPlace(client), {
      dateRange: { from: tbilisiToday(now - DAY_MS), to: tbilisiToday(now) },
    }),
  revenue: (client: SakhliClient) => revenueQuery(errorsInPlace(client)),
};

export type HomeCard = keyof typeof homeCardQueries;

/** spec §6 / issue 26 §1: what each role is shown; owners see everything a resident does and more. */
export const residentCards = [
  'bills',
  'next',
  'messages',
  'tickets',
  'contracts',
  'loyalty',
] as const;
export const ownerCards = [...residentCards, 'waiting', 'today', 'revenue'] as const;

export function cardsFor(role: HomeRole | undefined): readonly HomeCard[] {
  return role === 'owner' ? ownerCards : role === 'resident' ? residentCards : [];
}

/** /home: every card's query the role may see, all at once. */
export function homeScreenQueries(
  client: SakhliClient,
  role: HomeRole | undefined,
  now: number = Date.now(),
) {
  // The frame's loader asks for the counts; listing them again would be a second call.
  return cardsFor(role)
    .filter((card) => card !== 'messages')
    .map((card) => homeCardQueries[card](client, now));
}
