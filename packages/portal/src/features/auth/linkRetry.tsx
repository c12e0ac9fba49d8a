// An e-mailed link's call (the reset token's check, the activation) that failed for the connection,
// the server or a garbled answer: the token is kept in memory (it has left the address bar), so the
// screen offers "Try again" instead of the dead end "the link expired" (issue 27 §1). A refusal
// (4xx) is the link's own verdict and keeps its message and next step.
import { FormattedMessage } from 'react-intl';
import { isApiError } from '@sakhli/sdk';
import { Button } from '@sakhli/widgets';

/** Whether trying the same link again may succeed. */
export function mayTryAgain(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind !== 'http' || error.status >= 500;
}

export function TryAgain({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button type="button" variant="secondary" loading={busy} onClick={onClick}>
      <FormattedMessage id="ui.retry" />
    </Button>
  );
}
