// Black-box tests of spec §4 Sign-in and §7 Auth through the SDK against the demo API handler.
import { describe, expect, it, vi } from 'vitest';
import {
  activate,
  checkResetToken,
  forgotPassword,
  getIsAuth,
  getUser,
  login,
  register,
  resetPassword,
  verifyAuth,
  verifyDevice,
  verifyResend,
} from '@sakhli/sdk';
import { DEMO_PASSWORD, INACTIVE_EMAIL } from '../src/store/accounts';
import { createHarness, failure, OWNER, raw, RESIDENT } from './harness';

const MIN = 60 * 1000;

async function loginFresh(
  h: ReturnType<typeof createHarness>,
  email = OWNER,
  language: 'en' | 'ge' | 'ru' = 'en',
) {
  const made = h.client({ language });
  const result = await login(made.client, { email, password: DEMO_PASSWORD });
  made.session.accessToken = result.access_token;
  made.session.refreshToken = result.refresh_token;
  return { ...made, result };
}

describe('login', () => {
  it('refuses wrong credentials with the spec text, and the error stays with the caller', async () => {
    const h = createHarness();
    const onError = vi.fn();
    const { client } = h.client({ onError });
    const error = await failure(login(client, { email: OWNER, password: 'Wrong1234' }));
    expect(error).toMatchObject({
      status: 401,
      serverMessage: 'Username or password are incorrect.',
    });
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, error);
    const unknown = await failure(
      login(client, { email: 'nobody@sakhli.ge', password: DEMO_PASSWORD }),
    );
    expect(unknown.status).toBe(401);
  });

  it('speaks the request language', async () => {
    const h = createHarness();
    const { client } = h.client({ language: 'ru' });
    const error = await failure(login(client, { email: OWNER, password: 'nope' }));
    expect(error.serverMessage).toBe('Неверное имя пользователя или пароль.');
  });

  it('asks a new device for the e-mailed 6-digit code (code -2) and is not signed in before it', async () => {
    const h = createHarness();
    const { client, result } = await loginFresh(h);
    expect(result.code).toBe(-2);
    const mail = h.mail(OWNER, 'code');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.subject.toLowerCase()).toContain('code');
    expect((await failure(getUser(client))).status).toBe(401);
    await verifyAuth(client, mail!.code!);
    expect((await getIsAuth(client)).email).toBe(OWNER);
  });

  it('refuses a wrong code and an expired one (10 minutes), and resend issues a working code', async () => {
    const h = createHarness();
    const { client } = await loginFresh(h);
    const first = h.mail(OWNER, 'code')!.code!;
    const wrong = first === '000000' ? '111111' : '000000';
    const bad = await failure(verifyAuth(client, wrong));
    expect(bad).toMatchObject({ status: 422, serverMessage: 'The code is incorrect.' });

    h.advance(10 * MIN + 1000);
    const expired = await failure(verifyAuth(client, first));
    expect(expired).toMatchObject({
      status: 410,
      serverMessage: 'The code has expired. Request a new one.',
    });

    const resent = await verifyResend(client);
    expect(resent.message).toBe('A new code has been sent to your e-mail.');
    const second = h.mail(OWNER, 'code')!.code!;
    h.advance(9 * MIN);
    await verifyAuth(client, second);
    expect((await getUser(client)).email).toBe(OWNER);
  });

  it('replaces the old code on resend (once a minute), and refuses resend once verified', async () => {
    const h = createHarness();
    const { client, session } = await loginFresh(h);
    const first = h.mail(OWNER, 'code')!.code!;
    const tooSoon = await failure(verifyResend(client));
    expect(tooSoon).toMatchObject({
      status: 429,
      serverMessage: 'Too many attempts. Try again in 60 s.',
    });
    h.advance(60_000);
    await verifyResend(client);
    const second = h.mail(OWNER, 'code')!.code!;
    expect(second).not.toBe(first);
    expect((await failure(verifyAuth(client, first))).status).toBe(422);
    await verifyAuth(client, second);
    expect((await failure(verifyResend(client))).status).toBe(409);
    const junk = await raw(h, 'POST', 'api/verifyDevice', { json: { trust: 'me' }, session });
    expect(junk.status).toBe(400);
    expect(junk.body.message).toEqual(expect.any(String));
  });

  it('ends the sign-in after five wrong codes, resends included: the right code no longer works', async () => {
    const h = createHarness();
    const { client } = await loginFresh(h);
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    const first = h.mail(OWNER, 'code')!.code!;
    for (let i = 0; i < 3; i++) {
      expect((await failure(verifyAuth(client, wrongFor(first)))).status).toBe(422);
    }
    // A new code is no new budget: two more wrong tries end it.
    h.advance(60_000);
    await verifyResend(client);
    const second = h.mail(OWNER, 'code')!.code!;
    expect((await failure(verifyAuth(client, wrongFor(second)))).status).toBe(422);
    expect(await failure(verifyAuth(client, wrongFor(second)))).toMatchObject({
      status: 410,
      serverMessage: 'Too many wrong codes. Please sign in again.',
    });
    expect((await failure(verifyAuth(client, second))).status).toBe(401);
    expect((await failure(verifyResend(client))).status).toBe(401);
    // Signing in again works (with a new code).
    const again = await loginFresh(h);
    await verifyAuth(again.client, h.mail(OWNER, 'code')!.code!);
    expect((await getUser(again.client)).email).toBe(OWNER);
  });

  it('lets a device remembered by verifyDevice sign in with code 1', async () => {
    const h = createHarness();
    const first = await h.signIn(OWNER, { trustDevice: true });
    expect(first.deviceUuid).toMatch(/^[0-9a-f-]{36}$/);
    const sent = h.api.db().outbox.list().length;
    const { client } = h.client();
    const again = await login(client, {
      email: OWNER,
      password: DEMO_PASSWORD,
      device_uuid: first.deviceUuid!,
    });
    expect(again.code).toBe(1);
    expect(h.api.db().outbox.list()).toHaveLength(sent);
    // The uuid is tied to its account: another account presenting it still needs the code.
    const other = await login(client, {
      email: RESIDENT,
      password: DEMO_PASSWORD,
      device_uuid: first.deviceUuid!,
    });
    expect(other.code).toBe(-2);
  });

  it('answers is_auth with 401 without a session', async () => {
    const h = createHarness();
    const { client } = h.client();
    expect((await failure(getIsAuth(client))).status).toBe(401);
  });

  it('refuses an inactive account until it is activated', async () => {
    const h = createHarness();
    const { client } = h.client();
    const error = await failure(login(client, { email: INACTIVE_EMAIL, password: DEMO_PASSWORD }));
    expect(error.status).toBe(403);
  });
});

