// The default TanStack Query client of a widget: retry only what a retry can fix.
import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './refusal';

/** A 4xx will answer the same again; network, timeout and 5xx get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isRefusal(error)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      // A mutation is a user's action: never send it twice behind their back.
      mutations: { retry: false },
    },
  });
}

/**
 * Empties a client whose screen is gone (a widget's provider unmounted, an element removed), so
 * nothing of it waits for a gc timer (gcTime, 5 min) that would keep every answer and the client
 * alive (issue 27 §3, issue 28 §7). Calls still out are cancelled first: a fetch that settles re-arms
 * its query's timer. A query or mutation whose last observer leaves later goes at once: preact/compat
 * (the lite embed) cleans a removed tree's effects up after the next paint, after this ran.
 */
export function releaseQueryClient(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'observerRemoved' && event.query.getObserversCount() === 0) {
      event.query.destroy();
    }
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'observerRemoved') event.mutation.destroy();
  });
  void client.cancelQueries().finally(() => client.clear());
}
