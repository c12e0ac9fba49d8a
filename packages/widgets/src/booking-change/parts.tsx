// Small shared pieces of both modes: heading, value formatters and the problem box with its next step.
import { useEffect, useRef, type ReactNode } from 'react';
import type { Language } from '@sakhli/sdk';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { LoadingState } from '../ui/States';
import { useLanguage } from '../shell/context';
import { formatDate } from '../shell/i18n/format';
import { problemOf } from './problem';

export const Heading = styled.h2`
  margin: 0 0 ${vars.space2};
  font-size: ${vars.fontSizeLg};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Lead = styled.p`
  margin: 0 0 ${vars.space4};
  color: ${vars.colorTextMuted};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
`;

interface Stay {
  income_date: string;
  exit_date: string;
  adults: number;
  children: number;
  children_ages: number[];
}

/** `12.12.2026 – 15.12.2026`: the dash reads the same in every language (no ICU message needed). */
export function dateRange(stay: Pick<Stay, 'income_date' | 'exit_date'>, language: Language) {
  return `${formatDate(stay.income_date, language)} – ${formatDate(stay.exit_date, language)}`;
}

export function Dates({ stay }: { stay: Pick<Stay, 'income_date' | 'exit_date'> }) {
  return <>{dateRange(stay, useLanguage())}</>;
}

export function Nights({ count }: { count: number }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: 'ui.nights' }, { count })}</>;
}

/** `2 adults, 1 child (ages 5)`: the party as spec §5 counts it. */
export function Guests({ stay }: { stay: Stay }) {
  const intl = useIntl();
  const party = intl.formatMessage(
    { id: 'bookingChange.guests' },
    { adults: stay.adults, children: stay.children },
  );
  if (!stay.children_ages.length) return <>{party}</>;
  // A plain comma list: Intl.ListFormat's wrapper would add to every page's shared runtime.
  const ages = stay.children_ages.join(', ');
  return (
    <>
      {party} ({intl.formatMessage({ id: 'bookingChange.childrenAges' })} {ages})
    </>
  );
}

export function Price({ amount }: { amount: number | null | undefined }) {
  const intl = useIntl();
  return amount === null || amount === undefined ? (
    <>{intl.formatMessage({ id: 'bookingChange.noPrice' })}</>
  ) : (
    <Money amount={amount} />
  );
}

const Line = styled.p`
  margin: 0;
  & + & {
    margin-top: ${vars.space1};
  }
`;

export interface ProblemBoxProps {
  error: unknown;
  /** Offered when a retry can help (network, 5xx). */
  onRetry?: () => void;
  retrying?: boolean;
  /** Shown under the next step (e.g. the guest's booking is unchanged). */
  children?: ReactNode;
}

/** spec §8: the reason in place, in the guest's language, with what to do next. */
export function ProblemBox({ error, onRetry, retrying, children }: ProblemBoxProps) {
  const intl = useIntl();
  const problem = problemOf(intl, error);
  const calm = problem.code === 'error.alreadyHandled' || problem.code === 'error.changeExpired';
  return (
    <Alert
      tone={calm ? 'warning' : 'error'}
      title={problem.title}
      action={
        problem.retryable && onRetry ? (
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {intl.formatMessage({ id: 'ui.retry' })}
          </Button>
        ) : undefined
      }
    >
      <Line>{problem.message}</Line>
      {problem.next && <Line>{problem.next}</Line>}
      {children}
    </Alert>
  );
}

const Focusable = styled.div`
  &:focus {
    outline: none;
  }
`;

/**
 * The result that replaces the buttons: focused when it appears, so keyboard and screen reader
 * users are not left on a button that no longer exists.
 */
export function Outcome({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Focusable ref={box} tabIndex={-1}>
      {children}
    </Focusable>
  );
}

/**
 * A mode's page while its booking loads (issue 28 §5): the heading names the link's booking, known
 * before the call answers, so the page says what it is about with its code; a skeleton of `lines`
 * below it until the data comes.
 */
export function HeadingWhileLoading(props: { heading: string; bookingId: number; lines: number }) {
  const intl = useIntl();
  return (
    <Stack>
      <Heading>
        {props.heading} {`№\u00a0${props.bookingId}`}
      </Heading>
      <LoadingState
        lines={props.lines}
        heading={false}
        label={intl.formatMessage({ id: 'ui.loading' })}
      />
    </Stack>
  );
}
