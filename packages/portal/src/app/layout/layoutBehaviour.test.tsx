// Layout behaviour a user notices: focus on the new screen's heading after navigation, the
// scroll-to-top control after 300 px, the skip link.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heading, OWNER_USER, renderPortal } from '../../../test/renderPortal';

afterEach(() => {
  document.body.style.minHeight = '';
  window.scrollTo(0, 0);
});

describe('layout', () => {
  it('after navigating, focus lands on the new screen heading and the page is at the top', async () => {
    await renderPortal('/home', { signedIn: true });
    await heading('Dashboard');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open support' }));
    const h1 = await heading('Support');
    await waitFor(() => expect(document.activeElement).toBe(h1));
    expect(window.scrollY).toBe(0);
  });

  it('shows "Back to top" only past 300 px', async () => {
    await renderPortal('/home', { signedIn: true });
    await heading('Dashboard');
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 250);
    fireEvent.scroll(window);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    window.scrollTo(0, 400);
    fireEvent.scroll(window);
    const toTop = await screen.findByRole('button', { name: 'Back to top' });
    window.scrollTo(0, 0);
    fireEvent.scroll(window);
    await waitFor(() => expect(toTop).not.toBeInTheDocument());
  });

  it('the skip link is the first stop and moves focus to <main>', async () => {
    await renderPortal('/home', { signedIn: true });
    await heading('Dashboard');
    const user = userEvent.setup();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});

describe('header and menu names', () => {
  it('the search button has one name, "Search", and a menu badge reads "Bookings, 2 new"', async () => {
    await renderPortal('/home', { signedIn: true, user: OWNER_USER });
    await heading('Dashboard');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Bookings, 2 new' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Support, 5 new' })).toBeInTheDocument();
  });
});

describe('log out link', () => {
  it('hovering or tabbing onto "Sign out" keeps the user signed in; pressing it signs out', async () => {
    const { portal } = await renderPortal('/home', { signedIn: true });
    await heading('Dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    const logoutLink = within(menu).getByRole('link', { name: 'Sign out' });
    const preload = vi.spyOn(portal.router, 'preloadRoute');
    await user.hover(logoutLink);
    logoutLink.focus();
    // The router's intent preload (after its 50 ms delay) has run, and so has an explicit one.
    await waitFor(() => expect(preload).toHaveBeenCalled());
    await Promise.allSettled(preload.mock.results.map((result) => result.value));
    await portal.router.preloadRoute({ to: '/logout' }).catch(() => undefined);
    expect(portal.session.accessToken).toBe('acc');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await user.click(logoutLink);
    await heading('Sign in');
    expect(portal.session.accessToken).toBeNull();
  });
});

describe('search panel by keyboard', () => {
  const answers = {
    'GET api/search': () =>
      [
        200,
        {
          data: {
            apartments: [{ id: 101, title: 'Vake, Chavchavadze 37', url: '/apartments/101' }],
            bookings: [],
            tickets: [],
            documents: [],
          },
        },
      ] as [number, unknown],
  };

  it('Escape closes the panel and puts focus back on the "Search" button', async () => {
    await renderPortal('/home', { signedIn: true, answers });
    await heading('Dashboard');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    await screen.findByRole('dialog', { name: 'Quick search' });
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Quick search' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('Escape on a result goes back to the field; the next Escape closes the panel', async () => {
    await renderPortal('/home', { signedIn: true, answers });
    await heading('Dashboard');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    const field = await screen.findByRole('searchbox');
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('Vake');
    const hit = await screen.findByRole('link', { name: /Vake/ });
    await user.keyboard('{ArrowDown}');
    expect(hit).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(field).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Quick search' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Quick search' })).toBeNull();
    expect(toggle).toHaveFocus();
  });
});
