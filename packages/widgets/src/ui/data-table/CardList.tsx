// The narrow layout (under 576 px of the table's width): one card per row, each a list of
// label–value pairs, so nothing scrolls sideways on a 375 px phone.
import type { Key, ReactNode } from 'react';
import styled from '@emotion/styled';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { visuallyHidden } from '../styles';
import { Cell } from './Cell';
import type { ResolvedColumn } from './resolveColumns';
import { RowLink, type RowLinkOptions } from './RowLink';
import type { TableFooter } from './types';

const Title = styled('p', dom)`
  margin: 0 0 ${vars.space3};
  font-weight: ${vars.fontWeightBold};
  font-size: ${vars.fontSizeLg};
  &.hidden {
    ${visuallyHidden}
  }
`;

const List = styled('ul', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled('li', dom)`
  padding: ${vars.space3};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorBg};
  min-width: 0;
`;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${vars.space1} ${vars.space3};
  margin: 0;
  dt {
    color: ${vars.colorTextMuted};
    font-size: ${vars.fontSizeSm};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  > div:first-of-type > * {
    font-weight: ${vars.fontWeightBold};
  }
`;

/** A label–value pair; `display: contents` keeps dt and dd on the list's grid. */
const Pair = styled.div`
  display: contents;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
  margin-top: ${vars.space3};
`;

export interface CardListProps<Row> {
  caption: ReactNode;
  hideCaption: boolean;
  columns: readonly ResolvedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  rowActions?: (row: Row) => ReactNode;
  labelId: string;
  busy: boolean;
  rowLink: RowLinkOptions<Row> | undefined;
  footer: TableFooter<Row> | null;
}

/** The footer's values as a last card of its own, under the footer's label. */
const Summary = styled('section', dom)`
  margin-top: ${vars.space3};
  padding: ${vars.space3};
  border: 2px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  h3 {
    margin: 0 0 ${vars.space2};
    font-size: ${vars.fontSizeMd};
  }
`;

export function CardList<Row>(props: CardListProps<Row>) {
  const { caption, hideCaption, columns, rows, rowKey, rowActions, labelId, busy } = props;
  return (
    <>
      <Title id={labelId} className={hideCaption ? 'hidden' : undefined}>
        {caption}
      </Title>
      <List part="table-cards" aria-labelledby={labelId} aria-busy={busy || undefined}>
        {rows.map((row, index) => (
          <Card key={rowKey(row, index)} part="table-card">
            <Pairs>
              {columns.map((column, i) => (
                <Pair key={column.key}>
                  <dt>{column.label}</dt>
                  <dd>
                    {i === 0 && props.rowLink ? (
                      <RowLink link={props.rowLink} row={row}>
                        <Cell column={column} row={row} />
                      </RowLink>
                    ) : (
                      <Cell column={column} row={row} />
                    )}
                  </dd>
                </Pair>
              ))}
            </Pairs>
            {rowActions && <Actions>{rowActions(row)}</Actions>}
          </Card>
        ))}
      </List>
      {props.footer && <FooterCard footer={props.footer} columns={columns} />}
    </>
  );
}

function FooterCard<Row>({
  footer,
  columns,
}: {
  footer: TableFooter<Row>;
  columns: readonly ResolvedColumn<Row>[];
}) {
  const cells = footer.cells as Record<string, ReactNode>;
  const shown = columns.filter((column) => cells[column.key] !== undefined);
  return (
    <Summary
      part="table-footer"
      aria-label={typeof footer.label === 'string' ? footer.label : undefined}
    >
      <h3>{footer.label}</h3>
      <Pairs>
        {shown.map((column) => (
          <Pair key={column.key}>
            <dt>{column.label}</dt>
            <dd>{cells[column.key]}</dd>
          </Pair>
        ))}
      </Pairs>
    </Summary>
  );
}
