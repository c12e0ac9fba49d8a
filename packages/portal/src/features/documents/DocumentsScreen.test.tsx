// /documents (issue 24 §7), a list screen from the route factory, against the real demo API: its
// rows, filters in the address next to a screen's own params, each call made once, cards with a
// download on a phone.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderDemoPortal } from '../../../test/demoPortal';

const table = (name: string) => screen.findByRole('table', { name });

describe('/documents', () => {
  it('lists the resident’s documents; a filter joins the address and keeps the screen’s own params', async () => {
    await page.viewport(1280, 800);
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/documents?view=compact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const documents = await table('Your documents');
    const all = within(documents).getAllByRole('row').length;
    expect(all).toBeGreaterThan(1);
    // Each call of the first view once: the config's two and the page.
    for (const path of ['/api/config/columns/documents', '/api/config/filters/documents']) {
      expect(demo.gets(path)).toBe(1);
    }
    expect(demo.gets('/api/documents')).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'contract');
    await waitFor(() =>
      expect(demo.portal.router.state.location.search).toEqual({
        view: 'compact',
        type: 'contract',
      }),
    );
    await waitFor(() =>
      within(documents)
        .getAllByRole('row')
        .slice(1)
        .forEach((row) => expect(row).toHaveTextContent('Contract')),
    );
    // Clearing the filters clears only the filters.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(demo.portal.router.state.location.search).toEqual({ view: 'compact' }),
    );
    await waitFor(() => expect(within(documents).getAllByRole('row')).toHaveLength(all));
  });

  it('is stacked cards on a phone, each document downloadable', async () => {
    await page.viewport(375, 740);
    await renderDemoPortal('/documents');
    const cards = await screen.findByRole('list', { name: 'Your documents' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('button', { name: /Download/ })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});
