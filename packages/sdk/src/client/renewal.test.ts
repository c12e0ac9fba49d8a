// Renewing an expired access token: one refresh for every call in flight, then the calls again.
import { describe, expect, it, vi } from 'vitest';
import { json, recordingFetch, type SentRequest } from '../testing/recordingFetch';
import { createClient } from './createClient';
import { isApiError } from './ApiError';
import { TOKEN_EXPIRED_CODE } from './renewal';
import { memoryStorage } from '../session/storage';
import { userDataStorage } from '../session/userData';

const expired = () =>
  json({ message: 'Your sign-in has expired.', data: { code: TOKEN_EXPIRED_CODE } }, 401);

/** An API whose access token `old` has expired and whose refresh answers `refresh(request)`. */
function api(refresh: (request: SentRequest) => Response | Promise<Response>) {
  let releaseRefresh: () => void = () => {};
  const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
  const rec = recordingFetch(async (request) => {
    if (request.url.pathname === '/api/auth/refresh') {
      await refreshHeld;
      return refresh(request);
    }
    if (request.headers['access-token'] === 'new') {
      return json({ data: { path: request.url.pathname } });
    }
    return expired();
  });
  return { ...rec, releaseRefresh };
}

function setup(refresh: Parameters<typeof api>[0]) {
  const server = api(refresh);
  const session = { accessToken: 'old' as string | null, refreshToken: 'ref' as string | null };
  const onError = vi.fn();
  const client = createClient({
    baseURL: 'http://api.test/',
    session,
    fetch: server.fetch,
    onError,
  });
  const refreshes = () => server.sent.filter((r) => r.url.pathname === '/api/auth/refresh');
  return { ...server, session, client, onError, refreshes };
}

describe('renewing an expired access token', () => {
  it('renews once for three calls in flight and sends each of them again with the new token', async () => {
    const t = setup(() => json({ data: { access_token: 'new', refresh_token: 'ref' } }));
    const calls = ['api/users', 'api/tickets/list', 'api/notifications/count'].map((path) =>
      t.client.request({ method: 'GET', path }),
    );
    // All three have come back 401 before the renewal answers.
    await vi.waitFor(() => expect(t.refreshes()).toHaveLength(1));
    await vi.waitFor(() =>
      expect(t.sent.filter((r) => r.headers['access-token'] === 'old')).toHaveLength(3),
    );
    t.releaseRefresh();
    const answers = await Promise.all(calls);
    expect(answers.map((a) => (a.data as { path: string }).path)).toEqual([
      '/api/users',
      '/api/tickets/list',
      '/api/notifications/count',
    ]);
    expect(t.refreshes()).toHaveLength(1);
    expect(t.refreshes()[0]!.headers['refresh-token']).toBe('ref');
    expect(t.sent.filter((r) => r.headers['access-token'] === 'new')).toHaveLength(3);
    expect(t.session).toMatchObject({ accessToken: 'new', refreshToken: 'ref' });
    // The user noticed nothing: no error reached the policy.
    expect(t.onError).not.toHaveBeenCalled();
  });

  it('clears the session and hands the 401 to the policy (sign out) when the renewal is refused', async () => {
    const t = setup(() => json({ message: 'Unauthorized.' }, 401));
    const backend = memoryStorage();
    const draft = userDataStorage(t.session, { namespace: 'test:renewal:', storage: backend });
    draft.setItem('draft', 'unsent words');
    expect(draft.getItem('draft')).toBe('unsent words');
    t.releaseRefresh();
    const outcome = await Promise.allSettled([
      t.client.request({ method: 'GET', path: 'api/users' }),
      t.client.request({ method: 'GET', path: 'api/tickets/list' }),
    ]);
    expect(outcome.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(t.refreshes()).toHaveLength(1);
    expect(t.session).toMatchObject({ accessToken: null, refreshToken: null });
    // What the user left under this sign-in is gone from the storage, not only out of reach.
    expect(backend.getItem('test:renewal:index')).toBeNull();
    expect(t.onError).toHaveBeenCalledWith({ type: 'sign-out' }, expect.anything());
    const reason = (outcome[0] as PromiseRejectedResult).reason as unknown;
    expect(isApiError(reason) && reason.status).toBe(401);
  });

  it('does not renew after a plain 401 (a revoked sign-in): that is a sign-out at once', async () => {
    const t = setup(() => json({ data: { access_token: 'new', refresh_token: 'ref' } }));
    const rec = recordingFetch(() => json({ message: 'Unauthorized.' }, 401));
    const onError = vi.fn();
    const client = createClient({
      baseURL: 'http://api.test/',
      session: t.session,
      fetch: rec.fetch,
      onError,
    });
    await expect(client.request({ method: 'GET', path: 'api/users' })).rejects.toThrow();
    expect(rec.sent.map((r) => r.url.pathname)).toEqual(['/api/users']);
    expect(onError).toHaveBeenCalledWith({ type: 'sign-out' }, expect.anything());
  });

  it('replays without renewing when another tab already put a newer token in the session', async () => {
    const t = setup(() => json({ data: { access_token: 'never', refresh_token: 'ref' } }));
    const call = t.client.request({ method: 'GET', path: 'api/users' });
    t.session.accessToken = 'new'; // the storage event of the tab that renewed first
    await expect(call).resolves.toMatchObject({ data: { path: '/api/users' } });
    expect(t.refreshes()).toHaveLength(0);
  });

  it('does not bring a sign-in back when the user signed out while the renewal was out', async () => {
    const t = setup(() => json({ data: { access_token: 'new', refresh_token: 'ref' } }));
    const call = t.client.request({ method: 'GET', path: 'api/users' });
    await vi.waitFor(() => expect(t.refreshes()).toHaveLength(1));
    t.session.accessToken = null; // logout
    t.session.refreshToken = null;
    t.releaseRefresh();
    await expect(call).rejects.toThrow();
    expect(t.session).toMatchObject({ accessToken: null, refreshToken: null });
  });

  it('can be turned off: an expired token is then a 401 like any other', async () => {
    const server = api(() => json({ data: { access_token: 'new', refresh_token: 'ref' } }));
    const session = { accessToken: 'old', refreshToken: 'ref' };
    const client = createClient({
      baseURL: 'http://api.test/',
      session,
      fetch: server.fetch,
      renewal: false,
    });
    await expect(client.request({ method: 'GET', path: 'api/users' })).rejects.toThrow();
    expect(server.sent.map((r) => r.url.pathname)).toEqual(['/api/users']);
  });
});
