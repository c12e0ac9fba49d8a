// The people the user recommended (spec §7 GET recommendations) with their status, and the form
// that adds one; after sending, the new person is in the list and focus lands on the list's heading.
import { Suspense, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@sakhli/sdk';
import { useLanguage } from '../shell/context';
import { formatDate } from '../shell/i18n/format';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../ui/States';
import { List } from '../ui/layout';
import { Muted, PointsBadge, usePoints, WalletSection } from './parts';
import { useLoyaltySource } from './source';
import { onDemand } from '../ui/onDemand';

/** The form's code (fields, the country service) comes when the user heads for its button. */
const loadForm = () => import('./RecommendationFields');
const RecommendationFormBody = onDemand(() =>
  loadForm().then((m) => ({ default: m.RecommendationFormBody })),
);

/** Points a confirmed recommendation earns (the demo API's rule, said in the empty state). */
const RECOMMENDATION_POINTS = 200;

export interface RecommendationsProps {
  countriesUrl?: string | undefined;
  onRecommended?: ((detail: { id: number }) => void) | undefined;
  onUnauthorized: () => void;
}

const Row = styled('li', dom)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space2} ${vars.space3};
  padding: ${vars.space3};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
`;

const Who = styled('div', dom)`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
`;

function Person({ person }: { person: Recommendation }) {
  const language = useLanguage();
  const points = usePoints();
  return (
    <Row part="recommendation">
      <Who>
        <strong>{person.name}</strong>
        <Muted>
          {person.phone} · {formatDate(person.created_at, language, 'medium')} ·{' '}
          {points(person.points)}
        </Muted>
      </Who>
      <PointsBadge status={person.status} />
    </Row>
  );
}

export function Recommendations({
  countriesUrl,
  onRecommended,
  onUnauthorized,
}: RecommendationsProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const points = usePoints();
  const source = useLoyaltySource();
  const people = useQuery(source.recommendations());
  const [formOpen, setFormOpen] = useState(false);
  const [sent, setSent] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = say('loyalty.recommendations.title');

  let body;
  if (people.isPending) body = <LoadingState lines={2} heading={false} label={title} />;
  else if (people.isError)
    body = <ErrorState onRetry={() => void people.refetch()} retrying={people.isFetching} />;
  else if (people.data.length === 0)
    body = (
      <EmptyState
        title={say('loyalty.recommendations.empty', { points: points(RECOMMENDATION_POINTS) })}
      />
    );
  else
    body = (
      <List part="recommendations" aria-label={title}>
        {people.data.map((person) => (
          <Person key={person.id} person={person} />
        ))}
      </List>
    );

  return (
    <WalletSection
      title={title}
      headingRef={heading}
      actions={
        <Button
          variant={formOpen ? 'secondary' : 'primary'}
          aria-expanded={formOpen}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onClick={() => {
            setSent(undefined);
            setFormOpen((open) => !open);
          }}
        >
          {say(formOpen ? 'loyalty.recommendations.hide' : 'loyalty.recommendations.new')}
        </Button>
      }
    >
      {sent && <Alert tone="success">{sent}</Alert>}
      {formOpen && (
        <>
          <Muted>{say('loyalty.recommend.intro')}</Muted>
          <Suspense fallback={<LoadingState lines={4} heading={false} />}>
            <RecommendationFormBody
              source={source}
              countriesUrl={countriesUrl}
              onUnauthorized={onUnauthorized}
              onCancel={() => setFormOpen(false)}
              onSent={({ recommendation, message }) => {
                setFormOpen(false);
                setSent(message ?? say('loyalty.recommend.sent', { name: recommendation.name }));
                heading.current?.focus();
                onRecommended?.({ id: recommendation.id });
              }}
            />
          </Suspense>
        </>
      )}
      {body}
    </WalletSection>
  );
}
