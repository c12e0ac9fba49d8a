// Empty, loading (skeletons) and error (message + retry) states: never a blank widget.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Button } from './Button';
import { visuallyHidden } from './styles';

const Center = styled('div', dom)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space3};
  padding: ${vars.space8} ${vars.space4};
  text-align: center;
`;

const Title = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
`;

const Text = styled.p`
  margin: 0;
  max-width: 480px;
  color: ${vars.colorTextMuted};
`;

const Mark = styled.span`
  font-size: 32px;
  line-height: 1;
  color: ${vars.colorTextMuted};
`;

export interface EmptyStateProps {
  /** @defaultValue "Nothing here yet" */
  title?: ReactNode;
  description?: ReactNode;
  /** The next step, e.g. a button that creates the first item. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <Center>
      <Mark aria-hidden="true">○</Mark>
      <Title>{title ?? intl.formatMessage({ id: 'ui.empty.title' })}</Title>
      {description && <Text>{description}</Text>}
      {action}
    </Center>
  );
}

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

const Skeletons = styled('div', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  padding: ${vars.space4} 0;
`;

const Line = styled('span', dom)<{ $width: string; $height: number }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height}px;
  border-radius: ${vars.radiusSm};
  background: ${vars.colorSurface};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface LoadingStateProps {
  /** Skeleton lines to show, shaped like the content that will come. @defaultValue 3 */
  lines?: number;
  /** Show a heading-sized first line. @defaultValue true */
  heading?: boolean;
  /** What is loading, for screen readers. @defaultValue "Loading…" */
  label?: string;
}

const widths = ['100%', '92%', '76%', '84%', '60%'];

export function LoadingState({ lines = 3, heading = true, label }: LoadingStateProps) {
  const intl = useIntl();
  return (
    <Skeletons role="status" aria-busy="true">
      <Hidden>{label ?? intl.formatMessage({ id: 'ui.loading' })}</Hidden>
      {heading && <Line aria-hidden="true" $width="48%" $height={28} />}
      {Array.from({ length: lines }, (_, i) => (
        <Line key={i} aria-hidden="true" $width={widths[i % widths.length]!} $height={16} />
      ))}
    </Skeletons>
  );
}

export interface ErrorStateProps {
  /** What went wrong, in the user's language; the server's message when there is one. */
  message?: ReactNode;
  /** @defaultValue "Something went wrong" */
  title?: ReactNode;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
  /** The retry is running. */
  retrying?: boolean;
}

export function ErrorState({ message, title, onRetry, retrying }: ErrorStateProps) {
  const intl = useIntl();
  return (
    <Center role="alert">
      <Mark aria-hidden="true">⚠</Mark>
      <Title>{title ?? intl.formatMessage({ id: 'ui.error.title' })}</Title>
      {message && <Text>{message}</Text>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {intl.formatMessage({ id: 'ui.retry' })}
        </Button>
      )}
    </Center>
  );
}
