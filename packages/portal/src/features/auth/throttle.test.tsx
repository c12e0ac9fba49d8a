// Throttled sign-in (issue 16 §2): a 429 says when to try again, from Retry-After, in the user's language.
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLogin } from '@sakhli/sdk';
import { heading, renderPortal, type Answers } from '../../../test/renderPortal';

const throttled =
  (seconds: number): Answers[string] =>
  () => [429, { message: 'Too Many Requests' }, { 'Retry-After': String(seconds) }];

async function signIn(emailLabel: string, passwordLabel: string, submit: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(emailLabel), 'resident@sakhli.ge');
  await user.type(screen.getByLabelText(passwordLabel), 'wrong-password');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('a throttled sign-in says when to try again', () => {
  it('on the sign-in form, in minutes', async () => {
    await renderPortal('/login', { answers: { 'POST api/auth/login': throttled(120) } });
    await heading('Sign in');
    await signIn('E-mail', 'Password', 'Sign in');
    expect(await screen.findByText('Too many attempts. Try again in 2 minutes.')).toBeVisible();
  });

  it.each([
    ['ru', 'Вход', 'Пароль', 'Войти', 'Слишком много попыток. Попробуйте снова через 5 минут.'],
    ['ge', 'შესვლა', 'პაროლი', 'შესვლა', 'ძალიან ბევრი მცდელობა. სცადეთ ხელახლა 5 წუთში.'],
  ] as const)('in %s, with its plural forms', async (language, title, password, submit, text) => {
    const { portal } = await renderPortal('/login', {
      answers: { 'POST api/auth/login': throttled(300) },
    });
    act(() => {
      portal.session.language = language;
    });
    await heading(title);
    await signIn(language === 'ge' ? 'ელფოსტა' : 'E-mail', password, submit);
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('under the 2FA code, in seconds; and resend waits as long as the server asked', async () => {
    const { portal } = await renderPortal('/login', {
      answers: {
        'POST api/verifyAuth': throttled(30),
        'POST api/verifyResend': throttled(600),
      },
    });
    await heading('Sign in');
    applyLogin(portal.session, { access_token: 'acc', refresh_token: 'ref', code: -2 });
    await act(() => portal.router.navigate({ to: '/verification' }));
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Too many attempts\. Try again in 30 s\.$/),
    );

    const resend = screen.getByRole('button', { name: 'Send a new code' });
    await user.click(resend);
    // 600 s asked for: the countdown says so (a second may pass on a slow machine).
    expect(await screen.findByText(/^You can ask for a new code in (600|599) s\.$/)).toBeVisible();
    expect(resend).toBeDisabled();
  });
});
