// CalendarGrid as a keyboard, screen-reader and touch user meets it: one tab stop, arrows by day
// and row, Home/End, PageUp/PageDown by month with the range announced, Enter opens, a tap
// selects; stays as bars from arrival to departure (not included), nights counted right.
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderInProvider } from '../data-table/testing';
import { CalendarGrid } from './CalendarGrid';
import { addDays, startOfWeek, type Day } from './days';
import type { CalendarCell, CalendarItem } from './types';

beforeEach(async () => {
  await page.viewport(1280, 800);
});

const rows = [
  { id: '1', label: 'Vake, Chavchavadze 37' },
  { id: '2', label: 'Old Tbilisi, Leselidze 12' },
];

const stay = (id: number, rowId: string, start: Day, end: Day): CalendarItem => ({
  id,
  rowId,
  start,
  end,
  label: `Guest ${id}`,
  tone: id === 2 ? 'warning' : 'success',
  statusLabel: id === 2 ? 'New' : 'Approved',
});

interface Harness {
  layout: 'timeline' | 'month';
  from: Day;
  items?: CalendarItem[];
  today?: Day;
  onOpen?: (cell: CalendarCell, item: CalendarItem | undefined) => void;
  onSelect?: (cell: CalendarCell) => void;
  renderCell?: (cell: CalendarCell) => string | null;
  describeCell?: (cell: CalendarCell) => string | undefined;
}

/** The grid with its range held as a screen would (in the address). */
function Calendar({ layout, from: initial, items = [], today = '2027-03-24', ...rest }: Harness) {
  const [from, setFrom] = useState(initial);
  return layout === 'timeline' ? (
    <CalendarGrid
      layout="timeline"
      label="Bookings"
      rowHeading="Apartment"
      rows={rows}
      from={from}
      items={items}
      today={today}
      onRangeChange={setFrom}
      {...rest}
    />
  ) : (
    <CalendarGrid
      layout="month"
      label="Door openings"
      month={from}
      items={items}
      today={today}
      onRangeChange={setFrom}
      {...rest}
    />
  );
}

/** The first cell so named (the first apartment's, in the timeline). */
const cell = (text: RegExp) => screen.getAllByRole('gridcell', { name: text })[0]!;
const focused = () => document.activeElement as HTMLElement;

