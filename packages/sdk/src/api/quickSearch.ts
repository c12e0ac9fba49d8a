// Quick search (spec §2): "a separate search endpoint on the host", format not shown. Assumed:
// GET api/search?q= answering hits grouped by kind (docs/api-assumptions.md).
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';

export const searchHitSchema = v.object({
  id: v.number(),
  title: v.string(),
  subtitle: v.optional(v.string()),
  /** The portal route that opens the hit. */
  url: v.string(),
});
export type SearchHit = v.InferOutput<typeof searchHitSchema>;

export const quickSearchResultSchema = v.object({
  apartments: v.array(searchHitSchema),
  bookings: v.array(searchHitSchema),
  tickets: v.array(searchHitSchema),
  documents: v.array(searchHitSchema),
});
export type QuickSearchResult = v.InferOutput<typeof quickSearchResultSchema>;

export const quickSearchKeys = {
  all: ['search'] as const,
  query: (q: string) => [...quickSearchKeys.all, q] as const,
};

/**
 * Searches the user's data. Callers apply spec §9's 2-character minimum, 200 ms debounce and 1 s delay
 * (constants QUICK_SEARCH_*), and show `error.connection` on failure.
 */
export async function quickSearch(client: SakhliClient, q: string): Promise<QuickSearchResult> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/search',
    query: { q },
    schema: quickSearchResultSchema,
  });
  return data;
}

export function quickSearchQuery(client: SakhliClient, q: string) {
  return { queryKey: quickSearchKeys.query(q), queryFn: () => quickSearch(client, q) };
}
