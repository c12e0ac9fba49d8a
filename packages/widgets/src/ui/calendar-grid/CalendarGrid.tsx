// CalendarGrid: our own calendar of days on the WAI-ARIA grid pattern (STYLE.md 15) — a timeline
// of rows × days with stays as bars, or a month of weeks × weekdays. One tab stop with a roving
// tabindex, arrows by day (and row), Home/End by row, PageUp/PageDown by month, Enter opens, the
// visible range in a live region. Days are `YYYY-MM-DD` in Tbilisi (days.ts). Emotion styles only
// (a calendar library's stylesheet in `document.head` would miss a shadow root and a nonce CSP).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../shell/context';
import { formatDate, formatMonth } from '../../shell/i18n/format';
import { Button } from '../Button';
import { WithCatalog } from '../catalogIntl';
import { calendarLocale } from '../calendarLocales';
import { ErrorState, LoadingState } from '../States';
import {
  addDays,
  addMonths,
  dateOf,
  daysBetween,
  endOfMonth,
  startOfMonth,
  startOfWeek,
  todayInTbilisi,
  weekdayOf,
  type Day,
} from './days';
import { isShown, moveBy, rangeShowing, type GridPosition, type GridShape } from './layout';
import type { BodyProps } from './body';
import { calendarGridMessages } from './messages';
import { MonthBody } from './MonthBody';
import { Buttons, Hidden, RangeTitle, Root, Scroller, Toolbar } from './styles';
import { TimelineBody } from './TimelineBody';
import type { CalendarCell, CalendarGridProps, CalendarItem } from './types';

/** The shared calendar grid (a timeline or a month); see {@link CalendarGridProps}. */
export function CalendarGrid<T extends CalendarItem = CalendarItem>(props: CalendarGridProps<T>) {
  return (
    <WithCatalog catalog={calendarGridMessages}>
      <GridBody {...props} />
    </WithCatalog>
  );
}

const same = (a: GridPosition | null, b: GridPosition) => a?.day === b.day && a.row === b.row;

