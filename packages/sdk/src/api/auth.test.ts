import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/createClient';
import { isApiError } from '../client/ApiError';
import { json, recordingFetch } from '../testing/recordingFetch';
import { testCalls } from '../testing/callCases';
import {
  activate,
  authKeys,
  checkResetToken,
  forgotPassword,
  getIsAuth,
  isAuthQuery,
  login,
  register,
  resetPassword,
  resetTokenQuery,
  verifyAuth,
  verifyDevice,
  verifyResend,
} from './auth';

const user = {
  id: 1,
  first_name: 'Nino',
  last_name: 'Beridze',
  email: 'owner@sakhli.ge',
  phone: '+995 599 12 34 56',
  language: 'ge',
  role: 'owner',
};
const tokens = { access_token: 'a1', refresh_token: 'r1', code: -2 };
const registration = {
  first_name: 'Tamar',
  last_name: 'Lomidze',
  email: 'tamar@example.ge',
  phone: '+995 599 00 11 22',
  password: 'Tamar2026',
  password_confirmation: 'Tamar2026',
  terms: true as const,
};

describe('auth calls on the wire', () => {
  testCalls([
    {
      name: 'login',
      run: (c) => login(c, { email: 'a@b.ge', password: 'P4ssword' }),
      method: 'POST',
      path: 'api/auth/login',
      body: { email: 'a@b.ge', password: 'P4ssword' },
      answer: { data: tokens },
      returns: (value) => expect(value).toEqual(tokens),
      malformed: { data: { access_token: 'a1', refresh_token: 'r1', code: 0 } },
    },
    {
      name: 'login with a trusted device',
      run: (c) => login(c, { email: 'a@b.ge', password: 'P4ssword', device_uuid: 'u-1' }),
      method: 'POST',
      path: 'api/auth/login',
      body: { email: 'a@b.ge', password: 'P4ssword', device_uuid: 'u-1' },
      answer: { data: { ...tokens, code: 1 } },
      malformed: { data: { access_token: '', refresh_token: 'r1', code: 1 } },
    },
    {
      name: 'verifyAuth',
      // Message-only calls still need our envelope: a bare message is not one.
      malformed: { message: 'ok' },
      run: (c) => verifyAuth(c, '123456'),
      method: 'POST',
      path: 'api/verifyAuth',
      body: { code: '123456' },
    },
    {
      name: 'verifyResend',
      run: (c) => verifyResend(c),
      method: 'POST',
      path: 'api/verifyResend',
      malformed: { data: null, message: 42 },
    },
    {
      name: 'verifyDevice',
      run: (c) => verifyDevice(c),
      method: 'POST',
      path: 'api/verifyDevice',
      answer: { data: { device_uuid: 'u-1' } },
      returns: (value) => expect(value).toEqual({ device_uuid: 'u-1' }),
      malformed: { data: { uuid: 'u-1' } },
    },
    {
      name: 'is_auth',
      run: (c) => getIsAuth(c),
      method: 'GET',
      path: 'api/auth/is_auth',
      answer: { data: user },
      returns: (value) => expect(value).toEqual(user),
      malformed: { data: { ...user, language: 'de' } },
    },
    {
      name: 'registration',
      // Message-only calls still need our envelope: a bare message is not one.
      malformed: { message: 'ok' },
      run: (c) => register(c, registration),
      method: 'POST',
      path: 'api/auth/registration',
      body: registration,
      answer: { data: null, message: 'Registration complete.' },
      returns: (value) => expect(value).toEqual({ message: 'Registration complete.' }),
    },
    {
      name: 'forgot_password',
      // Message-only calls still need our envelope: a bare message is not one.
      malformed: { message: 'ok' },
      run: (c) => forgotPassword(c, 'a@b.ge'),
      method: 'POST',
      path: 'api/auth/forgot_password',
      body: { email: 'a@b.ge' },
    },
    {
      name: 'reset_password check',
      // Message-only calls still need our envelope: a bare message is not one.
      malformed: { message: 'ok' },
      run: (c) => checkResetToken(c, 'tok/1'),
      method: 'GET',
      path: 'api/auth/reset_password',
      query: { token: 'tok/1' },
    },
    {
      name: 'reset_password',
      // Message-only calls still need our envelope: a bare message is not one.
      malformed: { message: 'ok' },
      run: (c) =>
        resetPassword(c, 'tok', { password: 'New12345', password_confirmation: 'New12345' }),
      method: 'POST',
      path: 'api/auth/reset_password',
      query: { token: 'tok' },
      body: { password: 'New12345', password_confirmation: 'New12345' },
    },
    {
      name: 'activate',
      // Message-only calls still need our envelope: a bare message is not one.
      malformed: { message: 'ok' },
      run: (c) => activate(c, { access_id: 3, token: 'tok' }),
      method: 'POST',
      path: 'api/auth/activate',
      query: { access_id: '3', token: 'tok' },
      body: { terms: true },
    },
  ]);
});

