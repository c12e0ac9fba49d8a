// DataTable against the demo API: config'd columns and filters, server pagination, filters as
// request params, formatted cells, empty / error-with-retry states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { bookingsList, documentsList } from '@sakhli/sdk';
import { DataTable } from './DataTable';
import { renderInProvider, serveTableApi, signedIn, type Served } from './testing';
import type { Tokens } from '../../ticket-chat/testing';

let served: Served;
let session: Tokens;

beforeEach(async () => {
  // A desktop: the table layout (the cards are tested at 375 px in DataTable.layout.test.tsx).
  await page.viewport(1280, 800);
  served = serveTableApi();
  session = await signedIn(served);
});
afterEach(() => vi.unstubAllGlobals());

function bookings(props: Partial<Parameters<typeof DataTable>[0]> = {}) {
  return renderInProvider(
    <DataTable
      caption="Bookings"
      emptyMessage="Your bookings will be listed here."
      list={bookingsList}
      {...props}
    />,
    { session },
  );
}

const table = () => screen.findByRole('table', { name: 'Bookings' });

describe('DataTable from a table config and a server list', () => {
  it('shows the config columns as header cells and formats money, dates and statuses', async () => {
    bookings();
    const grid = await table();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[⇅▲▼]/g, ''));
    expect(headers).toEqual([
      'ID',
      'Status',
      'Arrival',
      'Departure',
      'Nights',
      'Adults',
      'Children',
      'Guest',
      'Apartment',
      'Price',
    ]);
    const first = within(grid).getAllByRole('row')[1]!;
    // spec: money in GEL, dates in the language, the status as a labelled badge, the id as row header.
    expect(within(first).getByRole('rowheader')).toHaveTextContent('5008');
    expect(first).toHaveTextContent('GEL 1,400');
    // Arrivals are seeded relative to the demo API's today, so the expected date is the server's.
    const arrival = served.api.db().bookings.bookings.find((b) => b.id === 5008)!.incomeDate;
    expect(first).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${arrival}T00:00Z`),
      ),
    );
    expect(first).toHaveTextContent('Approved');
    expect(first).toHaveTextContent('12 Sherif Khimshiashvili St');
    expect(served.lastQuery('/api/bookings')?.get('page')).toBe('1');
    expect(served.lastQuery('/api/bookings')?.get('per_page')).toBe('10');
  });

  it('pages on the server: next page asks for page 2 and says which rows are shown', async () => {
    const user = userEvent.setup();
    bookings();
    const grid = await table();
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 · 1–10 of 12');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(served.lastQuery('/api/bookings')?.get('page')).toBe('2');
    expect(pages).toHaveTextContent('Page 2 of 2 · 11–12 of 12');
    // The last page keeps the focused button (aria-disabled), so a keyboard user is not dropped.
    expect(within(pages).getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('changes rows per page and goes back to page 1', async () => {
    const user = userEvent.setup();
    bookings({ defaultState: { page: 2 } });
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(served.lastQuery('/api/bookings')?.get('per_page')).toBe('25'));
    expect(served.lastQuery('/api/bookings')?.get('page')).toBe('1');
    expect(within(await table()).getAllByRole('row')).toHaveLength(13);
  });

  it('sends a chosen select filter as its key and shows only matching rows', async () => {
    const user = userEvent.setup();
    bookings({ defaultState: { page: 2 } });
    const grid = await table();
    const filters = screen.getByRole('group', { name: 'Filters' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'new');
    await waitFor(() => expect(served.lastQuery('/api/bookings')?.get('status')).toBe('new'));
    expect(served.lastQuery('/api/bookings')?.get('page')).toBe('1');
    await waitFor(() =>
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .forEach((row) => expect(row).toHaveTextContent('New')),
    );
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(served.lastQuery('/api/bookings')?.has('status')).toBe(false));
  });

  it('sends a date range as key_from / key_to', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    bookings({
      state: { filters: { income_date: { from: '2026-12-01', to: '2026-12-31' } } },
      onStateChange,
    });
    // A fixed range: on some test dates no booking falls in it, so wait for the request, not a row.
    await waitFor(() => expect(served.lastQuery('/api/bookings')).toBeDefined());
    const query = served.lastQuery('/api/bookings')!;
    expect(query.get('income_date_from')).toBe('2026-12-01');
    expect(query.get('income_date_to')).toBe('2026-12-31');
    // The date filter arrives in its own chunk.
    const toggle = await screen.findByRole('button', { name: /Arrival date/ });
    expect(toggle).toHaveAccessibleName(/Dec 1, 2026 – Dec 31, 2026/);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 1, perPage: 10, filters: {} });
    expect(toggle).toHaveFocus();
  });

  it('sends typed search text once typing settles', async () => {
    const user = userEvent.setup();
    renderInProvider(
      <DataTable
        caption="Documents"
        emptyMessage="Your documents will be listed here."
        list={documentsList}
      />,
      { session },
    );
    await screen.findByRole('table', { name: 'Documents' });
    await user.type(screen.getByRole('searchbox', { name: 'Title' }), 'receipt');
    await waitFor(() => expect(served.lastQuery('/api/documents')?.get('title')).toBe('receipt'));
    // One request for the settled text, not one per letter.
    const titles = served.urls.filter((u) => u.searchParams.has('title'));
    expect(titles).toHaveLength(1);
  });

  it('drops filters the config does not know and select values it does not offer', async () => {
    bookings({ state: { filters: { status: 'exploded', nope: 'x', apartment_id: '105' } } });
    await table();
    const query = served.lastQuery('/api/bookings')!;
    expect(query.has('status')).toBe(false);
    expect(query.has('nope')).toBe(false);
    expect(query.get('apartment_id')).toBe('105');
  });

  it('asks for a sort by a sortable column and marks the header', async () => {
    const user = userEvent.setup();
    bookings();
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: 'Sort by Price' }));
    await waitFor(() => expect(served.lastQuery('/api/bookings')?.get('sort')).toBe('price'));
    expect(within(grid).getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(grid).getByRole('button', { name: 'Sort by Price' }));
    await waitFor(() => expect(served.lastQuery('/api/bookings')?.get('sort')).toBe('-price'));
    // Not sortable in the config: a plain header.
    expect(within(grid).queryByRole('button', { name: 'Sort by Apartment' })).toBeNull();
  });
});

describe('DataTable states', () => {
  it('shows a skeleton while loading, then the rows', async () => {
    bookings();
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');
    await table();
    expect(screen.queryByText('Loading rows…')).toBeNull();
  });

  it('says what would be here when the list is empty', async () => {
    renderInProvider(
      <DataTable
        caption="Stays"
        emptyMessage="Your stays will be listed here."
        columns={[{ key: 'id', label: 'ID' }]}
        rows={[]}
      />,
    );
    expect(await screen.findByText('Your stays will be listed here.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to clear filters when they match nothing', async () => {
    const user = userEvent.setup();
    bookings({ defaultState: { filters: { apartment_id: '105', status: 'canceled' } } });
    expect(await screen.findByText('Nothing matches these filters')).toBeVisible();
    const main = screen.getByText('Nothing matches these filters').parentElement!;
    await user.click(within(main).getByRole('button', { name: 'Clear filters' }));
    expect(await table()).toBeVisible();
  });

  it('shows the server message with a retry that loads the rows, once: no toast says it again', async () => {
    const user = userEvent.setup();
    served.breakPath('/api/bookings');
    bookings();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('The list is resting.');
    // The table's failure is shown in place only (a toast would be a second alert, same words).
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByText('The list is resting.')).toHaveLength(1);
    served.heal();
    await user.click(retry);
    expect(await table()).toBeVisible();
  });
});
