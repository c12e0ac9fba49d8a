// At 375 px the table becomes stacked cards with no horizontal scroll; from 576 px of its own
// width it is a <table> with a caption.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { DataTable } from './DataTable';
import { renderInProvider } from './testing';
import type { TableColumn } from './types';

interface Bill {
  id: number;
  month: string;
  address: string;
  amount: number;
  status: string;
}

const columns: TableColumn<Bill>[] = [
  { key: 'month', label: 'Month', type: 'date' },
  { key: 'address', label: 'Apartment' },
  { key: 'amount', label: 'Amount', type: 'money' },
  { key: 'status', label: 'Status', type: 'status' },
];

const rows: Bill[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  month: `2026-0${i + 1}-01`,
  address: 'ვაჟა-ფშაველას გამზირი 71, კორპუსი A, ბინა 17, ძალიან გრძელი მისამართი',
  amount: 12345.67 * (i + 1),
  status: 'overdue',
}));

afterEach(async () => {
  await page.viewport(414, 896);
});

describe('DataTable layout', () => {
  it('stacks one card per row at 375 px, every label beside its value, nothing scrolling sideways', async () => {
    await page.viewport(375, 740);
    renderInProvider(<DataTable caption="Bills" emptyMessage="-" columns={columns} rows={rows} />, {
      language: 'ge',
    });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Bills' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getAllByRole('term')).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Amount');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    for (const card of cards) {
      expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  });

  it('responds to its own width: a narrow column of a wide page gets cards', async () => {
    await page.viewport(1280, 800);
    renderInProvider(<DataTable caption="Bills" emptyMessage="-" columns={columns} rows={rows} />, {
      width: 360,
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Bills' })).toBeVisible();
  });

  it('is a table with a caption and column headers on a desktop', async () => {
    await page.viewport(1280, 800);
    renderInProvider(<DataTable caption="Bills" emptyMessage="-" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Bills' });
    expect(table.querySelector('caption')).toHaveTextContent('Bills');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
    expect(screen.queryByRole('list', { name: 'Bills' })).toBeNull();
  });
});
