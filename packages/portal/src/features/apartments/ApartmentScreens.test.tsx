// /apartments, /apartments/{id} and /apartments/test/{id} against the demo API: the list with its
// billing and links, the apartment page with the bills widget and, for the owner, its bookings
// table (a resident sees no guests: docs/security.md "Roles"), the table's state in the address
// (Back and reload keep it), one call per piece of data, and ids that are not the user's going to
// the not-found page.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createDemoApi } from '@sakhli/demo-api';
import { getApartmentsBilling } from '@sakhli/sdk';
import { heading } from '../../../test/renderPortal';
import { renderDemoPortal } from '../../../test/demoPortal';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

/** GEL as English text shows it (the no-break space read as a space, as toHaveTextContent does). */
const gel = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'GEL' })
    .format(amount)
    .replace(/\s/g, ' ');

/** A demo API whose owner reads English, like the resident (the seeded owner reads Georgian). */
function englishOwnerApi(api = createDemoApi()) {
  api.db().accounts.accounts.find((a) => a.role === 'owner')!.language = 'en';
  return api;
}

/** Signed in as the apartments' owner: the bookings section is theirs. */
const asOwner = (api?: ReturnType<typeof createDemoApi>) => ({
  email: 'owner@sakhli.ge',
  api: englishOwnerApi(api),
});

const table = (name: string | RegExp) => screen.findByRole('table', { name });

describe('/apartments', () => {
  it("lists the resident's apartments with what they owe, each linking to its page", async () => {
    const user = userEvent.setup();
    const demo = await renderDemoPortal('/apartments');
    await heading('Apartments');
    const list = await table('Your apartments and what they owe');
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('71 Vazha-Pshavela Ave, block A, apt 17');
    expect(rows[0]).toHaveTextContent('Tbilisi');
    // Debts grow with the months billed, so the expected sums are the server's on the test clock.
    const billing = await getApartmentsBilling(demo.direct);
    expect(rows[0]).toHaveTextContent(gel(billing[0]!.debt));
    expect(rows[0]).toHaveTextContent('To pay');
    const total = billing.reduce((sum, b) => sum + b.debt, 0);
    expect(screen.getByText(/^Total to pay:/)).toHaveTextContent(gel(total));
    // One call each for the list and the billing, started with the screen.
    expect(demo.gets('/api/apartments/list')).toBe(1);
    expect(demo.gets('/api/apartments/billing')).toBe(1);
    await user.click(within(rows[1]!).getByRole('link', { name: /apt 58/ }));
    await heading('Apartment');
    expect(demo.portal.router.state.location.pathname).toBe('/apartments/102');
  });
});

