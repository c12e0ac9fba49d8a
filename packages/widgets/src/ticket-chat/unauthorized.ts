// The chat's one test for a lost session, in a module of its own so the widget and its views all
// import it without importing each other (a runtime import circle).
import { isApiError } from '@sakhli/sdk';

/** True once a query answered 401: the session is gone (the provider already told the host). */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
