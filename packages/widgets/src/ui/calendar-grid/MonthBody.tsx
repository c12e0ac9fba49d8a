// The month layout: a header row of weekdays, then the month's weeks; each day lists its stays as
// chips (icon and name, never colour alone) and whatever the caller's `renderCell` adds.
import type { ReactNode } from 'react';
import { statusTones } from '../StatusBadge';
import type { BodyProps } from './body';
import { daysFrom, startOfWeek, type Day } from './days';
import { monthWeeks, type GridPosition } from './layout';
import { Chip, DayNumber, EmptyCell, HeaderCell, Hidden, MonthCell, More, Row } from './styles';
import type { CalendarCell, CalendarItem } from './types';
import { useIntl } from 'react-intl';

/** Chips a day shows before "+2 more". */
const CHIPS = 2;

interface MonthBodyProps<T extends CalendarItem> extends BodyProps<T> {
  month: Day;
  weekStartsOn: 0 | 1;
  cellOf: (position: GridPosition) => CalendarCell<T>;
  renderCell?: (cell: CalendarCell<T>) => ReactNode;
}

const columns = 'repeat(7, minmax(44px, 1fr))';

export function MonthBody<T extends CalendarItem>(props: MonthBodyProps<T>) {
  const intl = useIntl();
  const { today, current, selected } = props;
  const weeks = monthWeeks(props.month, props.weekStartsOn);
  const header = daysFrom(startOfWeek(props.month, props.weekStartsOn), 7);
  return (
    <>
      <Row role="row" $columns={columns}>
        {header.map((day) => (
          <HeaderCell role="columnheader" key={day}>
            <span aria-hidden="true">{props.weekdays.short(day)}</span>
            <Hidden>{props.weekdays.wide(day)}</Hidden>
          </HeaderCell>
        ))}
      </Row>
      {weeks.map((week, w) => (
        <Row role="row" key={week.find(Boolean) ?? w} $columns={columns}>
          {week.map((day, i) => {
            if (!day) return <EmptyCell role="gridcell" key={`empty-${i}`} />;
            const cell = props.cellOf({ day, row: 0 });
            const more = cell.items.length - CHIPS;
            return (
              <MonthCell
                role="gridcell"
                key={day}
                data-cell={`0:${day}`}
                tabIndex={current.day === day ? 0 : -1}
                aria-selected={selected?.day === day}
                aria-current={day === today ? 'date' : undefined}
                $today={false}
                onClick={() => props.onCellClick({ day, row: 0 })}
              >
                <Hidden>{props.cellText(cell)}</Hidden>
                <span aria-hidden="true">
                  <DayNumber $today={day === today}>{Number(day.slice(8))}</DayNumber>
                  {cell.items.slice(0, CHIPS).map((item) => (
                    <Chip key={item.id} data-item={item.id} $tone={item.tone}>
                      {statusTones[item.tone].icon} {item.label}
                    </Chip>
                  ))}
                  {more > 0 && (
                    <More>
                      {intl.formatMessage({ id: 'ui.calendarGrid.more' }, { count: more })}
                    </More>
                  )}
                </span>
                {props.renderCell && <span aria-hidden="true">{props.renderCell(cell)}</span>}
              </MonthCell>
            );
          })}
        </Row>
      ))}
    </>
  );
}
