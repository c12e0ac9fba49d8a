// DataTable over a list definition (issue 24): the calls a loader starts with `tableQueryOptions`
// are exactly the table's (nothing fetched twice), the footer says the list's totals, a row opens
// its detail through a real link, the toolbar stays through every state, and one layout is
// mounted at a time (a row's action exists once).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  createClient,
  documentsList,
  invoicesList,
  type Invoice,
  type SakhliDocument,
} from '@sakhli/sdk';
import { createQueryClient } from '../../shell/queryClient';
import { SakhliProvider } from '../../shell/SakhliProvider';
import { WidgetRoot } from '../../shell/WidgetRoot';
import { Money } from '../Money';
import { DataTable } from './DataTable';
import { tableQueryOptions } from './tableQueries';
import { API_BASE, renderInProvider, serveTableApi, signedIn, type Served } from './testing';
import type { Tokens } from '../../ticket-chat/testing';

let served: Served;
let session: Tokens;

beforeEach(async () => {
  await page.viewport(1280, 800);
  served = serveTableApi();
  session = await signedIn(served);
});
afterEach(() => vi.unstubAllGlobals());

const count = (path: string) => served.urls.filter((u) => u.pathname === path).length;

describe('DataTable over a list definition', () => {
  it('makes no call of its own after a loader started tableQueryOptions for the same state', async () => {
    const state = { page: 1, filters: { type: 'contract', ghost: 'x' } };
    // The provider's own defaults (30 s fresh), as the portal's.
    const queryClient = createQueryClient();
    const client = createClient({ baseURL: API_BASE, session: { ...session } });
    await Promise.all(
      tableQueryOptions(client, documentsList, state).map((query) =>
        queryClient.prefetchQuery(query as Parameters<typeof queryClient.prefetchQuery>[0]),
      ),
    );
    expect(count('/api/config/columns/documents')).toBe(1);
    expect(count('/api/config/filters/documents')).toBe(1);
    expect(count('/api/documents')).toBe(1);
    render(
      <SakhliProvider apiBase={API_BASE} language="en" session={session} queryClient={queryClient}>
        <WidgetRoot>
          <DataTable<SakhliDocument>
            caption="Documents"
            emptyMessage="-"
            list={documentsList}
            defaultState={state}
          />
        </WidgetRoot>
      </SakhliProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    // Same keys, so the cache answered: still one call each, and the filter the list does not
    // declare (`ghost`) was sent by neither.
    expect(count('/api/documents')).toBe(1);
    expect(count('/api/config/columns/documents')).toBe(1);
    expect(served.lastQuery('/api/documents')?.has('ghost')).toBe(false);
    expect(served.lastQuery('/api/documents')?.get('type')).toBe('contract');
  });

  it('says the totals of every matching row in its footer, as a table row and as a card', async () => {
    const footer = (page: { totals?: Readonly<Record<string, number>>; itemsCount: number }) =>
      page.totals
        ? {
            label: `Total of ${page.itemsCount}`,
            cells: { total: <Money amount={page.totals.total ?? 0} fractionDigits={2} /> },
          }
        : null;
    const { unmount } = renderInProvider(
      <DataTable<Invoice>
        caption="Invoices"
        emptyMessage="-"
        list={invoicesList}
        footer={footer}
      />,
      { session },
    );
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const all = served.api.db().finance.invoices;
    const sum = all.reduce((s, i) => s + i.total, 0);
    const foot = table.querySelector('tfoot')!;
    expect(within(foot).getByRole('rowheader')).toHaveTextContent(`Total of ${all.length}`);
    // The sum over every invoice, not this page's ten (jest-dom reads a no-break space as a space).
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'GEL' }).format(sum);
    expect(foot).toHaveTextContent(money.replace(/\s/g, ' '));
    unmount();
    await page.viewport(375, 740);
    renderInProvider(
      <DataTable<Invoice>
        caption="Invoices"
        emptyMessage="-"
        list={invoicesList}
        footer={footer}
      />,
      { session },
    );
    const card = await screen.findByRole('region', { name: `Total of ${all.length}` });
    expect(card).toHaveTextContent('Total');
  });

  it('opens a row through a real link, or the host’s navigation on a plain click', async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    renderInProvider(
      <DataTable<SakhliDocument>
        caption="Documents"
        emptyMessage="-"
        list={documentsList}
        rowHref={(row) => `/documents/${row.id}`}
        onRowOpen={onRowOpen}
      />,
      { session },
    );
    const table = await screen.findByRole('table', { name: 'Documents' });
    const first = within(table).getAllByRole('row')[1]!;
    const link = within(within(first).getByRole('rowheader')).getByRole('link');
    const id = Number(link.getAttribute('href')!.split('/').at(-1));
    expect(link).toHaveAttribute('href', `/documents/${id}`);
    link.focus();
    await user.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith(expect.objectContaining({ id }));
  });

  it('keeps its toolbar through loading, error and data', async () => {
    served.breakPath('/api/documents');
    renderInProvider(
      <DataTable<SakhliDocument>
        caption="Documents"
        emptyMessage="-"
        list={documentsList}
        toolbar={<button type="button">Export</button>}
      />,
      { session },
    );
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    served.heal();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Documents' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  });

  it('mounts one layout at a time: a row action exists once, and follows the width', async () => {
    const mounted = vi.fn();
    const Action = ({ id }: { id: number }) => {
      mounted(id);
      return <button type="button">Open {id}</button>;
    };
    await page.viewport(375, 740);
    renderInProvider(
      <DataTable<SakhliDocument>
        caption="Documents"
        emptyMessage="-"
        list={documentsList}
        rowActions={(row) => <Action id={row.id} />}
      />,
      { session },
    );
    const cards = await screen.findByRole('list', { name: 'Documents' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    const name = within(first).getByRole('button').textContent!;
    expect(screen.getAllByRole('button', { name, hidden: true })).toHaveLength(1);
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    await page.viewport(1280, 800);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Documents' })).toBeVisible());
    expect(screen.queryByRole('list', { name: 'Documents', hidden: true })).toBeNull();
    expect(screen.getAllByRole('button', { name, hidden: true })).toHaveLength(1);
  });
});
