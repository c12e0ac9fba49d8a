// The booking now and as the host proposes it, side by side; changed rows are marked in words and
// weight, not by colour alone (DESIGN.md, WCAG 1.4.1).
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { changedTerms, type BookingChange, type BookingTerms } from '@sakhli/sdk';
import { containerQuery, vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Dates, Guests, Nights, Price } from './parts';

type Row = 'apartment' | 'dates' | 'nights' | 'guests' | 'price';

/** Which rows differ: a row groups the API's terms (dates = arrival + departure). */
export function changedRows(change: Pick<BookingChange, 'current' | 'proposed'>): Set<Row> {
  const terms = changedTerms(change);
  const rows = new Set<Row>();
  for (const term of terms) {
    if (term === 'income_date' || term === 'exit_date') rows.add('dates');
    else if (term === 'adults' || term === 'children' || term === 'children_ages')
      rows.add('guests');
    else rows.add(term);
  }
  return rows;
}

const ROWS: { row: Row; label: string; show: (terms: BookingTerms) => ReactNode }[] = [
  { row: 'dates', label: 'bookingChange.term.dates', show: (t) => <Dates stay={t} /> },
  { row: 'nights', label: 'bookingChange.term.nights', show: (t) => <Nights count={t.nights} /> },
  { row: 'guests', label: 'bookingChange.term.guests', show: (t) => <Guests stay={t} /> },
  { row: 'apartment', label: 'bookingChange.term.apartment', show: (t) => t.apartment.address },
  { row: 'price', label: 'bookingChange.term.price', show: (t) => <Price amount={t.price} /> },
];

const Table = styled('table', dom)`
  width: 100%;
  border-collapse: collapse;
  caption {
    padding-bottom: ${vars.space2};
    text-align: start;
    font-weight: ${vars.fontWeightBold};
  }
  th,
  td {
    padding: ${vars.space2};
    border-bottom: 1px solid ${vars.colorBorderSubtle};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    font-size: ${vars.fontSizeSm};
    color: ${vars.colorTextMuted};
  }
  /* Narrow widgets: the term becomes a line of its own above its two values. */
  tbody tr {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
  tbody th {
    grid-column: 1 / -1;
    padding-bottom: 0;
    border-bottom: 0;
  }
  thead tr {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
  thead th:first-of-type {
    display: none;
  }
  ${containerQuery.sm} {
    thead tr,
    tbody tr {
      display: table-row;
    }
    thead th:first-of-type {
      display: table-cell;
    }
    tbody th {
      padding-bottom: ${vars.space2};
      border-bottom: 1px solid ${vars.colorBorderSubtle};
      width: 28%;
    }
  }
`;

const ChangedRow = styled('tr', dom)`
  background: ${vars.colorInfoSurface};
  td:last-of-type {
    font-weight: ${vars.fontWeightBold};
  }
`;

const Mark = styled('span', dom)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space1};
  margin-inline-start: ${vars.space2};
  padding: 0 ${vars.space2};
  border: 1px solid ${vars.colorInfo};
  border-radius: 999px;
  color: ${vars.colorInfo};
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightBold};
  white-space: nowrap;
`;

const Same = styled.span`
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
`;

export function TermsComparison({ change }: { change: BookingChange }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const changed = changedRows(change);
  return (
    <Table part="comparison">
      <caption>{say('bookingChange.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{say('bookingChange.table.term')}</th>
          <th scope="col">{say('bookingChange.table.current')}</th>
          <th scope="col">{say('bookingChange.table.proposed')}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ row, label, show }) => {
          const isChanged = changed.has(row);
          const Line = isChanged ? ChangedRow : 'tr';
          return (
            <Line key={row} data-changed={isChanged || undefined}>
              <th scope="row">
                {say(label)}
                {isChanged ? (
                  <Mark>
                    <span aria-hidden="true">▲</span>
                    {say('bookingChange.table.changed')}
                  </Mark>
                ) : (
                  <Same> · {say('bookingChange.table.unchanged')}</Same>
                )}
              </th>
              <td>{show(change.current)}</td>
              <td>{show(change.proposed)}</td>
            </Line>
          );
        })}
      </tbody>
    </Table>
  );
}
