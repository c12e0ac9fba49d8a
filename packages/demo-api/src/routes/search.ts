// Quick search (spec §2): GET api/search?q= answers results grouped by kind. The spec does not show
// the format: see docs/api-assumptions.md. Each group is a list of providers (`searchProviders`).
import type { Hono } from 'hono';
import * as v from 'valibot';
import { QUICK_SEARCH_MIN } from '@sakhli/sdk';
import { check, fail, ok, requireUser, type AppContext, type AppEnv } from '../http';
import { myOwnedApartmentIds } from './scope';

export const SEARCH_GROUPS = ['apartments', 'bookings', 'tickets', 'documents'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export interface SearchHit {
  id: number;
  title: string;
  subtitle?: string;
  /** The portal route that opens the hit. */
  url: string;
}

/** Finds hits of one group for the signed-in account; `needle` is lower-cased and trimmed. */
export type SearchProvider = (c: AppContext, needle: string) => SearchHit[];

/** Each group's providers. Bookings and documents are filled by their own domains' route files. */
export const searchProviders: Record<SearchGroup, SearchProvider[]> = {
  apartments: [
    (c, needle) =>
      c.var.db.apartments.apartments
        .filter((a) => a.ownerId === c.var.account.id || a.residentIds.includes(c.var.account.id))
        .filter((a) =>
          [a.address.ge, a.address.en, a.address.ru, a.cadastralNumber, a.number, a.crmId].some(
            (s) => s.toLowerCase().includes(needle),
          ),
        )
        .map((a) => ({
          id: a.id,
          title: a.address[c.var.lang],
          subtitle: a.cadastralNumber,
          url: `/apartments/${a.id}`,
        })),
  ],
  bookings: [
    // Bookings and their guests are the host's (routes/roles.ts): a resident finds none.
    (c, needle) => {
      const mine = myOwnedApartmentIds(c);
      return c.var.db.bookings.bookings
        .filter((b) => mine.has(b.apartmentId))
        .filter(
          (b) =>
            String(b.id) === needle ||
            `${b.guest.name} ${b.guest.last_name}`.toLowerCase().includes(needle) ||
            b.guest.email.toLowerCase().includes(needle),
        )
        .map((b) => ({
          id: b.id,
          title: `#${b.id} ${b.guest.name} ${b.guest.last_name}`,
          subtitle: `${b.incomeDate} – ${b.exitDate}`,
          url: `/bookings?booking=${b.id}`,
        }));
    },
  ],
  tickets: [
    (c, needle) =>
      c.var.db.tickets.tickets
        .filter((t) => t.accountId === c.var.account.id)
        .filter(
          (t) =>
            t.subject.toLowerCase().includes(needle) ||
            String(t.id) === needle ||
            c.var.db.tickets.messages.some(
              (m) => m.ticketId === t.id && m.text.toLowerCase().includes(needle),
            ),
        )
        .map((t) => ({
          id: t.id,
          title: t.subject,
          subtitle: `#${t.id}`,
          url: `/support?ticket=${t.id}`,
        })),
  ],
  documents: [
    (c, needle) => {
      const mine = visibleApartments(c);
      return c.var.db.documents.documents
        .filter((d) => mine.has(d.apartmentId))
        .filter(
          (d) =>
            d.fileName.toLowerCase().includes(needle) ||
            [d.title.ge, d.title.en, d.title.ru].some((t) => t.toLowerCase().includes(needle)),
        )
        .map((d) => ({
          id: d.id,
          title: d.title[c.var.lang],
          subtitle: d.date,
          url: `/documents?document=${d.id}`,
        }));
    },
  ],
};

/** Ids of the apartments the caller owns or lives in: search never shows anyone else's rows. */
function visibleApartments(c: AppContext): Set<number> {
  const id = c.var.account.id;
  return new Set(
    c.var.db.apartments.apartments
      .filter((a) => a.ownerId === id || a.residentIds.includes(id))
      .map((a) => a.id),
  );
}

/** Most hits per group: the panel is a quick look, not a results page. */
const PER_GROUP = 5;

const searchQuery = v.object({ q: v.pipe(v.string(), v.maxLength(200)) });

export function searchRoutes(app: Hono<AppEnv>) {
  app.get('/api/search', requireUser, (c) => {
    const { q } = check(searchQuery, c.req.query(), c);
    const needle = q.trim().toLowerCase();
    // spec §9: quick search starts at 2 characters.
    if ([...needle].length < QUICK_SEARCH_MIN)
      fail(c, 422, 'error.searchTooShort', { n: QUICK_SEARCH_MIN });
    const groups = Object.fromEntries(
      SEARCH_GROUPS.map((group) => [
        group,
        searchProviders[group].flatMap((find) => find(c, needle)).slice(0, PER_GROUP),
      ]),
    ) as Record<SearchGroup, SearchHit[]>;
    return ok(c, groups);
  });
}
