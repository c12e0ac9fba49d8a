// StatusBadge: a booking status (spec §4: new = warning, approved = success, canceled = danger)
// with a label and an icon, never colour alone.
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';

export type BookingStatus = 'new' | 'approved' | 'canceled';

const look: Record<BookingStatus, { fg: string; bg: string; icon: string }> = {
  new: { fg: vars.colorWarning, bg: vars.colorWarningSurface, icon: '●' },
  approved: { fg: vars.colorSuccess, bg: vars.colorSuccessSurface, icon: '✓' },
  canceled: { fg: vars.colorDanger, bg: vars.colorDangerSurface, icon: '✕' },
};

const Badge = styled('span', dom)<{ $status: BookingStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space1};
  padding: 2px ${vars.space2};
  border: 1px solid ${({ $status }) => look[$status].fg};
  border-radius: 999px;
  background: ${({ $status }) => look[$status].bg};
  color: ${({ $status }) => look[$status].fg};
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightBold};
  line-height: 1.4;
  white-space: nowrap;
`;

export interface StatusBadgeProps {
  status: BookingStatus;
}

export function StatusBadge({ status }: StatusBadgeProps) {
  const intl = useIntl();
  return (
    <Badge part={`badge badge-${status}`} $status={status}>
      <span aria-hidden="true">{look[status].icon}</span>
      {intl.formatMessage({ id: `ui.status.${status}` })}
    </Badge>
  );
}
