// Layout pieces of the money and analytics screens: a row of cards that stacks on a phone, and
// figures as a description list (label over value), each said once to a screen reader.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { media, t } from '../../app/layout/tokens';

/** Cards side by side from 768 px, one under the other below. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${t('space4')};
  margin-block-end: ${t('space4')};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Sections one under the other. */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space4')};
  min-width: 0;
`;

/** A screen's own choice above its content (the apartment, the period): not the page's width. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${t('space3')} ${t('space4')};
  margin-block-end: ${t('space4')};
  & > * {
    flex: 1 1 220px;
    max-width: 420px;
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${t('space3')} ${t('space4')};
  margin: 0;
  padding: ${t('space2')} ${t('space4')} ${t('space4')};
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space1')};
  min-width: 0;
  dt {
    color: ${t('colorTextMuted')};
    font-size: ${t('fontSizeSm')};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-size: ${t('fontSizeLg')};
    font-weight: ${t('fontWeightBold')};
    overflow-wrap: anywhere;
  }
  dd + dd {
    font-size: ${t('fontSizeSm')};
    font-weight: normal;
    color: ${t('colorTextMuted')};
  }
`;

export interface FigureItem {
  /** Stable across languages (tests and stories find a figure by it). */
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** A line under the value (e.g. the change against the period before). */
  note?: ReactNode;
}

export function Figures({ items }: { items: readonly FigureItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Figure key={item.id} data-figure={item.id}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
          {item.note && <dd>{item.note}</dd>}
        </Figure>
      ))}
    </List>
  );
}
