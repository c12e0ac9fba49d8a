// Logout ends the sign-in on the server too, and clears this browser whatever the server says.
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { json, recordingFetch } from '../testing/recordingFetch';
import { createSession } from './createSession';
import { memoryStorage } from './storage';
import { signOut } from './signOut';

function signedIn(respond: Parameters<typeof recordingFetch>[0]) {
  const storage = memoryStorage();
  const session = createSession({ storage, syncTabs: false });
  Object.assign(session, {
    accessToken: 'acc',
    refreshToken: 'ref',
    authVerified: true,
    user: { id: 1, email: 'resident@sakhli.ge' },
  });
  const rec = recordingFetch(respond);
  const client = createClient({ baseURL: 'http://api.test/', session, fetch: rec.fetch });
  return { session, storage, client, ...rec };
}

describe('signOut', () => {
  it('sends POST api/auth/logout with the pair it has just cleared', async () => {
    const t = signedIn(() => json({ data: null }));
    const { route, revoked } = signOut(t.session, t.client);
    // Cleared at once, before the server answered.
    expect(t.session).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(route).toBe('/login');
    await expect(revoked).resolves.toBe(true);
    expect(t.last().method).toBe('POST');
    expect(t.last().url.pathname).toBe('/api/auth/logout');
    expect(t.last().headers).toMatchObject({ 'access-token': 'acc', 'refresh-token': 'ref' });
  });

  it.each([
    ['an API without the call (404)', () => json({ message: 'Not found.' }, 404)],
    [
      'no network',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('clears everything locally against %s', async (_, respond) => {
    const t = signedIn(respond);
    const { revoked } = signOut(t.session, t.client);
    await expect(revoked).resolves.toBe(false);
    expect(t.session).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
      authVerified: false,
    });
    for (const key of ['access-token', 'refresh-token', 'user', 'auth-verified']) {
      expect(t.storage.getItem(`sakhli:${key}`)).toBeNull();
    }
  });
});
