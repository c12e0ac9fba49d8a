// DataTable with local rows and columns: file links only when safe, downloads through the caller,
// statuses as labelled badges, local filtering and paging, controlled state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DataTable } from './DataTable';
import { renderInProvider } from './testing';
import type { TableColumn } from './types';

beforeEach(async () => {
  await page.viewport(1280, 800);
});

interface Doc {
  id: number;
  title: string;
  file: string | null;
  status: string;
}

const columns: TableColumn<Doc>[] = [
  { key: 'title', label: 'Title' },
  { key: 'file', label: 'File', type: 'link' },
  { key: 'status', label: 'Status', type: 'status' },
];

const docs: Doc[] = [
  { id: 1, title: 'Statement', file: 'https://files.example/statement.pdf', status: 'paid' },
  { id: 2, title: 'Script', file: 'javascript:alert(1)', status: 'overdue' },
  { id: 3, title: 'Plain', file: 'http://files.example/plain.pdf', status: 'unpaid' },
  { id: 4, title: 'Ours', file: '/files/ours.pdf', status: 'paid' },
  { id: 5, title: 'Sneaky', file: '//evil.example/x.pdf', status: 'paid' },
  { id: 6, title: 'None', file: null, status: 'paid' },
];

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

describe('DataTable file links', () => {
  it('links https: and same-origin files in a new tab without a handle on our page', () => {
    renderInProvider(<DataTable caption="Docs" emptyMessage="-" columns={columns} rows={docs} />);
    for (const title of ['Statement', 'Ours']) {
      const link = within(rowOf(title)).getByRole('link');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
    expect(within(rowOf('Ours')).getByRole('link')).toHaveAttribute(
      'href',
      `${location.origin}/files/ours.pdf`,
    );
  });

  it('shows javascript:, plain http: elsewhere and //host addresses as text, never as links', () => {
    renderInProvider(<DataTable caption="Docs" emptyMessage="-" columns={columns} rows={docs} />);
    for (const title of ['Script', 'Plain', 'Sneaky']) {
      expect(within(rowOf(title)).queryByRole('link')).toBeNull();
    }
    expect(rowOf('Script')).toHaveTextContent('javascript:alert(1)');
    expect(rowOf('None')).toHaveTextContent('—');
  });

  it('fetches a file behind the session through the caller and saves it under its name', async () => {
    const user = userEvent.setup();
    const fetchFile = vi.fn(async () => ({
      blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      filename: 'statement.pdf',
      contentType: 'application/pdf',
    }));
    const saved: { name: string; scheme: string; rel: string; inRow: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({
        name: this.download,
        scheme: this.href.slice(0, 5),
        rel: this.rel,
        inRow: rowOf('Statement').contains(this),
      });
    });
    renderInProvider(
      <DataTable
        caption="Docs"
        emptyMessage="-"
        columns={columns}
        rows={docs.slice(0, 1)}
        cells={{ file: { value: () => 'statement.pdf', download: () => fetchFile } }}
      />,
    );
    // The host page's own body: a widget adds nothing to it, even for a moment.
    const hostBody = new MutationObserver(() => {});
    hostBody.observe(document.body, { childList: true });
    await user.click(screen.getByRole('button', { name: 'Download statement.pdf' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'statement.pdf',
      scheme: 'blob:',
      rel: 'noopener noreferrer',
      inRow: true,
    });
    expect(hostBody.takeRecords()).toEqual([]);
    hostBody.disconnect();
    expect(rowOf('Statement').querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('says so in place when a download fails', async () => {
    const user = userEvent.setup();
    renderInProvider(
      <DataTable
        caption="Docs"
        emptyMessage="-"
        columns={columns}
        rows={docs.slice(0, 1)}
        cells={{ file: { download: () => () => Promise.reject(new Error('offline')) } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Download/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
  });
});

describe('DataTable with local rows', () => {
  it('shows statuses as badges with a text, whatever their colour', () => {
    renderInProvider(
      <DataTable
        caption="Docs"
        emptyMessage="-"
        columns={columns}
        rows={docs}
        cells={{ status: { labels: { paid: 'Settled' } } }}
      />,
    );
    expect(rowOf('Statement')).toHaveTextContent('Settled');
    // No label given: the ui's own status text, else the value itself.
    expect(rowOf('Script')).toHaveTextContent('overdue');
  });

  it('pages local rows and filters them by a local select filter', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 23 }, (_, i) => ({
      id: i + 1,
      title: `Bill ${i + 1}`,
      file: null,
      status: i % 2 ? 'paid' : 'unpaid',
    }));
    renderInProvider(
      <DataTable
        caption="Bills"
        emptyMessage="-"
        columns={columns}
        rows={many}
        filters={[
          {
            key: 'status',
            kind: 'select',
            label: 'Status',
            options: [
              { value: 'paid', label: 'Paid' },
              { value: 'unpaid', label: 'Unpaid' },
            ],
          },
        ]}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('1–10 of 23');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    expect(pages).toHaveTextContent('1–10 of 11');
    const table = screen.getByRole('table', { name: 'Bills' });
    within(table)
      .getAllByRole('row')
      .slice(1)
      .forEach((row) => expect(row).toHaveTextContent('Paid'));
  });

  it('follows a host that owns its state and reports every change to it', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    const rows = Array.from({ length: 15 }, (_, i) => ({
      id: i + 1,
      title: `Row ${i + 1}`,
      file: null,
      status: 'paid',
    }));
    const { rerender } = renderInProvider(
      <DataTable
        caption="Rows"
        emptyMessage="-"
        columns={columns}
        rows={rows}
        state={{ page: 1 }}
        onStateChange={onStateChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onStateChange).toHaveBeenCalledWith({ page: 2, perPage: 10, filters: {} });
    // The host did not move: neither does the table.
    expect(screen.getByRole('rowheader', { name: 'Row 1' })).toBeVisible();
    rerender(
      <DataTable
        caption="Rows"
        emptyMessage="-"
        columns={columns}
        rows={rows}
        state={{ page: 2 }}
        onStateChange={onStateChange}
      />,
    );
    expect(await screen.findByRole('rowheader', { name: 'Row 11' })).toBeVisible();
  });
});
