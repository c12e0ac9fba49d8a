// A screen that failed to load (chunk error or the 120 s timeout, spec §9; or its loader's call, said
// as every failed call is: ui/apiMessage): say so and offer a retry.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiMessage } from '@sakhli/widgets';
import { ChunkTimeoutError } from './lazyScreen';
import { Button, Notice } from './layout/primitives';
import { ScreenHeading } from './layout/ScreenHeading';

export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const intl = useIntl();
  return (
    <div style={{ padding: 24 }}>
      <ScreenHeading id="portal.error.title" />
      <Notice tone="error">
        <p>
          {error instanceof ChunkTimeoutError
            ? intl.formatMessage({ id: 'portal.error.timeout' })
            : apiMessage(intl, error)}
        </p>
      </Notice>
      <p>
        <Button
          type="button"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          <FormattedMessage id="portal.error.retry" />
        </Button>
      </p>
    </div>
  );
}
