// StatusBadge: a status with a label and an icon, never colour alone. Booking statuses (spec §4:
// new = warning, approved = success, canceled = danger) name themselves; any other status (a
// bill's, a payment's, a table cell's) passes its tone and its translated label.
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';

export type BookingStatus = 'new' | 'approved' | 'canceled';
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** Each tone's colours and icon (shared with the calendar grid's bars). */
export const statusTones: Record<StatusTone, { fg: string; bg: string; icon: string }> = {
  success: { fg: vars.colorSuccess, bg: vars.colorSuccessSurface, icon: '✓' },
  warning: { fg: vars.colorWarning, bg: vars.colorWarningSurface, icon: '●' },
  danger: { fg: vars.colorDanger, bg: vars.colorDangerSurface, icon: '✕' },
  info: { fg: vars.colorInfo, bg: vars.colorInfoSurface, icon: 'ℹ' },
  neutral: { fg: vars.colorTextMuted, bg: vars.colorSurface, icon: '○' },
};

/** spec §4: a booking status's tone. */
export const bookingTone: Record<BookingStatus, StatusTone> = {
  new: 'warning',
  approved: 'success',
  canceled: 'danger',
};

const Badge = styled('span', dom)<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space1};
  padding: 2px ${vars.space2};
  border: 1px solid ${({ $tone }) => statusTones[$tone].fg};
  border-radius: 999px;
  background: ${({ $tone }) => statusTones[$tone].bg};
  color: ${({ $tone }) => statusTones[$tone].fg};
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightBold};
  line-height: 1.4;
  /* A long label (a service's name in Georgian) wraps inside the pill rather than widening a
     320 px screen (issue 27 §4); short ones stay on one line. */
  max-width: 100%;
  overflow-wrap: anywhere;
`;

export type StatusBadgeProps =
  | {
      /** A booking status: its label and tone come from spec §4. */
      status: BookingStatus;
      tone?: never;
      label?: never;
    }
  | {
      status?: never;
      /** @defaultValue 'neutral' */
      tone?: StatusTone;
      /** The status in the user's language. */
      label: string;
    };

export function StatusBadge(props: StatusBadgeProps) {
  const intl = useIntl();
  const tone = props.status ? bookingTone[props.status] : (props.tone ?? 'neutral');
  const label = props.status
    ? intl.formatMessage({ id: `ui.status.${props.status}` })
    : props.label;
  const name = props.status ?? tone;
  return (
    <Badge part={`badge badge-${name}`} $tone={tone}>
      <span aria-hidden="true">{statusTones[tone].icon}</span>
      {label}
    </Badge>
  );
}
