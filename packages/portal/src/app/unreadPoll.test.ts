import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  applyLogin,
  applyUser,
  createClient,
  createSession,
  logout,
  notificationCountsQuery,
  notificationKeys,
} from '@sakhli/sdk';
import { routeSettled, startPortalUnreadPoll } from './unreadPoll';

function setup() {
  let count = 0;
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ data: { bookings: { count: ++count }, messages: { count: 0 } } }),
        { headers: { 'content-type': 'application/json' } },
      ),
  );
  const session = createSession({ storage: null, syncTabs: false });
  const client = createClient({ baseURL: 'http://api.test/', session, fetch });
  const queryClient = new QueryClient();
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { fetch, session, client, queryClient, doc, setVisibility };
}

describe('spec §4 unread-count poll', () => {
  it('fetches when the user loads, then every 60 s into the query cache', async () => {
    vi.useFakeTimers();
    const { fetch, session, client, queryClient, doc } = setup();
    const stop = startPortalUnreadPoll(session, client, queryClient, doc);
    expect(fetch).not.toHaveBeenCalled();
    applyLogin(session, { access_token: 'a', refresh_token: 'r', code: 1 });
    applyUser(session, { id: 1, language: 'en' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.waitFor(
      () =>
        expect(queryClient.getQueryData(notificationKeys.count())).toEqual({
          bookings: { count: 2 },
          messages: { count: 0 },
        }),
      { timeout: 20_000 },
    );
    stop();
  });

  it('skips while the tab is hidden, refreshes once when it returns, and stops on sign-out', async () => {
    vi.useFakeTimers();
    const { fetch, session, client, queryClient, doc, setVisibility } = setup();
    applyLogin(session, { access_token: 'a', refresh_token: 'r', code: 1 });
    applyUser(session, { id: 1, language: 'en' });
    setVisibility('hidden');
    const stop = startPortalUnreadPoll(session, client, queryClient, doc);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Back and forth without a tick missed meanwhile: nothing more.
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    logout(session);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('one unread-count query', () => {
  it('a tick finding counts just fetched (the layout loader) or being fetched makes no call', async () => {
    vi.useFakeTimers();
    const { fetch, session, client, queryClient, doc } = setup();
    applyLogin(session, { access_token: 'a', refresh_token: 'r', code: 1 });
    const loaderFetch = queryClient.ensureQueryData(notificationCountsQuery(client));
    applyUser(session, { id: 1, language: 'en' });
    const stop = startPortalUnreadPoll(session, client, queryClient, doc);
    await loaderFetch;
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a tick while a route loads waits for it, and finds the counts its layout fetched', async () => {
    vi.useFakeTimers();
    const { fetch, session, client, queryClient, doc } = setup();
    const listeners = new Set<() => void>();
    const router = {
      state: { isLoading: true },
      subscribe: (_event: 'onResolved', listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    applyLogin(session, { access_token: 'a', refresh_token: 'r', code: 1 });
    applyUser(session, { id: 1, language: 'en' });
    const stop = startPortalUnreadPoll(
      session,
      client,
      queryClient,
      doc,
      60_000,
      routeSettled(router),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).not.toHaveBeenCalled();

    // The layout's loader fetches the counts with the screen's calls; then the route resolves.
    await queryClient.ensureQueryData(notificationCountsQuery(client));
    router.state.isLoading = false;
    listeners.forEach((listener) => listener());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    stop();
  });
});
