// The routed portal: guards, redirects, screens and the global error policy, as a user meets them.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, OWNER_USER, renderPortal } from '../../test/renderPortal';

describe('routes and guards', () => {
  it('/ goes to /home, which sends a signed-out visitor to /login', async () => {
    const { portal } = await renderPortal('/');
    await heading('Sign in');
    expect(portal.router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('Sign in · Sakhli Group');
  });

  it('an unknown path goes to /404', async () => {
    const { portal } = await renderPortal('/no/such/page');
    await heading('Page not found');
    expect(portal.router.state.location.pathname).toBe('/404');
  });

  it('/verification without both tokens and /reset-password without a token go to /login', async () => {
    const first = await renderPortal('/verification');
    await heading('Sign in');
    expect(first.portal.router.state.location.pathname).toBe('/login');
    document.body.innerHTML = '';
    const second = await renderPortal('/reset-password');
    await heading('Sign in');
    expect(second.portal.router.state.location.pathname).toBe('/login');
  });

  it('guest routes open without a session', async () => {
    // The guest booking widget's e-mail step (its calls are answered in features/guest's tests).
    const { portal } = await renderPortal('/qr/booking/101/abc');
    await waitFor(() => expect(document.title).toMatch(/^Book an apartment/));
    expect(portal.router.state.location.pathname).toBe('/qr/booking/101/abc');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  it('signed in, the dashboard greets the user and the menu shows the unread counts', async () => {
    // The owner: Bookings (and its count) are not in a resident's menu.
    await renderPortal('/home', { signedIn: true, user: OWNER_USER });
    await heading('Dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(menu).toHaveTextContent(/Bookings\s*2/));
    expect(menu).toHaveTextContent(/Support\s*5/);
  });
});

describe('signing in', () => {
  it('says "Username or password are incorrect." in place', async () => {
    await renderPortal('/login', {
      answers: {
        'POST api/auth/login': () => [401, { message: 'Username or password are incorrect.' }],
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'resident@sakhli.ge');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Username or password are incorrect.',
    );
  });

  it('code -2 goes to /verification with "send a new code" waiting for the stored timer', async () => {
    const { portal, storage } = await renderPortal('/login', {
      answers: {
        'POST api/auth/login': () => [
          200,
          { data: { access_token: 'acc', refresh_token: 'ref', code: -2 } },
        ],
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'resident@sakhli.ge');
    await user.type(screen.getByLabelText('Password'), 'Sakhli2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await heading('Two-step verification');
    expect(portal.router.state.location.pathname).toBe('/verification');
    expect(storage.getItem('sakhli:access-token')).toBe('acc');
    expect(storage.getItem('sakhli:auth-verified')).toBeNull();
    expect(Number(storage.getItem('sakhli:resend-until'))).toBeGreaterThan(Date.now());
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in \d+ s\./)).toBeInTheDocument();
  });

  // No retry: a cold run pre-bundles every dependency of the lazy /support chunk before the first
  // test (checked with an empty Vite cache), so nothing re-optimises mid-test any more.
  it('a 6-digit code and a remembered device finish on /support with device_uuid stored', async () => {
    const { portal, storage, fetch } = await renderPortal('/login', {
      answers: {
        'POST api/auth/login': () => [
          200,
          { data: { access_token: 'acc', refresh_token: 'ref', code: -2 } },
        ],
        'POST api/verifyAuth': () => [200, { data: null }],
        'POST api/verifyDevice': () => [200, { data: { device_uuid: 'dev-7' } }],
        'GET api/users': () => [200, { data: { ...USER_EN } }],
        'GET api/notifications/count': () => [
          200,
          { data: { bookings: { count: 0 }, messages: { count: 0 } } },
        ],
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'resident@sakhli.ge');
    await user.type(screen.getByLabelText('Password'), 'Sakhli2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, '123 456');
    expect(code).toHaveValue('123 456');
    await user.click(screen.getByRole('checkbox', { name: /Remember this device/ }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/support'), {
      timeout: 30_000,
    });
    await heading('Support');
    expect(portal.router.state.location.pathname).toBe('/support');
    expect(storage.getItem('sakhli:device-uuid')).toBe('dev-7');
    expect(storage.getItem('sakhli:auth-verified')).toBe('true');
    const verify = fetch.mock.calls.find(([url]) => String(url).endsWith('api/verifyAuth'))!;
    expect(JSON.parse(String(verify[1]!.body))).toEqual({ code: '123456' });
  });
});

const USER_EN = {
  id: 2,
  first_name: 'Giorgi',
  last_name: 'Kapanadze',
  email: 'resident@sakhli.ge',
  phone: '+995',
  language: 'en',
  role: 'resident',
};

describe('registration and password reset', () => {
  it('ticks the password rules as the user types', async () => {
    await renderPortal('/registration');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    const rule = (name: RegExp) => screen.getByText(name).closest('li')!;
    expect(rule(/at least 8 characters/)).toHaveAttribute('data-met', 'false');
    await user.type(password, 'abcdefgh');
    expect(rule(/at least 8 characters/)).toHaveAttribute('data-met', 'true');
    expect(rule(/uppercase Latin letter/)).toHaveAttribute('data-met', 'false');
    await user.type(password, 'A1');
    expect(rule(/uppercase Latin letter/)).toHaveAttribute('data-met', 'true');
    expect(rule(/a number/)).toHaveAttribute('data-met', 'true');
  });

  it('an expired reset link says so, and the token leaves the address bar', async () => {
    const { stripQuery } = await renderPortal('/reset-password?token=old', {
      answers: {
        'GET api/auth/reset_password': () => [
          410,
          {
            message:
              'This password reset session has expired. Please click Reset Password and start over.',
          },
        ],
      },
    });
    expect(
      await screen.findByText(
        'This password reset session has expired. Please click Reset Password and start over.',
      ),
    ).toBeInTheDocument();
    expect(stripQuery).toHaveBeenCalled();
  });

  it('a new password goes to /login with "Password changed successfully."', async () => {
    const { portal, fetch } = await renderPortal('/reset-password?token=fresh', {
      answers: {
        'GET api/auth/reset_password': () => [200, { data: null }],
        'POST api/auth/reset_password': () => [
          200,
          { data: null, message: 'Password changed successfully.' },
        ],
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Mtatsminda7');
    await user.type(screen.getByLabelText('Repeat the password'), 'Mtatsminda7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await heading('Sign in');
    expect(portal.router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully.');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('token=fresh');
  });
});

describe('activation', () => {
  it('activates once from the e-mailed link, says so, and drops the token from the address bar', async () => {
    const { fetch, stripQuery } = await renderPortal('/activate?access_id=3&token=tok', {
      answers: {
        'POST api/auth/activate': () => [
          200,
          { data: null, message: 'Your account has been activated.' },
        ],
      },
    });
    expect(await screen.findByText('Your account has been activated.')).toBeInTheDocument();
    expect(stripQuery).toHaveBeenCalled();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(String(posts[0]![0])).toContain('access_id=3');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('spec §8 global errors', () => {
  it('a 401 mid-session clears the stored session and returns to /login', async () => {
    const { portal, storage } = await renderPortal('/home', {
      signedIn: true,
      answers: { 'GET api/notifications': () => [401, { message: 'Unauthorized.' }] },
    });
    await heading('Dashboard');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Notifications and settings' }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/login'), {
      timeout: 30_000,
    });
    await heading('Sign in');
    for (const key of ['access-token', 'refresh-token', 'user', 'auth-verified']) {
      expect(storage.getItem(`sakhli:${key}`)).toBeNull();
    }
  });

  it('any other failure toasts the server message', async () => {
    await renderPortal('/home', {
      signedIn: true,
      answers: { 'GET api/notifications': () => [500, { message: 'The notice board is down.' }] },
    });
    await heading('Dashboard');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Notifications and settings' }));
    expect(await screen.findByText('The notice board is down.')).toBeInTheDocument();
  });

  it("a link's preload that fails sends no one to /404 and toasts nothing; opening it does", async () => {
    const { portal } = await renderPortal('/home', {
      signedIn: true,
      answers: {
        'GET api/documents': () => [404, { message: 'No such list.' }],
      },
    });
    await heading('Dashboard');
    // What hovering or tabbing onto the menu's "Documents" does (defaultPreload: 'intent').
    await portal.router.preloadRoute({ to: '/documents' });
    expect(portal.router.state.location.pathname).toBe('/home');
    expect(screen.queryByText('No such list.')).toBeNull();
    await portal.router.navigate({ to: '/documents' });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/404'));
    await heading('Page not found');
  });

  it('opening a screen while its preload is on its way acts on the failure that preload meets', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    const { portal, fetch } = await renderPortal('/home', {
      signedIn: true,
      answers: { 'GET api/documents': () => new Promise((resolve) => (answer = resolve)) },
    });
    await heading('Dashboard');
    void portal.router.preloadRoute({ to: '/documents' });
    const documentCalls = () =>
      fetch.mock.calls.filter(([input]) => String(input).includes('api/documents')).length;
    await waitFor(() => expect(documentCalls()).toBe(1));
    const opened = portal.router.navigate({ to: '/documents' });
    answer([404, { message: 'No such list.' }]);
    await opened;
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/404'));
    expect(documentCalls()).toBe(1);
  });

  it('a failure a screen shows in place, with its retry, is not toasted too', async () => {
    await renderPortal('/apartments', {
      signedIn: true,
      answers: {
        'GET api/apartments/list': () => [400, { message: 'The registry is closed.' }],
        'GET api/apartments/billing': () => [200, { data: [] }],
      },
    });
    await heading('Apartments');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('The registry is closed.');
    expect(screen.getAllByText('The registry is closed.')).toHaveLength(1);
  });
});

describe('panels', () => {
  it('the menu panel toggles, traps focus, and gives it back on Escape', async () => {
    await renderPortal('/home', { signedIn: true });
    await heading('Dashboard');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 40; i++) await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
