// The wide layout: a real <table> with <caption>, column headers (sortable ones are buttons with
// aria-sort) and the first column as each row's header.
import type { Key, ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { focusRing, visuallyHidden } from '../styles';
import { Cell } from './Cell';
import type { ResolvedColumn } from './resolveColumns';
import { RowLink, type RowLinkOptions } from './RowLink';
import type { TableFooter } from './types';

const Table = styled('table', dom)`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: start;
    font-weight: ${vars.fontWeightBold};
    font-size: ${vars.fontSizeLg};
    padding-bottom: ${vars.space3};
  }
  caption.hidden {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${vars.space2} ${vars.space3};
    border-bottom: 1px solid ${vars.colorBorderSubtle};
    text-align: start;
    vertical-align: middle;
    /* break-word, not anywhere: a long address may break, but a column never shrinks to "500/8". */
    overflow-wrap: break-word;
  }
  .nowrap {
    white-space: nowrap;
  }
  thead th {
    font-size: ${vars.fontSizeSm};
    color: ${vars.colorTextMuted};
    border-bottom: 2px solid ${vars.colorBorder};
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${vars.fontWeightBold};
  }
  tfoot th,
  tfoot td {
    font-weight: ${vars.fontWeightBold};
    border-top: 2px solid ${vars.colorBorder};
    border-bottom: 0;
  }
  .end {
    text-align: end;
  }
`;

/**
 * A table wider than its box (many columns beside a side menu) scrolls inside it, never the page;
 * focusable, so a keyboard can scroll it too (WCAG scrollable-region-focusable).
 */
const Scroll = styled('div', dom)`
  overflow-x: auto;
  ${focusRing}
`;

const SortButton = styled('button', dom)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space1};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${vars.fontWeightBold};
  cursor: pointer;
  ${focusRing}
`;

const compact = new Set(['money', 'number', 'date', 'datetime', 'status']);

function cellClass<Row>(column: ResolvedColumn<Row>): string | undefined {
  const names = [alignOf(column) === 'end' ? 'end' : '', compact.has(column.type) ? 'nowrap' : '']
    .filter(Boolean)
    .join(' ');
  return names || undefined;
}

export function alignOf<Row>(column: ResolvedColumn<Row>): 'start' | 'end' {
  return column.align ?? (column.type === 'money' || column.type === 'number' ? 'end' : 'start');
}

export interface TableViewProps<Row> {
  caption: ReactNode;
  hideCaption: boolean;
  columns: readonly ResolvedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  sort: string | undefined;
  onSort: (sort: string | undefined) => void;
  rowActions?: (row: Row) => ReactNode;
  actionsLabel: string;
  busy: boolean;
  rowLink: RowLinkOptions<Row> | undefined;
  footer: TableFooter<Row> | null;
}

export function TableView<Row>(props: TableViewProps<Row>) {
  const { caption, hideCaption, columns, rows, rowKey, sort, onSort, rowActions, busy } = props;
  const intl = useIntl();
  const sortKey = sort?.replace(/^-/, '');
  const direction = sort?.startsWith('-') ? 'descending' : 'ascending';
  // Ascending, then descending, then the server's own order.
  const nextSort = (key: string) =>
    sortKey !== key ? key : direction === 'ascending' ? `-${key}` : undefined;
  return (
    <Scroll tabIndex={0}>
      <Table part="table" aria-busy={busy || undefined}>
        <caption className={hideCaption ? 'hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={alignOf(column) === 'end' ? 'end' : undefined}
                aria-sort={sortKey === column.key ? direction : undefined}
              >
                {column.sortable ? (
                  <SortButton
                    type="button"
                    onClick={() => onSort(nextSort(column.key))}
                    aria-label={intl.formatMessage(
                      { id: 'ui.table.sortBy' },
                      { column: column.label },
                    )}
                  >
                    {column.label}
                    <span aria-hidden="true">
                      {sortKey === column.key ? (direction === 'ascending' ? '▲' : '▼') : '⇅'}
                    </span>
                  </SortButton>
                ) : (
                  column.label
                )}
              </th>
            ))}
            {rowActions && <th scope="col">{props.actionsLabel}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column, i) => {
                const Tag = i === 0 ? 'th' : 'td';
                return (
                  <Tag
                    key={column.key}
                    {...(i === 0 ? { scope: 'row' } : {})}
                    className={cellClass(column)}
                  >
                    {i === 0 && props.rowLink ? (
                      <RowLink link={props.rowLink} row={row}>
                        <Cell column={column} row={row} />
                      </RowLink>
                    ) : (
                      <Cell column={column} row={row} />
                    )}
                  </Tag>
                );
              })}
              {rowActions && <td>{rowActions(row)}</td>}
            </tr>
          ))}
        </tbody>
        {props.footer && (
          <tfoot part="table-footer">
            <tr>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th key={column.key} scope="row">
                    {props.footer!.label}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column)}>
                    {(props.footer!.cells as Record<string, ReactNode>)[column.key]}
                  </td>
                ),
              )}
              {rowActions && <td />}
            </tr>
          </tfoot>
        )}
      </Table>
    </Scroll>
  );
}
