// Auth forms as a user meets their errors: each said at the control it is about, and read with it.
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLogin } from '@sakhli/sdk';
import { heading, renderPortal } from '../../../test/renderPortal';

describe('auth form errors', () => {
  it('registration ties "Field is required." to the terms checkbox and to each empty field', async () => {
    await renderPortal('/registration');
    await heading('Sign up');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of use' });
    expect(terms).toBeInvalid();
    expect(terms).toHaveAccessibleDescription('Field is required.');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Field is required.',
    );
  });

  it('a code the server refuses is said under the code field, in the server’s words', async () => {
    const { portal } = await renderPortal('/login', {
      answers: {
        'POST api/verifyAuth': () => [422, { message: 'The code is incorrect or expired.' }],
      },
    });
    await heading('Sign in');
    // Signed in, the e-mailed code still to come (login answered code -2).
    applyLogin(portal.session, { access_token: 'acc', refresh_token: 'ref', code: -2 });
    await act(() => portal.router.navigate({ to: '/verification' }));
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/The code is incorrect or expired\.$/),
    );
    expect(code).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });
});
