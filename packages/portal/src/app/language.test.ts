import { describe, expect, it, vi } from 'vitest';
import { applyLogin, applyUser, createClient, createSession } from '@sakhli/sdk';
import { QueryClient } from '@tanstack/react-query';
import { USER } from '../../test/renderPortal';
import { applyLoadedUser, loadSignedInUser, switchLanguage } from './language';

function setup() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: null }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  const session = createSession({ storage: null, syncTabs: false });
  const client = createClient({ baseURL: 'http://api.test/', session, fetch });
  return { fetch, session, client };
}

describe('spec §4 language', () => {
  it('the switcher stores the language and, signed in, calls PUT api/users/locale', async () => {
    const { fetch, session, client } = setup();
    applyLogin(session, { access_token: 'a', refresh_token: 'r', code: 1 });
    applyUser(session, { id: 1, language: 'en' });
    await switchLanguage(session, client, 'ge');
    expect(session.language).toBe('ge');
    expect(session.user?.language).toBe('ge');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe('http://api.test/api/users/locale');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ locale: 'ge' });
  });

  it('signed out, the switcher only stores', async () => {
    const { fetch, session, client } = setup();
    await switchLanguage(session, client, 'ru');
    expect(session.language).toBe('ru');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a loaded user's different language is stored (applied in place; the e2e budget checks no reload)", () => {
    const { session } = setup();
    applyLoadedUser(session, { id: 1, language: 'ge' });
    expect(session.language).toBe('ge');
    expect(session.user).toEqual({ id: 1, language: 'ge' });
  });

  it('who has just signed in is loaded before the main area, and their language stored', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { ...USER, language: 'ru' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const session = createSession({ storage: null, syncTabs: false });
    const client = createClient({ baseURL: 'http://api.test/', session, fetch });
    const queryClient = new QueryClient();
    applyLogin(session, { access_token: 'a', refresh_token: 'r', code: 1 });
    await loadSignedInUser({ session, client, queryClient });
    expect(session.language).toBe('ru');
    expect(fetch).toHaveBeenCalledTimes(1);
    // A stored user (a reload) is not waited for: the layout's loader refreshes it alongside.
    await loadSignedInUser({ session, client, queryClient });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
