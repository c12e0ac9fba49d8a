// The departments that did not load, said beside the new-ticket form's select with "Try again": a
// toast goes away and leaves an empty select with no way to fill it, and a new ticket cannot be
// sent without a department (issue 27 §1).
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { apiMessage } from '../ui/apiMessage';

export function DepartmentsFailed({ query }: { query: UseQueryResult<unknown> }) {
  const intl = useIntl();
  if (!query.isError || query.data !== undefined) return null;
  return (
    <Alert
      tone="error"
      title={intl.formatMessage({ id: 'ticketChat.departments.failed' })}
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
