// Chart: a named SVG image drawn from the series, axes and tooltips in the language, a legend that
// does not rely on colour, and "Show as table" with the same numbers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderInProvider } from '../data-table/testing';
import { Chart } from './Chart';
import type { ChartSeries } from './types';

beforeEach(async () => {
  await page.viewport(1024, 800);
});

const consumption: ChartSeries[] = [
  {
    id: 'kwh',
    label: 'Electricity',
    points: [
      { x: '2026-08', y: 210 },
      { x: '2026-09', y: 185.5 },
      { x: '2026-10', y: 1240 },
      { x: '2026-11', y: null },
    ],
  },
  {
    id: 'water',
    label: 'Water',
    points: [
      { x: '2026-08', y: 12 },
      { x: '2026-09', y: 14 },
      { x: '2026-10', y: 9 },
      { x: '2026-11', y: 11 },
    ],
  },
];

function chart(language: 'en' | 'ru' | 'ge' = 'en', yType: 'money' | 'number' = 'number') {
  return renderInProvider(
    <Chart
      title="Consumption"
      series={consumption}
      xLabel="Month"
      yType={yType}
      unit={yType === 'number' ? 'kWh' : undefined}
      emptyMessage="Monthly consumption will be shown here."
    />,
    { language },
  );
}

describe('Chart', () => {
  it('draws an SVG image named by a summary of its numbers', async () => {
    chart();
    const image = await screen.findByRole('img', { name: /^Consumption: 7 values/ });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAccessibleName(
      'Consumption: 7 values from August 2026 to November 2026; lowest 9\u00a0kWh, highest 1,240\u00a0kWh.',
    );
    // Every series has its own shape: circles for the first, squares for the second.
    await waitFor(() => expect(image.querySelectorAll('circle').length).toBe(3));
    expect(image.querySelectorAll('rect[width="8"]').length).toBe(4);
  });

  it('says its plot is busy until it knows its width, then draws it', async () => {
    renderInProvider(
      <div data-testid="box" style={{ width: 0 }}>
        <Chart title="Consumption" series={consumption} xLabel="Month" emptyMessage="None yet." />
      </div>,
      { language: 'en' },
    );
    const figure = await screen.findByRole('figure', { name: 'Consumption' });
    const plot = figure.querySelector('[aria-busy]');
    expect(plot).toHaveAttribute('aria-busy', 'true');
    expect(within(figure).queryByRole('img')).toBeNull();
    screen.getByTestId('box').style.width = '400px';
    expect(await within(figure).findByRole('img')).toBeVisible();
    expect(plot).not.toHaveAttribute('aria-busy');
  });

  it('reads its axes in the language', async () => {
    chart('ru', 'money');
    const image = await screen.findByRole('img');
    await waitFor(() => expect(image).toHaveTextContent(/авг\.? 26/));
    expect(image.textContent).toMatch(/GEL|₾|лари/);
  });

  it('names every series in a legend with a dash and shape key, not colour alone', async () => {
    chart();
    const legend = await screen.findByRole('list', { name: 'Legend' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Electricity, kWh', 'Water, kWh']);
    const dashes = items.map((li) => li.querySelector('line')!.style.strokeDasharray);
    expect(new Set(dashes).size).toBe(2);
  });

  it('shows the same numbers as a table and back', async () => {
    const user = userEvent.setup();
    chart();
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    // The table's code comes when it is first asked for (issue 28 §3): wait for it as a reader would.
    const table = await screen.findByRole('table', { name: 'Consumption' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'MonthElectricity, kWhWater, kWh',
      'August 202621012',
      'September 2026185.514',
      'October 20261,2409',
      'November 2026—11',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(await screen.findByRole('img')).toBeVisible();
  });

  it('says what would be here when there are no values', () => {
    renderInProvider(
      <Chart
        title="Consumption"
        series={[]}
        xLabel="Month"
        emptyMessage="Monthly consumption will be shown here."
      />,
    );
    expect(screen.getByText('Monthly consumption will be shown here.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
