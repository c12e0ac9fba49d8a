import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { recordingFetch } from '../testing/recordingFetch';
import { createSession } from './createSession';
import { memoryStorage } from './storage';
import {
  applyLogin,
  applyUser,
  canVerify,
  isSignedIn,
  logout,
  markVerified,
  resendCodeRemaining,
  setDeviceUuid,
  startResendTimer,
} from './transitions';

const fresh = () => {
  const storage = memoryStorage();
  return { storage, session: createSession({ storage }) };
};

describe('sign-in transitions (spec §4)', () => {
  it('code -2 stores the tokens and goes to verification, not verified', () => {
    const { session, storage } = fresh();
    expect(applyLogin(session, { access_token: 'a', refresh_token: 'r', code: -2 })).toEqual({
      next: 'verification',
      route: '/verification',
    });
    expect(session.accessToken).toBe('a');
    expect(session.refreshToken).toBe('r');
    expect(session.authVerified).toBe(false);
    expect(storage.getItem('sakhli:auth-verified')).toBeNull();
    expect(canVerify(session)).toBe(true);
    expect(isSignedIn(session)).toBe(false);
  });

  it('code 1 marks the user verified and goes to /support', () => {
    const { session, storage } = fresh();
    expect(applyLogin(session, { access_token: 'a', refresh_token: 'r', code: 1 })).toEqual({
      next: 'default',
      route: '/support',
    });
    expect(session.authVerified).toBe(true);
    expect(storage.getItem('sakhli:auth-verified')).toBe('true');
    expect(isSignedIn(session)).toBe(true);
  });

  it('an unknown code never opens the main area', () => {
    const { session } = fresh();
    expect(applyLogin(session, { access_token: 'a', refresh_token: 'r', code: 0 }).next).toBe(
      'verification',
    );
    expect(isSignedIn(session)).toBe(false);
  });

  it('verification completes the sign-in and remembers the device', () => {
    const { session, storage } = fresh();
    applyLogin(session, { access_token: 'a', refresh_token: 'r', code: -2 });
    setDeviceUuid(session, 'dev-42');
    expect(markVerified(session)).toEqual({ route: '/support' });
    expect(isSignedIn(session)).toBe(true);
    expect(storage.getItem('sakhli:device-uuid')).toBe('dev-42');
  });

  it('verification is out of reach without both tokens', () => {
    const { session } = fresh();
    session.accessToken = 'a';
    expect(canVerify(session)).toBe(false);
  });
});

describe('logout (spec §4)', () => {
  it('clears user, tokens, resend timer and verified flag; keeps language and device uuid', () => {
    const { session, storage } = fresh();
    applyLogin(session, { access_token: 'a', refresh_token: 'r', code: 1 });
    setDeviceUuid(session, 'dev-1');
    applyUser(session, { id: 1, language: 'ru' });
    startResendTimer(session, 30_000, 0);

    expect(logout(session)).toEqual({ route: '/login' });
    expect({ ...session }).toEqual({
      accessToken: null,
      refreshToken: null,
      deviceUuid: 'dev-1',
      user: null,
      language: 'ru',
      authVerified: false,
      resendCodeUntil: null,
    });
    for (const key of ['access-token', 'refresh-token', 'user', 'auth-verified', 'resend-until']) {
      expect(storage.getItem(`sakhli:${key}`), key).toBeNull();
    }
    expect(storage.getItem('sakhli:language')).toBe('ru');
    expect(storage.getItem('sakhli:device-uuid')).toBe('dev-1');
  });
});

describe('resend-code timer', () => {
  it('counts down from the moment it started and survives a reload', () => {
    const { session, storage } = fresh();
    startResendTimer(session, 60_000, 10_000);
    expect(resendCodeRemaining(session, 10_000)).toBe(60_000);
    expect(resendCodeRemaining(session, 69_999)).toBe(1);
    expect(resendCodeRemaining(session, 70_000)).toBe(0);
    expect(resendCodeRemaining(createSession({ storage }), 40_000)).toBe(30_000);
  });
});

describe('language rule (spec §4)', () => {
  it('stores a different user language and asks for a reload', () => {
    const { session, storage } = fresh();
    expect(applyUser(session, { id: 1, language: 'ge' })).toEqual({ reload: true });
    expect(session.language).toBe('ge');
    // Written before the caller reloads, so the reloaded page starts in Georgian.
    expect(storage.getItem('sakhli:language')).toBe('ge');
  });

  it('does not reload when the language is the same, missing or unknown', () => {
    const { session } = fresh();
    expect(applyUser(session, { id: 1, language: 'en' })).toEqual({ reload: false });
    expect(applyUser(session, { id: 1 })).toEqual({ reload: false });
    expect(applyUser(session, { id: 1, language: 'fr' })).toEqual({ reload: false });
    expect(session.language).toBe('en');
  });
});

describe('the session as the client token source', () => {
  it('feeds the client the current tokens and language, and none after logout', async () => {
    const { session } = fresh();
    const rec = recordingFetch();
    const client = createClient({ baseURL: 'http://api.test/', session, fetch: rec.fetch });
    applyLogin(session, { access_token: 'acc-9', refresh_token: 'ref-9', code: 1 });
    applyUser(session, { language: 'ru' });
    await client.request({ method: 'GET', path: 'api/users' });
    expect(rec.last().headers).toMatchObject({
      'access-token': 'acc-9',
      'refresh-token': 'ref-9',
      'user-language': 'ru',
    });

    logout(session);
    await client.request({ method: 'GET', path: 'api/users' });
    expect(rec.last().headers['access-token']).toBeUndefined();
    expect(rec.last().headers['refresh-token']).toBeUndefined();
    expect(rec.last().headers['user-language']).toBe('ru');
  });
});
