import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSession,
  disposeSession,
  isSessionPersistent,
  sessionStorageKeys,
} from './createSession';
import { memoryStorage, type KeyValueStorage } from './storage';
import { applyLogin, applyUser, logout, startResendTimer } from './transitions';

function dump(storage: KeyValueStorage, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, storage.getItem(key)]));
}

/** A storage that refuses every write, as a full disk or Safari's old private mode does. */
function quotaExceeded(): KeyValueStorage {
  const inner = memoryStorage();
  return {
    getItem: (key) => inner.getItem(key),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (key) => inner.removeItem(key),
  };
}

describe('createSession', () => {
  it('starts empty, in English, unverified', () => {
    const session = createSession({ storage: memoryStorage() });
    expect({ ...session }).toEqual({
      accessToken: null,
      refreshToken: null,
      deviceUuid: null,
      user: null,
      language: 'en',
      authVerified: false,
      resendCodeUntil: null,
    });
  });

  it('persists every field under the documented sakhli: keys and restores them', () => {
    const storage = memoryStorage();
    const session = createSession({ storage });
    applyLogin(session, { access_token: 'acc', refresh_token: 'ref', code: 1 });
    session.deviceUuid = 'dev-1';
    applyUser(session, { id: 7, name: 'Nino', language: 'ge' });
    startResendTimer(session, 60_000, 1_000);

    expect(
      dump(storage, [
        'sakhli:access-token',
        'sakhli:refresh-token',
        'sakhli:device-uuid',
        'sakhli:user',
        'sakhli:language',
        'sakhli:auth-verified',
        'sakhli:resend-until',
      ]),
    ).toEqual({
      'sakhli:access-token': 'acc',
      'sakhli:refresh-token': 'ref',
      'sakhli:device-uuid': 'dev-1',
      'sakhli:user': JSON.stringify({ id: 7, name: 'Nino', language: 'ge' }),
      'sakhli:language': 'ge',
      'sakhli:auth-verified': 'true',
      'sakhli:resend-until': '61000',
    });

    const restored = createSession({ storage });
    expect({ ...restored, user: { ...restored.user } }).toEqual({
      accessToken: 'acc',
      refreshToken: 'ref',
      deviceUuid: 'dev-1',
      user: { id: 7, name: 'Nino', language: 'ge' },
      language: 'ge',
      authVerified: true,
      resendCodeUntil: 61_000,
    });
  });

  it('persists a change inside the user object, and removes keys of cleared fields', () => {
    const storage = memoryStorage();
    const session = createSession({ storage });
    applyUser(session, { name: 'Nino', language: 'en' });
    session.user!.name = 'Nini';
    expect(JSON.parse(storage.getItem('sakhli:user')!)).toEqual({ name: 'Nini', language: 'en' });
    session.user = null;
    expect(storage.getItem('sakhli:user')).toBeNull();
  });

  it('keeps sessions with different prefixes apart and leaves the host page keys alone', () => {
    const storage = memoryStorage();
    storage.setItem('access-token', 'host-page-own-token');
    const portal = createSession({ storage });
    const widget = createSession({ storage, prefix: 'partner-chat:' });
    applyLogin(portal, { access_token: 'portal-acc', refresh_token: 'portal-ref', code: 1 });
    applyLogin(widget, { access_token: 'widget-acc', refresh_token: 'widget-ref', code: -2 });

    expect(storage.getItem('sakhli:access-token')).toBe('portal-acc');
    expect(storage.getItem('partner-chat:access-token')).toBe('widget-acc');
    expect(storage.getItem('access-token')).toBe('host-page-own-token');
    expect(createSession({ storage, prefix: 'partner-chat:' }).authVerified).toBe(false);
    expect(createSession({ storage }).authVerified).toBe(true);
    expect(sessionStorageKeys('partner-chat:').accessToken).toBe('partner-chat:access-token');
  });

  it('falls back to memory when opening storage throws (blocked cookies, sandboxed iframe)', () => {
    const session = createSession({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    applyLogin(session, { access_token: 'acc', refresh_token: 'ref', code: 1 });
    expect(session.accessToken).toBe('acc');
    expect(isSessionPersistent(session)).toBe(false);
  });

  it('falls back to memory when a read throws', () => {
    const storage: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const session = createSession({ storage });
    expect(session.language).toBe('en');
    expect(isSessionPersistent(session)).toBe(false);
  });

  it('keeps working in memory when writing exceeds the quota', () => {
    const storage = quotaExceeded();
    const session = createSession({ storage });
    expect(isSessionPersistent(session)).toBe(true);
    expect(() =>
      applyLogin(session, { access_token: 'acc', refresh_token: 'ref', code: -2 }),
    ).not.toThrow();
    expect(session.accessToken).toBe('acc');
    expect(session.refreshToken).toBe('ref');
    expect(isSessionPersistent(session)).toBe(false);
  });

  it('does not persist at all with storage: null', () => {
    const before = (globalThis as { localStorage?: unknown }).localStorage;
    const session = createSession({ storage: null });
    session.accessToken = 'acc';
    expect(isSessionPersistent(session)).toBe(false);
    expect((globalThis as { localStorage?: unknown }).localStorage).toBe(before);
  });

  it('ignores garbage found under its keys', () => {
    const storage = memoryStorage();
    storage.setItem('sakhli:user', '{not json');
    storage.setItem('sakhli:language', 'fr');
    storage.setItem('sakhli:auth-verified', 'yes');
    storage.setItem('sakhli:resend-until', 'soon');
    const session = createSession({ storage });
    expect(session.user).toBeNull();
    expect(session.language).toBe('en');
    expect(session.authVerified).toBe(false);
    expect(session.resendCodeUntil).toBeNull();
  });
});

describe('sessions in other tabs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A window that delivers `storage` events, as the browser does to every other tab. */
  function browserWindow() {
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    return {
      otherTabWrote(storageArea: KeyValueStorage, key: string | null) {
        target.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea }));
      },
    };
  }

  it('signs this tab out when another tab signs out', () => {
    const win = browserWindow();
    const storage = memoryStorage();
    const here = createSession({ storage });
    applyLogin(here, { access_token: 'acc', refresh_token: 'ref', code: 1 });
    applyUser(here, { id: 1, language: 'ru' });

    const there = createSession({ storage, syncTabs: false });
    logout(there);
    for (const key of ['access-token', 'refresh-token', 'user', 'auth-verified']) {
      win.otherTabWrote(storage, `sakhli:${key}`);
    }
    expect(here.accessToken).toBeNull();
    expect(here.user).toBeNull();
    expect(here.authVerified).toBe(false);
    expect(here.language).toBe('ru');
  });

  it('takes a language chosen in another tab and ignores other prefixes and storages', () => {
    const win = browserWindow();
    const storage = memoryStorage();
    const here = createSession({ storage });
    storage.setItem('sakhli:language', 'ge');
    win.otherTabWrote(memoryStorage(), 'sakhli:language');
    expect(here.language).toBe('en');
    win.otherTabWrote(storage, 'partner-chat:language');
    expect(here.language).toBe('en');
    win.otherTabWrote(storage, 'sakhli:language');
    expect(here.language).toBe('ge');
  });

  it('follows nothing after disposeSession, nor when syncTabs is false', () => {
    const win = browserWindow();
    const storage = memoryStorage();
    const disposed = createSession({ storage });
    const unsynced = createSession({ storage, syncTabs: false });
    disposeSession(disposed);
    storage.setItem('sakhli:access-token', 'from-elsewhere');
    win.otherTabWrote(storage, 'sakhli:access-token');
    expect(disposed.accessToken).toBeNull();
    expect(unsynced.accessToken).toBeNull();
    disposed.accessToken = 'local-only';
    expect(storage.getItem('sakhli:access-token')).toBe('from-elsewhere');
  });
});
