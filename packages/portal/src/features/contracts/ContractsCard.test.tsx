// The contracts card (for the dashboard) and the overdue badge on Documents, against the demo API as
// the owner: the summary's figures and overdue contracts, a failure with its retry, the empty state,
// and the menu naming the overdue count once.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createDemoApi, DEMO_PASSWORD } from '@sakhli/demo-api';
import {
  createClient,
  getContractsOverdueCount,
  getContractsSummary,
  login,
  verifyAuth,
  type SakhliClient,
} from '@sakhli/sdk';
import { SakhliProvider } from '@sakhli/widgets';
import { heading } from '../../../test/renderPortal';
import { renderDemoPortal } from '../../../test/demoPortal';
import { ContractsCard } from './ContractsCard';

const OWNER = 'owner@sakhli.ge';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

/** The owner's client on a fresh demo API; `override` answers some calls instead. */
async function ownerClient(
  override: (request: Request) => Response | Promise<Response> | undefined = () => undefined,
): Promise<SakhliClient> {
  const api = createDemoApi();
  const session = { accessToken: null as string | null, refreshToken: null as string | null };
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return Promise.resolve(override(request) ?? api.fetch(request));
  }) as typeof globalThis.fetch;
  const client = createClient({ baseURL: 'http://api.test/', session, fetch });
  const answer = await login(client, { email: OWNER, password: DEMO_PASSWORD });
  session.accessToken = answer.access_token;
  session.refreshToken = answer.refresh_token;
  if (answer.code === -2) await verifyAuth(client, api.db().outbox.latest(OWNER, 'code')!.code!);
  return client;
}

/** The card alone, as a dashboard places it: under the provider and a router (its link). */
function renderCard(client: SakhliClient) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ContractsCard /> }),
    history: createMemoryHistory(),
  });
  render(
    <SakhliProvider client={client} language="en">
      <RouterProvider router={router} />
    </SakhliProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ContractsCard', () => {
  it('sums up the contracts and lists the overdue ones', async () => {
    const client = await ownerClient();
    const summary = await getContractsSummary(client);
    renderCard(client);
    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeVisible();
    expect(await screen.findByText(`${summary.total} contracts`)).toBeVisible();
    expect(screen.getByText(/payments? overdue:/)).toHaveTextContent(
      new RegExp(`^${summary.overdue_count} payments? overdue:`),
    );
    const table = screen.getByRole('table', { name: 'Contracts with overdue payments' });
    const overdue = summary.contracts.filter((k) => k.overdue_count > 0);
    expect(within(table).getAllByRole('row')).toHaveLength(overdue.length + 1);
    expect(screen.getByRole('link', { name: 'Contract documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('says a failure with its reason and loads again on Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const client = await ownerClient((request) =>
      fail && new URL(request.url).pathname === '/api/contracts/summary'
        ? json({ message: 'Contracts are resting.' }, 503)
        : undefined,
    );
    renderCard(client);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Contracts are resting.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/\d+ contracts?$/)).toBeVisible();
  });

  it('shows a skeleton while the summary comes, and the empty state for no contracts', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const empty = { currency: 'GEL', total: 0, overdue_count: 0, overdue_amount: 0, contracts: [] };
    const client = await ownerClient((request) =>
      new URL(request.url).pathname === '/api/contracts/summary'
        ? held.then(() => json({ data: empty }))
        : undefined,
    );
    renderCard(client);
    expect(await screen.findByRole('status')).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(
      await screen.findByText(
        'Your management, rent and utilities contracts will be summed up here.',
      ),
    ).toBeVisible();
  });
});

describe('the overdue contracts badge', () => {
  it('counts the overdue payments on Documents, named once for screen readers', async () => {
    const api = createDemoApi();
    api.db().accounts.accounts.find((a) => a.email === OWNER)!.language = 'en';
    const demo = await renderDemoPortal('/apartments', { email: OWNER, api });
    await heading('Apartments');
    const count = await getContractsOverdueCount(demo.direct);
    expect(count).toBeGreaterThan(0);
    const menu = screen.getByRole('navigation', { name: /menu/i });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: `Documents, ${count} overdue` })).toBeVisible(),
    );
    expect(demo.gets('/api/contracts/overdue_count')).toBe(1);
  });
});
