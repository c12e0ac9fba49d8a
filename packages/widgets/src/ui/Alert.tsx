// Alert: a message in place — info/success/warning as a status, error as an alert.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  /** @defaultValue 'info' */
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** The next step: a button or link. */
  action?: ReactNode;
  /**
   * Announce the alert when it appears. Off for messages present from the start of a page.
   * @defaultValue true
   */
  live?: boolean;
}

export const toneColors: Record<AlertTone, { fg: string; bg: string; icon: string }> = {
  info: { fg: vars.colorInfo, bg: vars.colorInfoSurface, icon: 'ℹ' },
  success: { fg: vars.colorSuccess, bg: vars.colorSuccessSurface, icon: '✓' },
  warning: { fg: vars.colorWarning, bg: vars.colorWarningSurface, icon: '!' },
  error: { fg: vars.colorDanger, bg: vars.colorDangerSurface, icon: '✕' },
};

const Box = styled('div', dom)<{ $tone: AlertTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space2} ${vars.space3};
  padding: ${vars.space3} ${vars.space4};
  border: 1px solid ${({ $tone }) => toneColors[$tone].fg};
  border-inline-start-width: 6px;
  border-radius: ${vars.radiusMd};
  background: ${({ $tone }) => toneColors[$tone].bg};
  color: ${vars.colorText};
`;

const Icon = styled('span', dom)<{ $tone: AlertTone }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ $tone }) => toneColors[$tone].fg};
  color: ${vars.colorBg};
  font-weight: ${vars.fontWeightBold};
  font-size: 14px;
`;

const Content = styled.div`
  flex: 1 1 200px;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeightBold};
`;

const Text = styled.div`
  margin: 0;
  /* Paragraphs passed as children sit flush, as plain text does. */
  & > p {
    margin: 0;
  }
  & > p + p {
    margin-top: ${vars.space2};
  }
`;

export function Alert({ tone = 'info', title, children, action, live = true }: AlertProps) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <Box part={`alert alert-${tone}`} role={role} $tone={tone}>
      <Icon aria-hidden="true" $tone={tone}>
        {toneColors[tone].icon}
      </Icon>
      <Content>
        {title && <Title>{title}</Title>}
        {children && <Text>{children}</Text>}
      </Content>
      {action}
    </Box>
  );
}
