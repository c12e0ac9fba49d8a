// A part of a screen whose call failed — a select's options, a count beside a list — said where
// that part is, with the reason and "Try again" (issue 27 §1): a toast goes away and leaves an
// empty select or a missing figure with no way to fill it, a failure that looks like "nothing
// here". A whole screen, list or card that failed says it with ErrorState instead.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert } from './Alert';
import { Button } from './Button';
import { apiMessage } from './apiMessage';

export interface FailedInPlaceProps {
  /** The part's query: shown while it failed and has nothing to show (a failed refresh keeps its data). */
  query: Pick<UseQueryResult<unknown>, 'isError' | 'data' | 'error' | 'isFetching' | 'refetch'>;
  /** What could not be loaded, in the user's language, e.g. "The departments could not be loaded." */
  title: ReactNode;
}

export function FailedInPlace({ query, title }: FailedInPlaceProps) {
  const intl = useIntl();
  if (!query.isError || query.data !== undefined) return null;
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {intl.formatMessage({ id: 'ui.retry' })}
        </Button>
      }
    >
      {apiMessage(intl, query.error)}
    </Alert>
  );
}
