// /deals (issue 26 §7) against the demo API: the owner's deals in the shared table over `dealsList`,
// each call once and started with the screen; a stage filter narrows the rows and lands in the address.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { dealsList, fetchListPage } from '@sakhli/sdk';
import { renderDemoPortal } from '../../../test/demoPortal';
import { heading } from '../../../test/renderPortal';
import { titleMessages } from '../../app/messages';
import { dealsMessages } from './messages';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

// The owner reads Georgian.
const table = () => screen.findByRole('table', { name: dealsMessages['portal.deals.caption'].ge });

describe('/deals', () => {
  it("lists the owner's deals from the API, each call once, and filters by stage in the address", async () => {
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/deals', { email: 'owner@sakhli.ge' });
    await heading(titleMessages['portal.title.deals'].ge);
    const list = await table();
    const expected = await fetchListPage(demo.direct, dealsList, { perPage: 10 });
    expect(expected.items.length).toBeGreaterThan(0);
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(10, expected.itemsCount));
    // The API's first deal first (its texts are Georgian here, the direct client's English: the sum
    // reads the same).
    const first = expected.items[0]!;
    expect(rows[0]!.textContent!.replace(/\s/g, '')).toContain(String(Math.trunc(first.amount)));
    expect(demo.gets('/api/deals')).toBe(1);
    expect(demo.gets('/api/config/columns/deals')).toBe(1);
    expect(demo.gets('/api/config/filters/deals')).toBe(1);

    const stage = expected.items[0]!.stage;
    // The stage filter (ეტაპი, 'Stage'), in <main>: the header has a language select too.
    const filter = within(screen.getByRole('main')).getByRole('combobox', { name: 'ეტაპი' });
    await user.selectOptions(filter, stage);
    await waitFor(() => expect(demo.portal.router.state.location.search).toMatchObject({ stage }));
    const narrowed = await fetchListPage(demo.direct, dealsList, {
      perPage: 10,
      filters: { stage },
    });
    await waitFor(() =>
      expect(within(list).getAllByRole('row').slice(1)).toHaveLength(
        Math.min(10, narrowed.itemsCount),
      ),
    );
  });
});
