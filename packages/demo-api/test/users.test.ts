// Black-box tests of spec §7 Users: the current user, locale and password change.
import { describe, expect, it } from 'vitest';
import { changePassword, getUser, login, updateLocale } from '@sakhli/sdk';
import { createHarness, DEMO_PASSWORD, failure, OWNER, raw } from './harness';

describe('users', () => {
  it('answers the current user', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    expect(await getUser(client)).toEqual({
      id: 1,
      first_name: 'ნინო',
      last_name: 'ბერიძე',
      email: OWNER,
      phone: '+995 599 12 34 56',
      language: 'ge',
      role: 'owner',
    });
  });

  it('stores the interface language', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const done = await updateLocale(client, 'ru');
    expect(done.message).toBe('Language updated.');
    expect((await getUser(client)).language).toBe('ru');
  });

  it('changes the password only with the current one and the spec §5 rules', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const wrong = await failure(
      changePassword(client, {
        current_password: 'nope',
        password: 'Better2027',
        password_confirmation: 'Better2027',
      }),
    );
    expect(wrong).toMatchObject({
      status: 422,
      serverMessage: 'The current password is incorrect.',
    });
    const weak = await failure(
      changePassword(client, {
        current_password: DEMO_PASSWORD,
        password: 'Short1',
        password_confirmation: 'Short1',
      }),
    );
    expect(weak.serverMessage).toBe('Password does not meet minimum security requirements.');
    const differ = await failure(
      changePassword(client, {
        current_password: DEMO_PASSWORD,
        password: 'Better2027',
        password_confirmation: 'Better2028',
      }),
    );
    expect(differ.serverMessage).toBe('Passwords need to be the same.');
    const done = await changePassword(client, {
      current_password: DEMO_PASSWORD,
      password: 'Better2027',
      password_confirmation: 'Better2027',
    });
    expect(done.message).toBe('Password changed successfully.');
    const anon = h.client().client;
    expect((await failure(login(anon, { email: OWNER, password: DEMO_PASSWORD }))).status).toBe(
      401,
    );
    expect((await login(anon, { email: OWNER, password: 'Better2027' })).code).toBe(-2);
  });

  const huge = 'x'.repeat(10_001);
  const table: [string, string, unknown][] = [
    ['PUT', 'api/users/locale', {}],
    ['PUT', 'api/users/locale', { locale: 'de' }],
    ['PUT', 'api/users/locale', { locale: 1 }],
    ['PUT', 'api/users/locale', 'not json'],
    ['PATCH', 'api/users/password', {}],
    [
      'PATCH',
      'api/users/password',
      { current_password: DEMO_PASSWORD, password: 12345678, password_confirmation: 12345678 },
    ],
    [
      'PATCH',
      'api/users/password',
      { current_password: DEMO_PASSWORD, password: huge, password_confirmation: huge },
    ],
    [
      'PATCH',
      'api/users/password',
      { current_password: '', password: 'Better2027', password_confirmation: 'Better2027' },
    ],
  ];
  it.each(table)('%s %s %j answers 4xx with a message', async (method, path, json) => {
    const h = createHarness();
    const { session } = await h.signIn();
    const answer =
      typeof json === 'string'
        ? await raw(h, method, path, { body: json, session })
        : await raw(h, method, path, { json, session });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.message).toEqual(expect.any(String));
  });
});
