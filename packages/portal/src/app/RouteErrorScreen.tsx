// A screen that failed to load (chunk error or the 120 s timeout, spec §9; or its loader's call, said
// as every failed call is: ui/apiMessage): say so and offer a retry. A failure of the connection is
// retried by itself once the browser is back online (issue 27 §1).
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@sakhli/sdk';
import { apiMessage } from '@sakhli/widgets';
import { isConnectionFailure, useRetryWhenOnline } from './connectionFailure';
import { Button, Notice } from './layout/primitives';
import { ScreenHeading } from './layout/ScreenHeading';

export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const intl = useIntl();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  const forConnection = isConnectionFailure(error);
  useRetryWhenOnline(forConnection, retry);
  return (
    <div style={{ padding: 24 }}>
      <ScreenHeading id="portal.error.title" />
      <Notice tone="error">
        <p>
          {forConnection && !isApiError(error)
            ? intl.formatMessage({ id: 'portal.error.timeout' })
            : apiMessage(intl, error)}
        </p>
      </Notice>
      <p>
        <Button type="button" onClick={retry}>
          <FormattedMessage id="portal.error.retry" />
        </Button>
      </p>
    </div>
  );
}