describe('verifyDevice', () => {
  it('needs a verified session', async () => {
    const h = createHarness();
    const { client } = await loginFresh(h);
    expect((await failure(verifyDevice(client))).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers an unknown address like a known one, sending nothing, and refuses a malformed one', async () => {
    const h = createHarness();
    const { client } = h.client();
    const known = await forgotPassword(client, RESIDENT);
    const unknown = await forgotPassword(client, 'nobody@sakhli.ge');
    expect(unknown).toEqual(known);
    expect(h.mail('nobody@sakhli.ge')).toBeUndefined();
    for (const email of ['not-an-email', '']) {
      const error = await failure(forgotPassword(client, email));
      expect(error).toMatchObject({
        status: 422,
        serverMessage: 'Email is invalid. Try again or contact us.',
      });
    }
  });

  it('mails a one-time link that expires after an hour', async () => {
    const h = createHarness({ publicURL: 'http://portal.test' });
    const { client } = h.client({ language: 'ge' });
    const sent = await forgotPassword(client, RESIDENT);
    expect(sent.message).toBe('პაროლის აღდგენის ინსტრუქცია გამოგზავნილია ელ-ფოსტაზე.');
    const link = new URL(h.mail(RESIDENT, 'password')!.link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/reset-password');
    const token = link.searchParams.get('token')!;

    await checkResetToken(client, token);
    const weak = await failure(
      resetPassword(client, token, { password: 'short', password_confirmation: 'short' }),
    );
    expect(weak.status).toBe(422);
    const mismatch = await failure(
      resetPassword(client, token, { password: 'NewPass123', password_confirmation: 'NewPass124' }),
    );
    expect(mismatch.status).toBe(422);
    const done = await resetPassword(client, token, {
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(done.message).toBe('პაროლი წარმატებით შეიცვალა.');
    expect((await login(client, { email: RESIDENT, password: 'NewPass123' })).code).toBe(-2);

    // Used once: the same link is now expired.
    const reused = await failure(checkResetToken(h.client().client, token));
    expect(reused.serverMessage).toBe(
      'This password reset session has expired. Please click Reset Password and start over.',
    );

    await forgotPassword(client, RESIDENT);
    const second = new URL(h.mail(RESIDENT, 'password')!.link!).searchParams.get('token')!;
    h.advance(59 * MIN);
    await checkResetToken(client, second);
    h.advance(2 * MIN);
    const late = await failure(
      resetPassword(client, second, { password: 'Other1234', password_confirmation: 'Other1234' }),
    );
    expect(late.status).toBe(410);
  });

  it('sends reset errors to the caller, not the global policy', async () => {
    const h = createHarness();
    const onError = vi.fn();
    const { client } = h.client({ onError });
    await failure(checkResetToken(client, 'f'.repeat(40)));
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, expect.anything());
  });
});

describe('registration and activation', () => {
  const valid = {
    first_name: 'Tamar',
    last_name: 'Lomidze',
    email: 'tamar@example.ge',
    phone: '+995 599 00 11 22',
    password: 'Tamar2026',
    password_confirmation: 'Tamar2026',
    terms: true as const,
  };

  it('registers, mails an activation link that works once, then signs in', async () => {
    const h = createHarness();
    const { client } = h.client();
    const done = await register(client, valid);
    expect(done.message).toMatch(/activate/i);
    const link = new URL(h.mail(valid.email, 'activate')!.link!);
    const input = {
      access_id: link.searchParams.get('access_id')!,
      token: link.searchParams.get('token')!,
    };
    expect(
      (await failure(login(client, { email: valid.email, password: valid.password }))).status,
    ).toBe(403);
    expect((await activate(client, input)).message).toBe('Your account has been activated.');
    const again = await failure(activate(client, input));
    expect(again).toMatchObject({ status: 422, serverMessage: 'Incorrect token.' });
    expect((await login(client, { email: valid.email, password: valid.password })).code).toBe(-2);
  });

  it('activates the seeded inactive account from its fixture link', async () => {
    const h = createHarness();
    const fixtures = (await (
      await h.api.fetch(new Request('http://demo.test/__demo/fixtures'))
    ).json()) as {
      activation: { email: string; accessId: number; token: string; url: string };
    };
    expect(fixtures.activation.email).toBe(INACTIVE_EMAIL);
    const { client } = h.client({ language: 'ru' });
    const done = await activate(client, {
      access_id: fixtures.activation.accessId,
      token: fixtures.activation.token,
    });
    expect(done.message).toBe('Ваша учётная запись активирована.');
    expect((await login(client, { email: INACTIVE_EMAIL, password: DEMO_PASSWORD })).code).toBe(-2);
  });

  it('applies the field and password rules and refuses a duplicate e-mail', async () => {
    const h = createHarness();
    const { client } = h.client();
    const cases: [Partial<typeof valid>, string][] = [
      [{ first_name: ' ' }, 'Field is required.'],
      [{ email: 'tamar@' }, 'Invalid E-mail.'],
      [
        { password: 'tamar2026', password_confirmation: 'tamar2026' },
        'Password does not meet minimum security requirements.',
      ],
      [
        { password: 'Tamar202', password_confirmation: 'Tamar2026' },
        'Passwords need to be the same.',
      ],
      [{ email: OWNER }, 'An account with this e-mail already exists.'],
    ];
    for (const [change, message] of cases) {
      const error = await failure(register(client, { ...valid, ...change }));
      expect(error, message).toMatchObject({ status: 422, serverMessage: message });
    }
    const terms = await raw(h, 'POST', 'api/auth/registration', {
      json: { ...valid, terms: false },
    });
    expect(terms.status).toBe(422);
  });
});

describe('malformed bodies on auth routes', () => {
  const huge = 'x'.repeat(10_001);
  const table: [method: string, path: string, body: unknown][] = [
    ['POST', 'api/auth/login', {}],
    ['POST', 'api/auth/login', { email: 5, password: DEMO_PASSWORD }],
    ['POST', 'api/auth/login', { email: OWNER, password: huge }],
    ['POST', 'api/auth/login', 'not json'],
    ['POST', 'api/auth/registration', { email: 'a@b.ge' }],
    [
      'POST',
      'api/auth/registration',
      {
        first_name: huge,
        last_name: 'a',
        email: 'a@b.ge',
        phone: '1',
        password: 'Aa123456',
        password_confirmation: 'Aa123456',
        terms: true,
      },
    ],
    ['POST', 'api/auth/forgot_password', {}],
    ['POST', 'api/auth/forgot_password', { email: ['a@b.ge'] }],
    ['POST', 'api/auth/reset_password?token=abc', { password: 1 }],
    [
      'POST',
      'api/auth/reset_password',
      { password: 'Aa123456', password_confirmation: 'Aa123456' },
    ],
    ['POST', 'api/auth/activate?access_id=3&token=x', { terms: 'yes' }],
    ['POST', 'api/auth/activate?access_id=9999&token=x', { terms: true }],
    ['POST', 'api/auth/activate?access_id=abc&token=x', { terms: true }],
  ];
  it.each(table)('%s %s %j answers 4xx with a message', async (method, path, json) => {
    const h = createHarness();
    const answer =
      typeof json === 'string'
        ? await raw(h, method, path, { body: json })
        : await raw(h, method, path, { json });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('refuses malformed verifyAuth and verifyResend bodies from a pending session', async () => {
    const h = createHarness();
    const { session } = await loginFresh(h);
    for (const json of [{}, { code: 123456 }, { code: huge }]) {
      const answer = await raw(h, 'POST', 'api/verifyAuth', { json, session });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    for (const body of ['{"again":true}', 'not json', '[]']) {
      const answer = await raw(h, 'POST', 'api/verifyResend', { body, session });
      expect(answer.status, body).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});
