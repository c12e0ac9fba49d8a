// The text to show for a failed guest call: the catalog text of its reason, else the server's words.
import { apiErrorCode, isApiError } from '@sakhli/sdk';
import type { IntlShape } from 'react-intl';

/** spec §8: the caller shows guest errors in place, in the user's language. */
export function apiMessage(intl: IntlShape, error: unknown): string {
  if (isApiError(error)) {
    const code = apiErrorCode(error);
    if (code && intl.messages[code]) return intl.formatMessage({ id: code });
    if (error.serverMessage) return error.serverMessage;
    // No answer at all (a dropped connection): say so, so "Book now" again reads as the next step.
    if (error.status === 0) return intl.formatMessage({ id: 'error.connection' });
  }
  return intl.formatMessage({ id: 'error.somethingWrong' });
}

/** The reason id of a failed call (`error.linkExpired`, …), if the API named one. */
export function reasonOf(error: unknown): string | undefined {
  return isApiError(error) ? apiErrorCode(error) : undefined;
}
