// docs/security.md "Roles": the host's pages (bookings, their orders, services, analytics, deals)
// are the owner's. A resident's menu leaves them out, and a typed address of one says it is not
// available for the account — no redirect, no 404, and none of the page's calls.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { heading, OWNER_USER, renderPortal } from '../../test/renderPortal';
import { menu, menuFor } from './layout/menu';
import { joinMainArea } from './mainArea';
import { mainAreaTree } from './mainAreaTree';
import { createPortalRouter } from './router';
import type { PortalRouterContext } from './routes/define';

const OWNER_PAGES = [
  '/bookings',
  '/bookings/$bookingId/orders',
  '/bookings/$bookingId/orders/$orderId',
  '/services',
  '/analytics',
  '/deals',
];

/** Each route's `staticData.roles`, by full path, read from the portal's own tree. */
function rolesOf() {
  // The main area's routes, which the app fetches on first use, are all here from the start.
  joinMainArea(mainAreaTree);
  const router = createPortalRouter({} as PortalRouterContext, createMemoryHistory());
  const routes = router.routesByPath as Record<string, AnyRoute | undefined>;
  return (to: string) => routes[to]?.options.staticData?.roles;
}

describe('roles per route', () => {
  it('marks exactly the host pages as owner-only', () => {
    joinMainArea(mainAreaTree);
    const router = createPortalRouter({} as PortalRouterContext, createMemoryHistory());
    const ownerOnly = Object.values(router.routesByPath as Record<string, AnyRoute>)
      .filter((route) => route.options.staticData?.roles?.includes('resident') === false)
      .map((route) => route.fullPath as string);
    expect(ownerOnly.sort()).toEqual([...OWNER_PAGES].sort());
  });

  it('the menu shows a resident only what the resident may open, the owner everything', () => {
    const links = (sections: ReturnType<typeof menuFor>) =>
      sections.flatMap((section) => section.items.map((item) => item.to));
    const all = links(menu);
    const resident = links(menuFor('resident', rolesOf()));
    expect(all.filter((to) => !resident.includes(to))).toEqual([
      '/bookings',
      '/services',
      '/deals',
      '/analytics',
    ]);
    expect(links(menuFor('owner', rolesOf()))).toEqual(all);
  });
});

describe('a resident on an owner page', () => {
  it('sees "not available" with the way home, keeps the address, and no bookings call is made', async () => {
    const { fetch, portal } = await renderPortal('/bookings', { signedIn: true });
    await heading('This page is not available for your account');
    expect(screen.getByText(/shown to the apartment’s owner only/)).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe('/bookings');
    const called = fetch.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(called.filter((path) => path.includes('booking'))).toEqual([]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    await heading('Dashboard');
  });

  it('finds no Bookings, Services, Deals or Analytics in the menu', async () => {
    await renderPortal('/home', { signedIn: true });
    await heading('Dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Apartments' })).toBeInTheDocument();
    for (const name of [/^Bookings/, 'Services', 'Deals', 'Analytics']) {
      expect(within(nav).queryByRole('link', { name })).toBeNull();
    }
  });

  it('the owner opens the same address as the page itself', async () => {
    await renderPortal('/deals', {
      signedIn: true,
      user: OWNER_USER,
      // The deals table (issue 26 §7): its config and an empty page.
      answers: {
        'GET api/config/columns/deals': () => [200, { data: [] }],
        'GET api/config/filters/deals': () => [200, { data: [] }],
        'GET api/deals': () => [200, { data: { items: [] }, meta: { items_count: 0 } }],
      },
    });
    await heading('Deals');
    expect(screen.queryByText(/not available for your account/)).toBeNull();
  });
});
