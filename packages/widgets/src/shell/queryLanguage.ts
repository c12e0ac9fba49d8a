// The language each query's data was asked in, so a language switch refetches only what the API
// said in another one — not what is already coming in the new one (a portal that applies the
// user's language before the first screen's calls go out fetches nothing twice).
import type { Query, QueryClient } from '@tanstack/react-query';

interface Tracker {
  /** What the client sends now as `user-language`; the provider sets it. */
  current: () => string | undefined;
  fetchedIn: WeakMap<Query, string | undefined>;
}

const trackers = new WeakMap<QueryClient, Tracker>();

/**
 * Starts (once per query client, for its lifetime) recording the language every fetch goes out
 * in. The query cache tells its listeners synchronously as a fetch starts, in the same task as
 * the query function reads the language for its headers.
 */
export function trackQueryLanguage(
  queryClient: QueryClient,
  current: () => string | undefined,
): void {
  const known = trackers.get(queryClient);
  if (known) {
    known.current = current;
    return;
  }
  const tracker: Tracker = { current, fetchedIn: new WeakMap() };
  trackers.set(queryClient, tracker);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') {
      tracker.fetchedIn.set(event.query, tracker.current());
    }
  });
}

/**
 * True when `query` holds (or is fetching) what the API said in another language than
 * `language`. A query never fetched while tracked (data set by hand) counts as another language.
 */
export function askedInOtherLanguage(
  queryClient: QueryClient,
  query: Query,
  language: string,
): boolean {
  const fetchedIn = trackers.get(queryClient)?.fetchedIn;
  if (!fetchedIn?.has(query)) return query.state.data !== undefined;
  return fetchedIn.get(query) !== language;
}
