// What a failed guest call means for the guest (spec §8): the reason in their language and the next step.
import { apiErrorCode, isApiError } from '@sakhli/sdk';
import type { IntlShape } from 'react-intl';
import { apiMessage } from '../ui/apiMessage';

export interface Problem {
  /** The reason id the API sent (`error.incorrectToken`, …), if any. */
  code: string | undefined;
  title: string;
  /** spec §8: the server's reason, in the guest's language. */
  message: string;
  /** What the guest can do now. */
  next: string | undefined;
  /** Trying again can help (network, timeout, 5xx): offer it instead of a dead end. */
  retryable: boolean;
}

/** The next step for each reason the spec lists for guest links (spec §7 guest flow, §8). */
const NEXT_STEP: Record<string, string> = {
  'error.incorrectToken': 'bookingChange.next.incorrectToken',
  'error.alreadyHandled': 'bookingChange.next.alreadyHandled',
  'error.changeExpired': 'bookingChange.next.changeExpired',
  'error.linkExpired': 'bookingChange.next.linkExpired',
  'error.datesTaken': 'bookingChange.next.datesTaken',
};

const TITLE: Record<string, string> = {
  'error.alreadyHandled': 'bookingChange.problem.handledTitle',
  'error.changeExpired': 'bookingChange.problem.expiredTitle',
  'error.linkExpired': 'bookingChange.problem.expiredTitle',
};

export function problemOf(intl: IntlShape, error: unknown): Problem {
  const say = (id: string) => intl.formatMessage({ id });
  const apiError = isApiError(error) ? error : undefined;
  // A garbled answer (bad-response) is no verdict on the link either: the next one may be whole.
  const retryable =
    !apiError ||
    apiError.kind === 'network' ||
    apiError.kind === 'timeout' ||
    apiError.kind === 'bad-response' ||
    apiError.status >= 500;
  if (apiError && (apiError.kind === 'network' || apiError.kind === 'timeout')) {
    return {
      code: undefined,
      title: say('ui.error.title'),
      message: say('bookingChange.next.network'),
      next: undefined,
      retryable,
    };
  }
  const code = apiError ? apiErrorCode(apiError) : undefined;
  const message = apiMessage(intl, error);
  const next = code && NEXT_STEP[code] ? say(NEXT_STEP[code]) : undefined;
  const title =
    code && TITLE[code]
      ? say(TITLE[code])
      : say(retryable ? 'ui.error.title' : 'bookingChange.problem.title');
  return { code, title, message, next, retryable };
}
