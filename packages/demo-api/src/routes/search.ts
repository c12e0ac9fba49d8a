// Quick search (spec §2): GET api/search?q= answers results grouped by kind. The spec does not show
// the format: see docs/api-assumptions.md. Domains add their group through `searchProviders`.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { QUICK_SEARCH_MIN } from '@sakhli/sdk';
import { check, fail, ok, requireUser, type AppContext, type AppEnv } from '../http';

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
  bookings: [],
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
  documents: [],
};

/** Most hits per group: the panel is a quick look, not a results page. */
const PER_GROUP = 5;

const searchQuery = v.object({ q: v.pipe(v.string(), v.maxLength(200)) });

export function searchRoutes(app: Hono<AppEnv>) {
  app.get('/api/search', requireUser, (c) => {
    const { q } = check(searchQuery, c.req.query());
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
