// The timeline layout: a header row of days, then a row per item row (an apartment) whose stays
// are bars from arrival to departure (departure not included), drawn over the day cells.
import type { ReactNode } from 'react';
import { statusTones } from '../StatusBadge';
import type { BodyProps } from './body';
import { daysBetween, daysFrom, type Day } from './days';
import { lanesOf, type GridPosition } from './layout';
import { Bar, DayCell, HeaderCell, Hidden, Row, RowHeader } from './styles';
import type { CalendarCell, CalendarItem, CalendarRow } from './types';

interface TimelineBodyProps<T extends CalendarItem> extends BodyProps<T> {
  rows: readonly CalendarRow[];
  items: readonly T[];
  from: Day;
  count: number;
  rowHeading: string;
  cellOf: (position: GridPosition) => CalendarCell<T>;
  renderCell?: (cell: CalendarCell<T>) => ReactNode;
}

export function TimelineBody<T extends CalendarItem>(props: TimelineBodyProps<T>) {
  const { from, count, today, current, selected } = props;
  const days = daysFrom(from, count);
  const columns = `minmax(112px, 180px) repeat(${count}, minmax(44px, 1fr))`;
  const end = days[days.length - 1]!;
  return (
    <>
      <Row role="row" $columns={columns}>
        <HeaderCell role="columnheader">{props.rowHeading}</HeaderCell>
        {days.map((day) => (
          <HeaderCell role="columnheader" key={day} $today={day === today}>
            <span aria-hidden="true">{props.weekdays.short(day)}</span>
            <span aria-hidden="true">{Number(day.slice(8))}</span>
            <Hidden>{props.dayText(day)}</Hidden>
          </HeaderCell>
        ))}
      </Row>
      {props.rows.map((row, r) => {
        const placed = lanesOf(
          props.items.filter((i) => i.rowId === row.id && i.start <= end && i.end > from),
        );
        const lanes = Math.max(1, ...placed.map((p) => p.lane + 1));
        return (
          <Row role="row" key={row.id} $columns={columns} $lanes={lanes}>
            <RowHeader role="rowheader" $lanes={lanes}>
              {row.label}
            </RowHeader>
            {days.map((day, i) => {
              const position = { day, row: r };
              const cell = props.cellOf(position);
              const isCurrent = current.day === day && current.row === r;
              return (
                <DayCell
                  role="gridcell"
                  key={day}
                  data-cell={`${r}:${day}`}
                  tabIndex={isCurrent ? 0 : -1}
                  aria-selected={selected?.day === day && selected.row === r}
                  aria-current={day === today ? 'date' : undefined}
                  $today={day === today}
                  $column={i + 2}
                  $lanes={lanes}
                  onClick={() => props.onCellClick(position)}
                >
                  <Hidden>{props.cellText(cell)}</Hidden>
                  {props.renderCell && <span aria-hidden="true">{props.renderCell(cell)}</span>}
                </DayCell>
              );
            })}
            {placed.map(({ item, lane }) => (
              <Bar
                key={item.id}
                aria-hidden="true"
                data-item={item.id}
                $tone={item.tone}
                $lane={lane}
                $from={Math.max(0, daysBetween(from, item.start)) + 2}
                $to={Math.min(count, daysBetween(from, item.end)) + 2}
              >
                <span>{statusTones[item.tone].icon}</span>
                <span>{item.label}</span>
              </Bar>
            ))}
          </Row>
        );
      })}
    </>
  );
}
