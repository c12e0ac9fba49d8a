// One dashboard card (issue 26 §1): its own query's skeleton, its failure said in place with its own
// retry (never its empty text: a count that failed is not "nothing waits"), else its content.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiMessage, ErrorState, LoadingState } from '@sakhli/widgets';
import { CollapsibleCard } from '../../app/layout/CollapsibleCard';
import { t } from '../../app/layout/tokens';

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space3')};
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${t('space2')};
  }
`;

export interface HomeCardProps<T> {
  /** The card's heading text (already translated). */
  title: string;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** Skeleton lines, shaped like what will come. @defaultValue 2 */
  lines?: number;
  children: (data: T) => ReactNode;
}

export function HomeCard<T>({ title, query, lines = 2, children }: HomeCardProps<T>) {
  const intl = useIntl();
  let body: ReactNode;
  if (query.isError) {
    body = (
      <ErrorState
        title={intl.formatMessage({ id: 'portal.home.failed' })}
        message={apiMessage(intl, query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data === undefined) {
    body = (
      <LoadingState
        lines={lines}
        heading={false}
        label={intl.formatMessage({ id: 'portal.home.loading' }, { card: title })}
      />
    );
  } else {
    body = <Content>{children(query.data)}</Content>;
  }
  return <CollapsibleCard title={title}>{body}</CollapsibleCard>;
}