describe('CalendarGrid timeline', () => {
  it('names the grid with its range and gives it one tab stop, on today', async () => {
    const user = userEvent.setup();
    renderInProvider(<Calendar layout="timeline" from="2027-03-22" />);
    const grid = screen.getByRole('grid', { name: 'Bookings March 22, 2027 – April 4, 2027' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(rows.map((r) => r.label));
    const stops = within(grid)
      .getAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(stops).toHaveLength(1);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(focused()).toHaveAccessibleName(/^Wednesday, March 24, 2027, today/);
    expect(focused()).toHaveAttribute('aria-current', 'date');
  });

  it('moves by day with the arrows, by apartment up and down, and to the row’s ends', async () => {
    const user = userEvent.setup();
    renderInProvider(<Calendar layout="timeline" from="2027-03-22" />);
    cell(/^Wednesday, March 24, 2027, today/).focus();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toHaveAccessibleName(/^Thursday, March 25, 2027/);
    expect(focused().tabIndex).toBe(0);
    await user.keyboard('{ArrowDown}');
    expect(focused().closest('[role=row]')).toHaveTextContent(rows[1]!.label);
    expect(focused()).toHaveAccessibleName(/^Thursday, March 25, 2027/);
    await user.keyboard('{End}');
    expect(focused()).toHaveAccessibleName(/^Sunday, April 4, 2027/);
    await user.keyboard('{Home}');
    expect(focused()).toHaveAccessibleName(/^Monday, March 22, 2027/);
    await user.keyboard('{ArrowUp}');
    expect(focused().closest('[role=row]')).toHaveTextContent(rows[0]!.label);
    // Only the cell with focus is a tab stop.
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toEqual([focused()]);
  });

  it('pages by month and past the edge by week, announcing the new range', async () => {
    const user = userEvent.setup();
    renderInProvider(<Calendar layout="timeline" from="2027-03-22" />);
    const title = screen.getByText('March 22, 2027 – April 4, 2027');
    expect(title).toHaveAttribute('aria-live', 'polite');
    cell(/^Wednesday, March 24, 2027/).focus();
    await user.keyboard('{PageDown}');
    await expect.poll(() => focused().getAttribute('data-cell')).toBe('0:2027-04-24');
    expect(title).toHaveTextContent('April 22, 2027 – May 5, 2027');
    await user.keyboard('{Home}{ArrowLeft}');
    await expect.poll(() => focused().getAttribute('data-cell')).toBe('0:2027-04-21');
    expect(title).toHaveTextContent('April 15, 2027 – April 28, 2027');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(title).toHaveTextContent('March 22, 2027 – April 4, 2027');
  });

  it('draws a stay from arrival to departure, the departure day not included', () => {
    renderInProvider(
      <Calendar
        layout="timeline"
        from="2027-03-22"
        items={[stay(2, '1', '2027-03-24', '2027-03-27')]}
      />,
    );
    const bar = document.querySelector<HTMLElement>('[data-item="2"]')!;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).toHaveTextContent('Guest 2');
    // Columns: the row header, then 22 March in column 2 — so 24…26 March are columns 4 to 6.
    expect(getComputedStyle(bar).gridColumnStart).toBe('4');
    expect(getComputedStyle(bar).gridColumnEnd).toBe('7');
    expect(cell(/^Friday, March 26, 2027/)).toHaveAccessibleName(
      'Friday, March 26, 2027: Guest 2, New, 3 nights from March 24, 2027 to March 27, 2027',
    );
    // The departure day is free for the next guest.
    expect(screen.getAllByRole('gridcell', { name: /^Saturday, March 27, 2027$/ })).toHaveLength(2);
  });

  it('opens the stay of the cell with Enter and with a click', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const item = stay(1, '2', '2027-03-23', '2027-03-25');
    renderInProvider(
      <Calendar layout="timeline" from="2027-03-22" items={[item]} onOpen={onOpen} />,
    );
    cell(/today/).focus();
    await user.keyboard('{ArrowDown}{ArrowLeft}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ day: '2027-03-23' }), item);
    await user.click(screen.getAllByRole('gridcell', { name: /^Wednesday, March 24, 2027/ })[1]!);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ day: '2027-03-24' }), item);
  });

  it('selects with a tap on touch and opens only on a second tap', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onSelect = vi.fn();
    const item = stay(1, '1', '2027-03-24', '2027-03-26');
    renderInProvider(
      <Calendar
        layout="timeline"
        from="2027-03-22"
        items={[item]}
        onOpen={onOpen}
        onSelect={onSelect}
      />,
    );
    const target = cell(/^Thursday, March 25, 2027: Guest 1/);
    await user.pointer({ keys: '[TouchA]', target });
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ day: '2027-03-25', items: [item] }),
    );
    expect(onOpen).not.toHaveBeenCalled();
    expect(target).toHaveAttribute('aria-selected', 'true');
    await user.pointer({ keys: '[TouchA]', target });
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ day: '2027-03-25' }), item);
  });
});

describe('CalendarGrid timeline on a 320 px phone', () => {
  // issue 27 §4: the cells' visually hidden dates are placed inside the scroller, not the page.
  it('scrolls inside its box; the page stays as wide as the screen', async () => {
    await page.viewport(320, 720);
    renderInProvider(<Calendar layout="timeline" from="2027-03-22" />);
    await screen.findByRole('grid');
    const html = document.documentElement;
    expect(html.scrollWidth).toBeLessThanOrEqual(html.clientWidth);
  });
});

