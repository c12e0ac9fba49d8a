// Signing out in one tab signs out the others: nothing of the user stays, and they go to /login.
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { userKeys } from '@sakhli/sdk';
import { heading, renderPortal } from '../../test/renderPortal';

/** The session's keys in `localStorage` (spec §3 client-side stored items). */
const SESSION_KEYS = ['access-token', 'refresh-token', 'user', 'auth-verified', 'resend-until'].map(
  (key) => `sakhli:${key}`,
);

/** What another tab's logout does to the shared storage, and the event this tab then gets. */
function signOutInAnotherTab() {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
}

// Other test files run beside this one in the same origin (one `localStorage`): touch only the
// session's own keys, and judge only them (a ticket draft index there may be another file's).
afterEach(() => SESSION_KEYS.forEach((key) => localStorage.removeItem(key)));

describe('a sign-out in another tab', () => {
  it('takes this tab from a main-area screen to /login with no cached answer and nothing stored', async () => {
    const { portal } = await renderPortal('/home', { signedIn: true, localStorage: true });
    await heading('Dashboard');
    expect(portal.queryClient.getQueryData(userKeys.current())).toMatchObject({ id: 2 });

    signOutInAnotherTab();

    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/login'));
    await heading('Sign in');
    expect(portal.queryClient.getQueryData(userKeys.current())).toBeUndefined();
    const cached = portal.queryClient.getQueryCache().getAll();
    expect(cached.filter((query) => query.state.data !== undefined)).toEqual([]);
    expect(portal.session).toMatchObject({ accessToken: null, user: null, authVerified: false });
    expect(Object.keys(localStorage).filter((key) => SESSION_KEYS.includes(key))).toEqual([]);
  });

  it('leaves a screen that needs no sign-in where it is', async () => {
    const { portal } = await renderPortal('/forgot-password', {
      signedIn: true,
      localStorage: true,
    });
    await heading(/password/i);
    signOutInAnotherTab();
    await waitFor(() => expect(portal.session.accessToken).toBeNull());
    // Give the guards their turn, then check nothing moved.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(portal.router.state.status).toBe('idle'));
    expect(portal.router.state.location.pathname).toBe('/forgot-password');
  });
});

describe('/logout', () => {
  it('ends the sign-in on the server and clears everything here, even when the server lacks the call', async () => {
    const { portal, fetch } = await renderPortal('/home', {
      signedIn: true,
      localStorage: true,
    });
    await heading('Dashboard');
    await portal.router.navigate({ to: '/logout' });
    await heading('Sign in');
    const logoutCall = fetch.mock.calls.find(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/auth/logout'),
    );
    expect(logoutCall).toBeDefined();
    expect(new Headers(logoutCall![1]?.headers).get('refresh-token')).toBe('ref');
    // No answer of the signed-out user is cached (the login screen's own queries may sit empty).
    const cached = portal.queryClient.getQueryCache().getAll();
    expect(cached.filter((query) => query.state.data !== undefined)).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => SESSION_KEYS.includes(key))).toEqual([]);
  });
});
