import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './createSession';
import { memoryStorage, type KeyValueStorage } from './storage';
import { applyLogin, logout } from './transitions';
import { endUserData, USER_DATA_LIST_KEY, userDataStorage } from './userData';

/** A storage that can list its keys, to see everything left on the device. */
function listing() {
  const items = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, keys: () => [...items.keys()], text: () => [...items.values()].join(' ') };
}

const signIn = (session: ReturnType<typeof createSession>, token: string) =>
  applyLogin(session, { access_token: `acc-${token}`, refresh_token: token, code: 1 });

describe('userDataStorage (issue 16 §3: nothing left behind)', () => {
  let local: ReturnType<typeof listing>;
  beforeEach(() => {
    local = listing();
    vi.stubGlobal('localStorage', local.storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a draft for the signed-in user across a new instance, never showing the token', () => {
    const session = createSession({ storage: memoryStorage() });
    signIn(session, 'refresh-nino');
    userDataStorage(session, { namespace: 'sakhli:ticket-chat:main:' }).setItem('5', 'draft');
    const again = userDataStorage(session, { namespace: 'sakhli:ticket-chat:main:' });
    expect(again.getItem('5')).toBe('draft');
    expect(local.keys().join(' ')).not.toContain('refresh-nino');
    expect(local.text()).not.toContain('refresh-nino');
  });

  it('keeps widget instances apart', () => {
    const session = createSession({ storage: memoryStorage() });
    signIn(session, 'refresh-nino');
    userDataStorage(session, { namespace: 'sakhli:ticket-chat:left:' }).setItem('5', 'left');
    const right = userDataStorage(session, { namespace: 'sakhli:ticket-chat:right:' });
    expect(right.getItem('5')).toBeNull();
  });

  it('removes everything on logout, including namespaces not opened on this page', () => {
    const session = createSession({ storage: memoryStorage() });
    signIn(session, 'refresh-nino');
    userDataStorage(session, { namespace: 'sakhli:ticket-chat:main:' }).setItem('5', 'draft');
    // Another widget's data, written by an earlier page of the same sign-in.
    const earlier = { accessToken: 'acc', refreshToken: 'refresh-nino' };
    userDataStorage(earlier, { namespace: 'sakhli:ticket-chat:new:' }).setItem('new', 'x');
    expect(JSON.parse(local.storage.getItem(USER_DATA_LIST_KEY)!)).toEqual([
      'sakhli:ticket-chat:main:',
      'sakhli:ticket-chat:new:',
    ]);

    logout(session);
    expect(local.keys()).toEqual([USER_DATA_LIST_KEY]);
  });

  it('shows nothing of one user to the next, even without a logout in between', () => {
    const session = createSession({ storage: memoryStorage() });
    signIn(session, 'refresh-nino');
    userDataStorage(session, { namespace: 'sakhli:ticket-chat:main:' }).setItem('5', 'secret');
    signIn(session, 'refresh-giorgi');
    expect(local.text()).not.toContain('secret');
    const next = userDataStorage(session, { namespace: 'sakhli:ticket-chat:main:' });
    expect(next.getItem('5')).toBeNull();

    // A host that swaps plain tokens: the old user's data goes on the next read.
    const tokens = { accessToken: 'a', refreshToken: 'refresh-eka' };
    const store = userDataStorage(tokens, { namespace: 'sakhli:ticket-chat:host:' });
    store.setItem('7', 'eka-draft');
    tokens.refreshToken = 'refresh-levan';
    expect(store.getItem('7')).toBeNull();
    expect(local.text()).not.toContain('eka-draft');
  });

  it('removes it when the sign-in ends with a 401, and keeps later drafts in memory only', () => {
    const tokens = { accessToken: 'a', refreshToken: 'refresh-rejected' };
    const custom = listing();
    const store = userDataStorage(tokens, {
      namespace: 'partner:chat:',
      storage: custom.storage,
    });
    store.setItem('5', 'before');
    endUserData(tokens);
    expect(custom.keys()).toEqual([]);
    store.setItem('5', 'after');
    expect(store.getItem('5')).toBe('after');
    expect(custom.keys()).toEqual([]);
  });

  it('keeps data in memory while signed out', () => {
    const store = userDataStorage(
      { accessToken: null, refreshToken: null },
      { namespace: 'sakhli:ticket-chat:main:' },
    );
    store.setItem('5', 'x');
    expect(store.getItem('5')).toBe('x');
    expect(local.keys()).toEqual([USER_DATA_LIST_KEY]);
  });
});