describe('/apartments/{id}', () => {
  it('shows the bills widget and the bookings of that apartment only, from the bookings config', async () => {
    const demo = await renderDemoPortal('/apartments/101', asOwner());
    await heading('Apartment');
    const bookings = await table('Bookings of this apartment');
    const headers = within(bookings)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.join('|')).toMatch(/^ID.*\|Status.*\|Arrival.*\|Departure/);
    // The apartment column and filter say nothing on one apartment's page.
    expect(headers.join('|')).not.toMatch(/Apartment/);
    expect(screen.queryByRole('combobox', { name: 'Apartment' })).toBeNull();
    const rows = within(bookings).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    // The widget: the apartment's address and its utilities.
    expect(await screen.findByRole('tab', { name: /Electricity/ })).toBeVisible();
    // One page of the bookings list, fixed to this apartment, once.
    expect(demo.gets('/api/bookings')).toBe(1);
    const asked = demo.urls.find((u) => u.pathname === '/api/bookings')!;
    expect(asked.searchParams.get('apartment_id')).toBe('101');
    expect(demo.gets('/api/config/columns/bookings')).toBe(1);
  });

  it('asks for all its first view shows at once: nothing waits for the apartments list', async () => {
    // The list answers only once the rest of the first view's calls have gone out: a call that
    // waited for it (the widget's, made after its list and billing) would never be made.
    let answerList!: () => void;
    const listHeld = new Promise<void>((resolve) => (answerList = resolve));
    const real = createDemoApi();
    const api = {
      ...real,
      fetch: async (request: Request) => {
        if (new URL(request.url).pathname === '/api/apartments/list') await listHeld;
        return real.fetch(request);
      },
    };
    const demo = await renderDemoPortal('/apartments/101', asOwner(api));
    const firstView = [
      '/api/apartments/billing',
      '/api/finance/summary',
      '/api/apartments/electricity/total',
      '/api/apartments/water/total',
      '/api/apartments/services/total',
      '/api/apartments/internetTv/total',
      '/api/apartments/101',
      '/api/apartments/electricity/101',
      '/api/bookings',
      '/api/config/columns/bookings',
      '/api/config/filters/bookings',
    ];
    await waitFor(() => expect(firstView.filter((path) => demo.gets(path) === 0)).toEqual([]));
    answerList();
    await table('Electricity: monthly bills');
    await table('Bookings of this apartment');
    for (const path of ['/api/apartments/list', ...firstView]) expect(demo.gets(path)).toBe(1);
  });

  it('keeps the bookings filter in the address: Back undoes it, a reload finds it', async () => {
    const user = userEvent.setup();
    const api = createDemoApi();
    const first = await renderDemoPortal('/apartments/101', asOwner(api));
    const bookings = await table('Bookings of this apartment');
    const all = within(bookings).getAllByRole('row').length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'new');
    await waitFor(() =>
      expect(first.portal.router.state.location.search).toEqual({ status: 'new' }),
    );
    await waitFor(() =>
      within(bookings)
        .getAllByRole('row')
        .slice(1)
        .forEach((row) => expect(row).toHaveTextContent('New')),
    );
    const filtered = within(bookings).getAllByRole('row').length;
    expect(filtered).toBeLessThan(all);

    act(() => first.portal.router.history.back());
    await waitFor(() => expect(within(bookings).getAllByRole('row')).toHaveLength(all));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');

    // A reload of the filtered address: the same rows, the same filter chosen.
    document.body.innerHTML = '';
    await renderDemoPortal('/apartments/101?status=new', asOwner(api));
    const again = await table('Bookings of this apartment');
    await waitFor(() => expect(within(again).getAllByRole('row')).toHaveLength(filtered));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
  });

  it('shows a resident the bills of the apartment they live in, but not its guests', async () => {
    const demo = await renderDemoPortal('/apartments/101');
    await heading('Apartment');
    await table('Electricity: monthly bills');
    expect(screen.queryByRole('heading', { name: 'Bookings of this apartment' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Bookings of this apartment' })).toBeNull();
    // Neither the loader nor the screen asks: no call the API would refuse with 403.
    for (const path of [
      '/api/apartments/101/bookings',
      '/api/config/columns/bookings',
      '/api/config/filters/bookings',
    ])
      expect(demo.gets(path)).toBe(0);
    expect(demo.gets('/api/apartments/electricity/101')).toBe(1);
  });

  it('sends an unknown id, another person’s apartment and a non-id to the not-found page', async () => {
    for (const path of ['/apartments/999', '/apartments/105', '/apartments/abc']) {
      document.body.innerHTML = '';
      const demo = await renderDemoPortal(path);
      await heading('Page not found');
      expect(demo.portal.router.state.location.pathname).toBe('/404');
    }
  });
});

describe('/apartments/test/{id}', () => {
  it('is the same screen, marked as the test variant', async () => {
    await renderDemoPortal('/apartments/test/102', asOwner());
    await heading('Apartment (test view)');
    expect(screen.getByText(/^Test variant of the apartment page/)).toBeVisible();
    expect(await table('Bookings of this apartment')).toBeVisible();
  });

  it('is not found for an apartment that is not the user’s', async () => {
    const demo = await renderDemoPortal('/apartments/test/104');
    await heading('Page not found');
    expect(demo.portal.router.state.location.pathname).toBe('/404');
  });
});
