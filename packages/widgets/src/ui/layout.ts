// Layout pieces every widget's views are built from (tokens only, so hosts theme them).
import styled from '@emotion/styled';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';

/** A view's column: its parts one under the other, never wider than the widget. */
export const Stack = styled('div', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  min-width: 0;
`;

/** A heading and its actions on one line, wrapping under each other on a narrow widget. */
export const Bar = styled('div', dom)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space2} ${vars.space3};
`;

/** A view's or a section's heading, under the page's own h1. */
export const Heading = styled('h2', dom)`
  margin: 0;
  font-size: ${vars.fontSizeXl};
  line-height: 1.25;
  overflow-wrap: anywhere;
  /* Focused only by the widget after an action or a view change (tabIndex -1): no ring on text. */
  &:focus {
    outline: none;
  }
`;

/** A list of rows (the rows draw their own boxes), without bullets or indent. */
export const List = styled('ul', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
  margin: 0;
  padding: 0;
  list-style: none;
`;