describe('CalendarGrid month', () => {
  it('lays out weeks × weekdays and moves by week up and down, by month with PageUp', async () => {
    const user = userEvent.setup();
    renderInProvider(<Calendar layout="month" from="2027-03-01" />);
    const grid = screen.getByRole('grid', { name: 'Door openings March 2027' });
    // March 2027 starts on a Monday (weeks start on Sunday in en): six rows of weeks.
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sunday');
    cell(/^Wednesday, March 24, 2027/).focus();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveAccessibleName(/^Wednesday, March 31, 2027/);
    await user.keyboard('{ArrowRight}');
    await expect.poll(() => focused().getAttribute('data-cell')).toBe('0:2027-04-01');
    expect(screen.getByText('April 2027')).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{PageUp}');
    await expect.poll(() => focused().getAttribute('data-cell')).toBe('0:2027-03-01');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toHaveAccessibleName(/^Wednesday, March 31, 2027/);
  });

  it('draws the caller’s cell content and reads its words (a key’s openings per day)', () => {
    renderInProvider(
      <Calendar
        layout="month"
        from="2027-03-01"
        renderCell={(c) => (c.day === '2027-03-05' ? '3' : null)}
        describeCell={(c) => (c.day === '2027-03-05' ? '3 openings' : undefined)}
      />,
    );
    const friday = cell(/^Friday, March 5, 2027/);
    expect(friday).toHaveAccessibleName('Friday, March 5, 2027: 3 openings');
    expect(friday).toHaveTextContent(/3$/);
  });
});

describe('CalendarGrid nights across clock changes (run with TZ set: pnpm test:dates)', () => {
  // Tbilisi keeps one offset all year; a device in Europe changes its clocks on these nights.
  const stays = [
    stay(1, '1', '2027-03-27', '2027-03-29'), // Europe's spring change, 28 March 2027
    stay(3, '1', '2026-10-24', '2026-10-26'), // Europe's autumn change, 25 October 2026
    stay(4, '1', '2026-12-30', '2027-01-02'), // New Year
  ];

  it.each([
    [
      '2027-03-22',
      /^Sunday, March 28, 2027: Guest 1, Approved, 2 nights from March 27, 2027 to March 29, 2027$/,
    ],
    [
      '2026-10-19',
      /^Sunday, October 25, 2026: Guest 3, Approved, 2 nights from October 24, 2026 to October 26, 2026$/,
    ],
    [
      '2026-12-28',
      /^Friday, January 1, 2027: Guest 4, Approved, 3 nights from December 30, 2026 to January 2, 2027$/,
    ],
  ])('from %s counts the nights of a stay across the change', (from, name) => {
    renderInProvider(<Calendar layout="timeline" from={from} items={stays} />);
    expect(cell(name)).toBeInTheDocument();
    const days = screen.getAllByRole('columnheader').slice(1);
    // Fourteen distinct days, one a column: none doubled or lost at the change.
    expect(new Set(days.map((d) => d.textContent)).size).toBe(14);
  });

  it('moves day by day across New Year in the month layout', async () => {
    const user = userEvent.setup();
    renderInProvider(<Calendar layout="month" from="2026-12-01" items={stays} />);
    cell(/^Thursday, December 31, 2026/).focus();
    await user.keyboard('{ArrowRight}');
    await expect.poll(() => focused().getAttribute('data-cell')).toBe('0:2027-01-01');
    expect(screen.getByText('January 2027')).toBeInTheDocument();
    expect(focused()).toHaveAccessibleName(/Guest 4, Approved, 3 nights/);
  });
});

describe('CalendarGrid today on the device’s clock (run with TZ set: pnpm test:dates)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Instants where a device in Europe or New York still has the day before Tbilisi, around the
  // clock changes and New Year: today is Tbilisi's, and nights around it count right.
  it.each([
    ['2027-03-27T21:30:00Z', '2027-03-28', /^Sunday, March 28, 2027, today/],
    ['2026-10-24T22:30:00Z', '2026-10-25', /^Sunday, October 25, 2026, today/],
    ['2026-12-31T20:05:00Z', '2027-01-01', /^Friday, January 1, 2027, today/],
  ])('at %s marks %s as today', (instant, today, name) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    const around = stay(1, '1', addDays(today, -1), addDays(today, 1));
    renderInProvider(
      <CalendarGrid
        layout="timeline"
        label="Bookings"
        rowHeading="Apartment"
        rows={rows}
        from={startOfWeek(today)}
        items={[around]}
        onRangeChange={() => {}}
      />,
    );
    const cells = screen.getAllByRole('gridcell', { name });
    expect(cells).toHaveLength(2);
    expect(cells[0]).toHaveAccessibleName(/Guest 1, Approved, 2 nights/);
    expect(cells[0]).toHaveAttribute('aria-current', 'date');
    expect(cells[0]!.tabIndex).toBe(0);
  });
});
