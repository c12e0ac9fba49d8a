// Whether a failed call was the API's own refusal. A module of its own: a screen that asks needs
// no query client code (imported from queryClient.ts, it moved TanStack Query's core out of the
// portal's entry chunk into a shared one, +0.7 kB of /login).
import { isApiError } from '@sakhli/sdk';

/** The API's own refusal (a 4xx): asking again gets the same answer. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
