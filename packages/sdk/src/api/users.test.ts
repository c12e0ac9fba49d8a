import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { json, recordingFetch } from '../testing/recordingFetch';
import { testCalls } from '../testing/callCases';
import { changePassword, getUser, updateLocale, userKeys, userQuery } from './users';

const user = {
  id: 2,
  first_name: 'Giorgi',
  last_name: 'Kapanadze',
  email: 'resident@sakhli.ge',
  phone: '+995 577 65 43 21',
  language: 'en',
  role: 'resident',
};

describe('users calls on the wire', () => {
  testCalls([
    {
      name: 'current user',
      run: (c) => getUser(c),
      method: 'GET',
      path: 'api/users',
      answer: { data: user },
      returns: (value) => expect(value).toEqual(user),
      malformed: { data: { ...user, id: '2' } },
    },
    {
      name: 'locale',
      // Message-only calls still need our envelope: a bare message is not one.
      malformed: { message: 'ok' },
      run: (c) => updateLocale(c, 'ge'),
      method: 'PUT',
      path: 'api/users/locale',
      body: { locale: 'ge' },
      answer: { data: user, message: 'Language updated.' },
      returns: (value) => expect(value).toEqual({ message: 'Language updated.' }),
    },
    {
      name: 'password',
      // Message-only calls still need our envelope: a bare message is not one.
      malformed: { message: 'ok' },
      run: (c) =>
        changePassword(c, {
          current_password: 'Old12345',
          password: 'New12345',
          password_confirmation: 'New12345',
        }),
      method: 'PATCH',
      path: 'api/users/password',
      body: {
        current_password: 'Old12345',
        password: 'New12345',
        password_confirmation: 'New12345',
      },
    },
  ]);

  it('carries the four headers', async () => {
    const rec = recordingFetch(() => json({ data: user }));
    const client = createClient({
      baseURL: 'http://api.test/',
      fetch: rec.fetch,
      session: { accessToken: 'acc', refreshToken: 'ref', language: 'ge' },
    });
    await getUser(client);
    expect(rec.last().headers).toMatchObject({
      accept: 'application/json',
      'user-language': 'ge',
      'access-token': 'acc',
      'refresh-token': 'ref',
    });
    expect(userQuery(client).queryKey).toEqual(userKeys.current());
  });
});