function GridBody<T extends CalendarItem>(props: CalendarGridProps<T>) {
  const intl = useIntl();
  const language = useLanguage();
  const locale = useMemo(
    () => calendarLocale(language, (id) => intl.formatMessage({ id })),
    [language, intl],
  ) as unknown as {
    options: { weekStartsOn: 0 | 1 };
    localize: { day: (day: number, options: { width: 'short' | 'wide' }) => string };
  };
  const labelId = useId();
  const titleId = useId();
  const helpId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const lastPointer = useRef('mouse');
  const [active, setActive] = useState<GridPosition | null>(null);
  const [selected, setSelected] = useState<GridPosition | null>(null);

  const today = props.today ?? todayInTbilisi();
  const items = props.items ?? [];
  const weekStartsOn = locale.options.weekStartsOn;
  const timeline = props.layout === 'timeline';
  const count = props.layout === 'timeline' ? (props.days ?? 14) : 0;
  const from = props.layout === 'timeline' ? props.from : startOfMonth(props.month);
  const to = timeline ? addDays(from, count - 1) : endOfMonth(from);
  const rows = props.layout === 'timeline' ? props.rows : [];
  const shape: GridShape = timeline
    ? { layout: 'timeline', from, days: count, rows: rows.length }
    : { layout: 'month', month: from, weekStartsOn };
  const rowCount = timeline ? rows.length : 1;

  // The tab stop: the cell last moved to while it is shown, else today, else the first day.
  const fallback = { day: isShown(today, shape) ? today : from, row: 0 };
  const activeShown = active !== null && isShown(active.day, shape) && active.row < rowCount;
  const current = activeShown ? active : fallback;

  useEffect(() => {
    // A key moved the tab stop: focus follows once its day is drawn (after a range change too).
    if (!focusPending.current || !activeShown) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(
      `[data-cell="${current.row}:${current.day}"]`,
    );
    if (cell) {
      focusPending.current = false;
      cell.focus();
    }
  });

  const cellOf = (position: GridPosition): CalendarCell<T> => {
    const row = timeline ? rows[position.row] : undefined;
    return {
      day: position.day,
      row,
      items: items.filter(
        (item) =>
          (!row || item.rowId === row.id) && item.start <= position.day && position.day < item.end,
      ),
      today: position.day === today,
    };
  };

  const long = (day: Day) => formatDate(dateOf(day), language, 'long');
  const weekdays = {
    short: (day: Day) => locale.localize.day(weekdayOf(day), { width: 'short' }),
    wide: (day: Day) => locale.localize.day(weekdayOf(day), { width: 'wide' }),
  };
  const dayText = (day: Day) => {
    const date = `${weekdays.wide(day)}, ${long(day)}`;
    return day === today
      ? `${date}, ${intl.formatMessage({ id: 'ui.calendarGrid.todayMark' })}`
      : date;
  };
  const cellText = (cell: CalendarCell<T>) => {
    const words = [
      dayText(cell.day),
      ...cell.items.map((item) =>
        intl.formatMessage(
          { id: 'ui.calendarGrid.item' },
          {
            label: item.label,
            status: item.statusLabel,
            nights: daysBetween(item.start, item.end),
            arrival: long(item.start),
            departure: long(item.end),
          },
        ),
      ),
    ];
    const extra = props.describeCell?.(cell);
    return [words[0], [...words.slice(1), ...(extra ? [extra] : [])].join('; ')]
      .filter(Boolean)
      .join(': ');
  };

  const moveTo = (next: GridPosition, key?: string) => {
    focusPending.current = true;
    setActive(next);
    if (!isShown(next.day, shape)) props.onRangeChange(rangeShowing(next.day, shape, key));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const cell = cellOf(current);
      if (event.key === 'Enter') props.onOpen?.(cell, cell.items[0]);
      else {
        setSelected(current);
        props.onSelect?.(cell);
      }
      return;
    }
    const next = moveBy(event.key, event.ctrlKey || event.metaKey, current, shape);
    if (!next) return;
    event.preventDefault();
    moveTo(next, event.key);
  };

  // spec (issue 25): a tap on touch selects, a second tap or a click opens — no long press.
  const onCellClick = (position: GridPosition) => {
    const cell = cellOf(position);
    const again = same(selected, position);
    setActive(position);
    setSelected(position);
    if (lastPointer.current === 'touch' && !again) props.onSelect?.(cell);
    else props.onOpen?.(cell, cell.items[0]);
  };

  const title = timeline
    ? intl.formatMessage({ id: 'ui.calendarGrid.range' }, { from: long(from), to: long(to) })
    : formatMonth(dateOf(from), language);
  const go = (day: Day) => props.onRangeChange(day);
  const say = (id: string) => intl.formatMessage({ id: `ui.calendarGrid.${id}` });

  const body: BodyProps<T> = {
    today,
    current,
    selected,
    cellText,
    dayText,
    weekdays,
    onCellClick,
  };

  return (
    <Root>
      <Toolbar>
        <RangeTitle id={titleId} aria-live="polite">
          {title}
        </RangeTitle>
        <Buttons>
          <Button variant="secondary" onClick={() => go(addMonths(from, -1))}>
            {say('previousMonth')}
          </Button>
          {timeline && (
            <Button variant="secondary" onClick={() => go(addDays(from, -7))}>
              {say('previousWeek')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => go(timeline ? startOfWeek(today) : startOfMonth(today))}
          >
            {say('today')}
          </Button>
          {timeline && (
            <Button variant="secondary" onClick={() => go(addDays(from, 7))}>
              {say('nextWeek')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => go(addMonths(from, 1))}>
            {say('nextMonth')}
          </Button>
        </Buttons>
      </Toolbar>
      <Hidden id={labelId}>{props.label}</Hidden>
      <Hidden id={helpId}>{say('help')}</Hidden>
      {props.error ? (
        <ErrorState message={props.error} onRetry={props.onRetry} />
      ) : props.loading ? (
        <LoadingState lines={Math.max(3, Math.min(rowCount, 6))} label={say('loading')} />
      ) : (
        <Scroller>
          {/* The grid's one tab stop is its active cell (roving tabindex), not the grid itself. */}
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
          <div
            role="grid"
            ref={gridRef}
            aria-labelledby={`${labelId} ${titleId}`}
            aria-describedby={helpId}
            onKeyDown={onKeyDown}
            onFocus={(event) => {
              // A click or a screen reader's own cursor may put focus anywhere: the tab stop follows.
              const [row, day] = (event.target.getAttribute('data-cell') ?? '').split(':');
              if (day && (active?.day !== day || active.row !== Number(row))) {
                setActive({ day, row: Number(row) });
              }
            }}
            onPointerDown={(event) => {
              lastPointer.current = event.pointerType;
            }}
          >
            {props.layout === 'timeline' ? (
              <TimelineBody
                {...body}
                rows={props.rows}
                items={items}
                from={from}
                count={count}
                rowHeading={props.rowHeading}
                cellOf={cellOf}
                renderCell={props.renderCell}
              />
            ) : (
              <MonthBody
                {...body}
                month={from}
                weekStartsOn={weekStartsOn}
                cellOf={cellOf}
                renderCell={props.renderCell}
              />
            )}
          </div>
        </Scroller>
      )}
    </Root>
  );
}
