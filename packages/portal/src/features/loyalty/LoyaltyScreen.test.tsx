import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, renderPortal, type Answers } from '../../../test/renderPortal';

const entry = (id: number, status: string, points: number) => ({
  id,
  date: '2026-11-20T10:00:00Z',
  title: `Entry ${id}`,
  points,
  status,
});

const answers: Answers = {
  'GET api/loyalty/wallet': () => [
    200,
    { data: { confirmed: 900, unconfirmed: 200, available: 600, spent: 300 } },
  ],
  'GET api/loyalty/products': () => [200, { data: [] }],
  'GET api/loyalty/recommendations': () => [200, { data: [] }],
  'GET api/loyalty/history': () => [
    200,
    { data: { items: [entry(1, 'purchase', -300)] }, meta: { items_count: 1 } },
  ],
};

/** The history calls the portal made, as `status` query values ('' for none). */
function historyStatuses(fetch: { mock: { calls: unknown[][] } }): string[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input)))
    .filter((url) => url.pathname === '/api/loyalty/history')
    .map((url) => url.searchParams.get('status') ?? '');
}

describe('/loyalty', () => {
  it("shows the wallet; the history's status filter lives in the address, each call made once", async () => {
    const { portal, fetch } = await renderPortal('/loyalty?status=purchase', {
      signedIn: true,
      answers,
    });
    await heading('Loyalty programme');
    const history = await screen.findByRole('region', { name: 'Points history' });
    const status = await within(history).findByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('purchase');
    await waitFor(() => expect(historyStatuses(fetch)).toEqual(['purchase']));
    // The loader's prefetch and the screen's reads are one call each.
    for (const path of [
      '/api/loyalty/wallet',
      '/api/loyalty/products',
      '/api/loyalty/recommendations',
    ]) {
      const calls = fetch.mock.calls.filter(([input]) => new URL(String(input)).pathname === path);
      expect(calls, path).toHaveLength(1);
    }

    await userEvent.selectOptions(status, '');
    await waitFor(() => expect(portal.router.state.location.search).toEqual({}));
    await waitFor(() => expect(historyStatuses(fetch)).toEqual(['purchase', '']));
  });

  it('a 401 inside the wallet (an exchange) signs out and opens sign-in, as elsewhere', async () => {
    const { portal, storage } = await renderPortal('/loyalty', {
      signedIn: true,
      answers: {
        ...answers,
        'GET api/loyalty/products': () => [
          200,
          {
            data: [
              {
                id: 4,
                name: 'Airport transfer',
                description: 'One way.',
                points: 250,
                stock: 3,
                image: null,
              },
            ],
          },
        ],
        'POST api/loyalty/exchange_points/4': () => [401, { message: 'Unauthorized.' }],
      },
    });
    await heading('Loyalty programme');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Exchange points for Airport transfer' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/login'));
    await heading('Sign in');
    for (const key of ['access-token', 'refresh-token', 'user', 'auth-verified']) {
      expect(storage.getItem(`sakhli:${key}`)).toBeNull();
    }
  });
});
