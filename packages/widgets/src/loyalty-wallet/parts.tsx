// Layout pieces shared by the wallet's sections (tokens only, so hosts theme them).
import { useId, type ReactNode, type Ref } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { PointStatus } from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Bar, Heading } from '../ui/layout';
import { StatusBadge, type StatusTone } from '../ui/StatusBadge';

const Section = styled('section', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  min-width: 0;
`;

export const Muted = styled('p', dom)`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
  overflow-wrap: anywhere;
`;

/** A grid of tiles that responds to the widget's own width, never wider than it. */
export const Tiles = styled('ul', dom)<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}px), 1fr));
  gap: ${vars.space3};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled('li', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
  min-width: 0;
  padding: ${vars.space3};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorBg};
`;

/** The tone of each points status (spec §4) in the history and the recommendations. */
export const STATUS_TONES = {
  new: 'success',
  in_process: 'warning',
  purchase: 'info',
  refuse: 'danger',
} as const satisfies Record<PointStatus, StatusTone>;

/** A points status in words and an icon (the shared badge), never colour alone. */
export function PointsBadge({ status }: { status: PointStatus }) {
  const intl = useIntl();
  return (
    <StatusBadge
      tone={STATUS_TONES[status]}
      label={intl.formatMessage({ id: `loyalty.status.${status}` })}
    />
  );
}

/** `1 200 points`, in the language's plural and grouping. */
export function usePoints(): (count: number) => string {
  const intl = useIntl();
  return (count) => intl.formatMessage({ id: 'loyalty.points' }, { count });
}

export interface WalletSectionProps {
  title: string;
  /** Beside the heading: a filter or a button. */
  actions?: ReactNode;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A named region of the wallet: its heading names it for screen readers' landmark lists. */
export function WalletSection({ title, actions, children, headingRef }: WalletSectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Bar>
        <Heading id={id} ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        {actions}
      </Bar>
      {children}
    </Section>
  );
}
