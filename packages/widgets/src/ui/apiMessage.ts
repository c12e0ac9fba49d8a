// The text to show for a failed call, in the user's language: one helper for every widget that says
// a server's answer in place (forms, notes, error states), so each says the same thing the same way.
import { apiErrorCode, isApiError, TOO_LARGE_MESSAGE_ID } from '@sakhli/sdk';
import type { IntlShape } from 'react-intl';

/**
 * spec §8: a failure the caller shows in place. A throttle (429 with `Retry-After`) says when to try
 * again (seconds, or minutes from two minutes on); else the catalog text of the reason the API named,
 * the server's own words, a lost connection, or the fallback.
 * @param fallbackId what to say when the server said nothing (e.g. `error.credentials` on sign-in).
 * @defaultValue `error.somethingWrong`
 */
export function apiMessage(
  intl: Pick<IntlShape, 'formatMessage' | 'messages'>,
  error: unknown,
  fallbackId = 'error.somethingWrong',
): string {
  if (isApiError(error)) {
    // The wait comes from the header, so even a proxy's bare 429 says how long.
    if (error.status === 429 && error.retryAfter !== undefined)
      return waitText(intl, error.retryAfter);
    const code = apiErrorCode(error);
    if (code && intl.messages[code]) return intl.formatMessage({ id: code });
    if (error.serverMessage) return error.serverMessage;
    // No answer at all (a dropped connection): say so, so trying again reads as the next step.
    if (error.status === 0) return intl.formatMessage({ id: 'error.connection' });
    // A body past a cap with no words of its own (a proxy's 413): say what the user can change.
    if (error.kind === 'http' && error.status === 413)
      return intl.formatMessage({ id: TOO_LARGE_MESSAGE_ID });
  }
  return intl.formatMessage({ id: fallbackId });
}

/** "Try again in 45 s." under two minutes; longer waits in whole minutes, rounded up ("in 10 minutes"). */
function waitText(intl: Pick<IntlShape, 'formatMessage'>, seconds: number): string {
  return seconds < 120
    ? intl.formatMessage({ id: 'error.tooManyAttempts' }, { seconds: Math.max(1, seconds) })
    : intl.formatMessage(
        { id: 'ui.tooManyAttempts.minutes' },
        { minutes: Math.ceil(seconds / 60) },
      );
}

/** The reason id of a failed call (`error.linkExpired`, …), if the API named one. */
export function reasonOf(error: unknown): string | undefined {
  return isApiError(error) ? apiErrorCode(error) : undefined;
}