describe('auth errors and headers', () => {
  const callerOwned = [
    (c: Parameters<typeof login>[0]) => login(c, { email: 'a@b.ge', password: 'x' }),
    (c: Parameters<typeof login>[0]) => forgotPassword(c, 'a@b.ge'),
    (c: Parameters<typeof login>[0]) => checkResetToken(c, 'tok'),
    (c: Parameters<typeof login>[0]) =>
      resetPassword(c, 'tok', { password: 'a', password_confirmation: 'a' }),
    (c: Parameters<typeof login>[0]) => activate(c, { access_id: 1, token: 'tok' }),
    (c: Parameters<typeof login>[0]) => register(c, registration),
  ];
  it.each(callerOwned.map((run, i) => [i, run] as const))(
    'caller-owned call #%i keeps its 4xx away from the global policy',
    async (_i, run) => {
      const rec = recordingFetch(() =>
        json({ message: 'Username or password are incorrect.' }, 401),
      );
      const onError = vi.fn();
      const client = createClient({ baseURL: 'http://api.test/', fetch: rec.fetch, onError });
      const error = await run(client).catch((e: unknown) => e);
      expect(isApiError(error) && error.serverMessage).toBe('Username or password are incorrect.');
      expect(onError).toHaveBeenCalledWith({ type: 'caller' }, error);
      expect(onError).not.toHaveBeenCalledWith({ type: 'sign-out' }, expect.anything());
    },
  );

  it('leaves verifyAuth errors to the global policy (a toast with the message)', async () => {
    const rec = recordingFetch(() => json({ message: 'The code is incorrect.' }, 422));
    const onError = vi.fn();
    const client = createClient({ baseURL: 'http://api.test/', fetch: rec.fetch, onError });
    await verifyAuth(client, '000000').catch(() => undefined);
    expect(onError.mock.calls[0]![0]).toMatchObject({
      type: 'toast',
      message: 'The code is incorrect.',
    });
  });

  it('sends the session headers with the 2FA calls, and no token in any URL', async () => {
    const rec = recordingFetch(() => json({ data: { device_uuid: 'u' } }));
    const client = createClient({
      baseURL: 'http://api.test/',
      fetch: rec.fetch,
      session: { accessToken: 'acc', refreshToken: 'ref', language: 'ru' },
    });
    await verifyDevice(client);
    await verifyAuth(client, '123456').catch(() => undefined);
    for (const sent of rec.sent) {
      expect(sent.headers).toMatchObject({
        accept: 'application/json',
        'user-language': 'ru',
        'access-token': 'acc',
        'refresh-token': 'ref',
      });
      expect(sent.url.toString()).not.toContain('acc');
    }
  });

  it('keys and query options', () => {
    const client = createClient({ baseURL: 'http://api.test/' });
    expect(isAuthQuery(client).queryKey).toEqual(authKeys.isAuth());
    expect(resetTokenQuery(client, 't').queryKey).toEqual(['auth', 'reset_password', 't']);
  });
});
