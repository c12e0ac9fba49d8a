// The default TanStack Query client of a widget: retry only what a retry can fix.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@sakhli/sdk';

/** The API's own refusal (a 4xx): asking again gets the same answer. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

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
