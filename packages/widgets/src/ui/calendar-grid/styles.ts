// The calendar grid's styled parts (Emotion, so they land in the widget's own cache and shadow
// root, never in a page's head): the timeline's rows of days with bars, the month's weeks.
import styled from '@emotion/styled';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { statusTones, type StatusTone } from '../StatusBadge';
import { visuallyHidden } from '../styles';

export const Root = styled('div', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  min-width: 0;
`;

export const Toolbar = styled('div', dom)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space2};
`;

export const RangeTitle = styled('p', dom)`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
`;

export const Buttons = styled('div', dom)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * Scrolls sideways on a phone: a timeline of two weeks does not fit 375 px. Positioned, so the
 * cells' visually hidden texts (absolute) are clipped here too instead of widening the page.
 */
export const Scroller = styled('div', dom)`
  position: relative;
  overflow-x: auto;
  /* The containing block of the cells' visually hidden dates (position: absolute): without it they
     sit outside the scroller and widened a 320 px page by 404 px (issue 27 §4). */
  position: relative;
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
`;

/** Every row is a grid of the same columns, so the days line up from row to row. */
export const Row = styled('div', dom)<{ $columns: string; $lanes?: number }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  grid-template-rows: ${({ $lanes }) => ($lanes ? `repeat(${$lanes}, minmax(28px, auto))` : 'auto')};
  min-width: min-content;
  border-top: 1px solid ${vars.colorBorderSubtle};
  &:first-of-type {
    border-top: 0;
  }
`;

export const HeaderCell = styled('div', dom)<{ $today?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${vars.space1};
  background: ${({ $today }) => ($today ? vars.colorInfoSurface : vars.colorSurface)};
  color: ${({ $today }) => ($today ? vars.colorInfo : vars.colorTextMuted)};
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightBold};
  line-height: 1.2;
  text-align: center;
  &:first-of-type {
    align-items: flex-start;
    padding-inline: ${vars.space3};
  }
`;

export const RowHeader = styled('div', dom)<{ $lanes: number }>`
  grid-row: 1 / span ${({ $lanes }) => $lanes};
  grid-column: 1;
  display: flex;
  align-items: center;
  padding: ${vars.space2} ${vars.space3};
  font-weight: ${vars.fontWeightBold};
  overflow-wrap: anywhere;
  position: sticky;
  left: 0;
  z-index: 3;
  background: ${vars.colorBg};
  border-right: 1px solid ${vars.colorBorderSubtle};
`;

/** A day's cell; the timeline's spans every lane of its row, bars are drawn over it. */
export const DayCell = styled('div', dom)<{ $today: boolean; $column?: number; $lanes?: number }>`
  ${({ $column, $lanes }) =>
    $column ? `grid-column: ${$column}; grid-row: 1 / span ${$lanes ?? 1};` : ''}
  position: relative;
  min-width: 44px;
  min-height: 44px;
  padding: 2px;
  border-left: 1px solid ${vars.colorBorderSubtle};
  background: ${({ $today }) => ($today ? vars.colorInfoSurface : 'transparent')};
  cursor: pointer;
  outline: none;
  &[aria-selected='true'] {
    box-shadow: inset 0 0 0 2px ${vars.colorPrimary};
  }
  &:focus-visible {
    z-index: 2;
    outline: ${vars.focusRingWidth} solid ${vars.colorFocus};
    outline-offset: -${vars.focusRingWidth};
  }
`;

export const EmptyCell = styled('div', dom)`
  min-height: 44px;
  border-left: 1px solid ${vars.colorBorderSubtle};
  background: ${vars.colorSurface};
`;

const toned = (tone: StatusTone) => `
  border: 1px solid ${statusTones[tone].fg};
  background: ${statusTones[tone].bg};
  color: ${statusTones[tone].fg};
`;

/** A stay in the timeline: from its arrival's cell to its departure's (not included). */
export const Bar = styled('div', dom)<{
  $tone: StatusTone;
  $from: number;
  $to: number;
  $lane: number;
}>`
  grid-column: ${({ $from, $to }) => `${$from} / ${$to}`};
  grid-row: ${({ $lane }) => $lane + 1};
  z-index: 1;
  align-self: center;
  display: flex;
  align-items: center;
  gap: ${vars.space1};
  min-width: 0;
  margin: 3px 2px;
  padding: 1px ${vars.space2};
  border-radius: ${vars.radiusSm};
  ${({ $tone }) => toned($tone)}
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightBold};
  line-height: 1.4;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  /* Clicks and taps reach the day's cell underneath, which knows the day and the row. */
  pointer-events: none;
`;

export const DayNumber = styled('span', dom)<{ $today: boolean }>`
  display: inline-block;
  min-width: 24px;
  padding: 0 ${vars.space1};
  border-radius: 999px;
  font-weight: ${vars.fontWeightBold};
  text-align: center;
  ${({ $today }) =>
    $today ? `background: ${vars.colorPrimary}; color: ${vars.colorOnPrimary};` : ''}
`;

/** A stay in the month layout: one line per day it covers. */
export const Chip = styled('span', dom)<{ $tone: StatusTone }>`
  display: block;
  margin-top: 2px;
  padding: 0 ${vars.space1};
  border-radius: ${vars.radiusSm};
  ${({ $tone }) => toned($tone)}
  font-size: 12px;
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const More = styled('span', dom)`
  display: block;
  font-size: 12px;
  color: ${vars.colorTextMuted};
`;

export const MonthCell = styled(DayCell)`
  min-height: 88px;
  overflow: hidden;
`;
