// Layout pieces shared by the ticket chat's views (tokens only, so hosts theme them).
import styled from '@emotion/styled';
import { containerQuery, vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { focusRing } from '../ui/styles';

export const Filters = styled('div', dom)`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space3};
  ${containerQuery.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Muted = styled('span', dom)`
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
`;

/** A button that looks like a link row (list items open a conversation). */
export const RowButton = styled('button', dom)`
  display: block;
  width: 100%;
  min-height: ${vars.controlHeight};
  padding: ${vars.space3};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorBg};
  color: ${vars.colorText};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    background: ${vars.colorSurface};
  }
  ${focusRing}
`;

/** Text from users or support: wraps anywhere so a long word never widens the widget. */
export const UserText = styled('p', dom)`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  /* Direction marks in a message (e.g. U+202E) cannot reorder the text around it. */
  unicode-bidi: isolate;
  word-break: break-word;
  a {
    color: inherit;
    text-decoration: underline;
  }
  a:focus-visible {
    outline: ${vars.focusRingWidth} solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;

const Badge = styled('span', dom)<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space1};
  padding: 0 ${vars.space2};
  border: 1px solid ${({ $open }) => ($open ? vars.colorSuccess : vars.colorTextMuted)};
  border-radius: ${vars.radiusSm};
  background: ${({ $open }) => ($open ? vars.colorSuccessSurface : vars.colorSurface)};
  color: ${({ $open }) => ($open ? vars.colorSuccess : vars.colorTextMuted)};
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightBold};
`;

/** Open or closed, in words and an icon (never colour alone). */
export function TicketBadge({ open, label }: { open: boolean; label: string }) {
  return (
    <Badge part={`badge badge-${open ? 'open' : 'closed'}`} $open={open}>
      <span aria-hidden="true">{open ? '●' : '✓'}</span>
      {label}
    </Badge>
  );
}
