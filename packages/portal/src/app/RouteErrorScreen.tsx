// A screen that failed to load (chunk error or the 120 s timeout, spec §9): say so and offer a retry.
// A page the user's role does not use is no failure: it says so, with the way home.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ChunkTimeoutError } from './lazyScreen';
import { NotAvailableScreen } from './NotAvailableScreen';
import { NotAvailableError } from './routes/define';
import { Button, Notice } from './layout/primitives';
import { ScreenHeading } from './layout/ScreenHeading';

export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof NotAvailableError) return <NotAvailableScreen />;
  return (
    <div style={{ padding: 24 }}>
      <ScreenHeading id="portal.error.title" />
      <Notice tone="error">
        <p>
          <FormattedMessage
            id={
              error instanceof ChunkTimeoutError ? 'portal.error.timeout' : 'error.somethingWrong'
            }
          />
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
