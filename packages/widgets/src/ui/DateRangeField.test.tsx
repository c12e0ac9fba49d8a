// DateRangeField: booked nights cannot be chosen, nights are counted, labels are translated.
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '@sakhli/sdk';
import { renderWithProvider } from '../../test/render';
import { DateRangeField, type DateRange } from './DateRangeField';

const MAY_2040 = new Date(2040, 4, 1);

function Picker({ booked }: { booked: string[] }) {
  const [range, setRange] = useState<DateRange | undefined>();
  return (
    <DateRangeField
      label="Dates"
      value={range}
      onChange={setRange}
      booked={booked}
      minDate={MAY_2040}
      numberOfMonths={1}
    />
  );
}

function day(name: RegExp) {
  return screen.getByRole('button', { name });
}

function renderPicker(language: Language = 'en', booked = ['2040-05-10', '2040-05-11']) {
  return renderWithProvider(<Picker booked={booked} />, { language });
}

describe('DateRangeField', () => {
  it('counts the nights of the chosen range', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(day(/^May 3, 2040/));
    await user.click(day(/^May 6, 2040/));
    const group = screen.getByRole('group', { name: 'Dates' });
    expect(group).toHaveAccessibleDescription(/3 nights/);
    expect(screen.getByText('3 nights')).toBeInTheDocument();
  });

  it('disables and announces booked nights', () => {
    renderPicker();
    expect(day(/^May 10, 2040, booked/)).toBeDisabled();
    expect(day(/^May 11, 2040, booked/)).toBeDisabled();
    expect(day(/^May 12, 2040$/)).toBeEnabled();
  });

  it('lets a guest leave on the morning a booked night starts, not across it', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(day(/^May 7, 2040/));
    expect(day(/^May 10, 2040, booked/)).toBeEnabled();
    expect(day(/^May 11, 2040, booked/)).toBeDisabled();
    await user.click(day(/^May 10, 2040/));
    expect(screen.getByText('3 nights')).toBeInTheDocument();
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    renderPicker();
    day(/^May 3, 2040/).focus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByText('2 nights')).toBeInTheDocument();
  });

  it('speaks Russian with three plural forms', async () => {
    const user = userEvent.setup();
    renderPicker('ru', []);
    const grid = screen.getByRole('grid');
    const buttons = within(grid).getAllByRole('button');
    await user.click(buttons[0]!);
    await user.click(buttons[5]!);
    expect(screen.getByText('5 ночей')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующий месяц' })).toBeInTheDocument();
  });

  it('names the weekdays in the language, weeks starting on Monday in Georgian and Russian', () => {
    const headers = (language: Language) => {
      const view = renderPicker(language, []);
      const cells = within(screen.getByRole('grid')).getAllByRole('columnheader', { hidden: true });
      const names = cells.map((cell) => [cell.textContent, cell.getAttribute('aria-label')]);
      view.unmount();
      return names;
    };
    expect(headers('en')[0]).toEqual(['Su', 'Sunday']);
    expect(headers('ru')[0]).toEqual(['пн', 'понедельник']);
    expect(headers('ge')[6]).toEqual(['კვ', 'კვირა']);
  });

  it('names its days without building a date formatter for each (~2 ms each at 4× CPU)', async () => {
    const Native = Intl.DateTimeFormat;
    let built = 0;
    const Counting = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built += 1;
      return new Native(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Counting.supportedLocalesOf = Native.supportedLocalesOf.bind(Native);
    Intl.DateTimeFormat = Counting;
    try {
      const user = userEvent.setup();
      renderWithProvider(<TwoMonths />, { language: 'ru' });
      await user.click(day(/^3 ноября 2040/));
      // Two months of labelled days, drawn twice: 261 formatters when each label built its own.
      expect(built).toBeLessThan(10);
    } finally {
      Intl.DateTimeFormat = Native;
    }
  });

  it('shows each day once in the two-month view, so a stay over the month end is selected once', async () => {
    const user = userEvent.setup();
    renderWithProvider(<TwoMonths />);
    await user.click(day(/^November 29, 2040/));
    await user.click(day(/^December 2, 2040/));
    const [november, december] = screen.getAllByRole('grid');
    // hidden: true counts cells that CSS hides too — the markup itself holds each day once.
    const selected = (grid: HTMLElement) =>
      within(grid)
        .queryAllByRole('gridcell', { selected: true, hidden: true })
        .map((cell) => cell.textContent);
    // 1 Dec falls in November's last week; that cell is blank, not a second selected "1".
    expect(selected(november!)).toEqual(['29', '30']);
    expect(selected(december!)).toEqual(['1', '2']);
    expect(screen.getAllByRole('button', { name: /^December 1, 2040/ })).toHaveLength(1);
    expect(screen.getByText('3 nights')).toBeInTheDocument();
  });

  it('shows December and January side by side, a stay over New Year selected once', async () => {
    const user = userEvent.setup();
    renderWithProvider(<TwoMonths from={new Date(2040, 11, 1)} />);
    await user.click(day(/^December 30, 2040/));
    await user.click(day(/^January 2, 2041/));
    const [december, january] = screen.getAllByRole('grid');
    expect(december).toHaveAccessibleName('December 2040');
    expect(january).toHaveAccessibleName('January 2041');
    expect(screen.getAllByRole('gridcell', { selected: true, hidden: true })).toHaveLength(4);
    expect(screen.getByText('3 nights')).toBeInTheDocument();
  });

  it('counts two nights from 13 to 15 March 2027, over New York’s daylight-saving change', async () => {
    const user = userEvent.setup();
    renderWithProvider(<TwoMonths from={new Date(2027, 2, 1)} />);
    await user.click(day(/^March 13, 2027/));
    await user.click(day(/^March 15, 2027/));
    expect(screen.getByText('2 nights')).toBeInTheDocument();
  });
});

function TwoMonths({ from = new Date(2040, 10, 1) }: { from?: Date }) {
  const [range, setRange] = useState<DateRange | undefined>();
  return <DateRangeField label="Dates" value={range} onChange={setRange} minDate={from} />;
}
