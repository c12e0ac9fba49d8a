import { describe, expect, it, vi } from 'vitest';
import { applyLogin, applyUser, createClient, createSession } from '@sakhli/sdk';
import { applyLoadedUser, switchLanguage } from './language';

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

  it("a loaded user's different language is stored and the page reloads; the same one does not", () => {
    const { session } = setup();
    const reload = vi.fn();
    applyLoadedUser(session, { id: 1, language: 'ge' }, reload);
    expect(session.language).toBe('ge');
    expect(reload).toHaveBeenCalledTimes(1);
    applyLoadedUser(session, { id: 1, language: 'ge' }, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
