// The contracts card for the dashboard (spec §1 "contracts with overdue counts", §7
// api/contracts/summary): how many contracts, how many payments are overdue and for how much, and
// which contracts they are, with a way to their documents. Self-contained: its texts, its query,
// every state (skeleton, empty, error with retry). Place it anywhere under the portal's provider.
import { useQuery } from '@tanstack/react-query';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { contractsSummaryQuery, errorsInPlace, type Contract } from '@sakhli/sdk';
import {
  apiMessage,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  Money,
  useSakhliClient,
  WithCatalog,
  type TableColumn,
} from '@sakhli/widgets';
import { TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import { contractsMessages } from './messages';

const Figures = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${t('space2')} ${t('space6')};
  margin: 0 0 ${t('space3')};
`;

export interface ContractsCardProps {
  /** Heading level inside the screen. @defaultValue 2 */
  level?: 2 | 3;
}

export function ContractsCard(props: ContractsCardProps) {
  return (
    <WithCatalog catalog={contractsMessages}>
      <Contracts {...props} />
    </WithCatalog>
  );
}

function Contracts({ level = 2 }: ContractsCardProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  // The card says a failure itself, with a retry: the policy does not toast it too.
  const summary = useQuery(contractsSummaryQuery(errorsInPlace(useSakhliClient())));

  const columns: TableColumn<Contract>[] = [
    {
      key: 'title',
      label: say('portal.contracts.contract'),
      value: (k) => `${k.title} (${k.number})`,
    },
    { key: 'overdue_count', label: say('portal.contracts.overdueCount'), type: 'number' },
    { key: 'overdue_amount', label: say('portal.contracts.overdueAmount'), type: 'money' },
  ];

  let body;
  if (summary.isPending) body = <LoadingState heading={false} lines={3} />;
  else if (summary.error)
    body = (
      <ErrorState
        message={apiMessage(intl, summary.error)}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  else if (summary.data.total === 0)
    body = <EmptyState description={say('portal.contracts.empty')} />;
  else {
    const overdue = summary.data.contracts.filter((k) => k.overdue_count > 0);
    body = (
      <>
        <Figures>
          <span>
            {intl.formatMessage({ id: 'portal.contracts.total' }, { count: summary.data.total })}
          </span>
          <strong>
            {intl.formatMessage(
              { id: 'portal.contracts.overdue' },
              {
                count: summary.data.overdue_count,
                amount: <Money key="amount" amount={summary.data.overdue_amount} />,
              },
            )}
          </strong>
        </Figures>
        {overdue.length > 0 && (
          <DataTable<Contract>
            caption={say('portal.contracts.caption')}
            emptyMessage={say('portal.contracts.empty')}
            columns={columns}
            filters={false}
            rows={overdue}
          />
        )}
        <TextLink to="/documents">{say('portal.contracts.documents')}</TextLink>
      </>
    );
  }
  return (
    <Card title={say('portal.contracts.title')} level={level}>
      {body}
    </Card>
  );
}
