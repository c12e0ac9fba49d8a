// Black-box tests of sessions that end: logout, access-token expiry and renewal on the demo clock,
// a password change or reset ending the other sign-ins, a removed device signed out.
import { describe, expect, it } from 'vitest';
import {
  changePassword,
  deleteDevice,
  getDevices,
  getUser,
  login,
  resetPassword,
} from '@sakhli/sdk';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '../src/store/sessionTokens';
import { createHarness, DEMO_PASSWORD, failure, raw, RESIDENT, type TestSession } from './harness';

const MIN = 60_000;

/** A copy of the pair as it was, to replay after the session moved on. */
const copy = (session: TestSession): TestSession => ({ ...session });

describe('logout', () => {
  it('ends the sign-in on the server: the old pair is refused afterwards', async () => {
    const h = createHarness();
    const { session } = await h.signIn();
    const old = copy(session);
    expect((await raw(h, 'GET', 'api/users', { session: old })).status).toBe(200);
    const out = await raw(h, 'POST', 'api/auth/logout', { session: old });
    expect(out.status).toBe(200);
    expect((await raw(h, 'GET', 'api/users', { session: old })).status).toBe(401);
    // The refresh token is dead too: nothing renews the pair.
    expect((await raw(h, 'POST', 'api/auth/refresh', { session: old })).status).toBe(401);
  });

  it('works with the refresh token alone (an expired access token still signs out)', async () => {
    const h = createHarness();
    const { session } = await h.signIn();
    h.advance(ACCESS_TOKEN_TTL_MS + MIN);
    const out = await raw(h, 'POST', 'api/auth/logout', {
      session: { accessToken: null, refreshToken: session.refreshToken, language: 'en' },
    });
    expect(out.status).toBe(200);
    expect((await raw(h, 'POST', 'api/auth/refresh', { session })).status).toBe(401);
  });

  it('leaves the account’s other sign-ins alone', async () => {
    const h = createHarness();
    const first = await h.signIn();
    const second = await h.signIn();
    await raw(h, 'POST', 'api/auth/logout', { session: first.session });
    await expect(getUser(second.client)).resolves.toMatchObject({ id: 1 });
  });
});

describe('access-token expiry', () => {
  it('refuses an access token past its lifetime with error.tokenExpired; the refresh token renews it', async () => {
    const h = createHarness();
    const { session } = await h.signIn();
    const old = copy(session);
    h.advance(ACCESS_TOKEN_TTL_MS - MIN);
    expect((await raw(h, 'GET', 'api/users', { session: old })).status).toBe(200);
    h.advance(2 * MIN);
    const refused = await raw(h, 'GET', 'api/users', { session: old });
    expect(refused).toMatchObject({
      status: 401,
      body: { data: { code: 'error.tokenExpired' } },
    });
    const renewed = await raw(h, 'POST', 'api/auth/refresh', {
      session: { accessToken: null, refreshToken: old.refreshToken, language: 'en' },
    });
    const pair = renewed.body.data as { access_token: string; refresh_token: string };
    expect(renewed.status).toBe(200);
    expect(pair.refresh_token).toBe(old.refreshToken);
    expect(pair.access_token).not.toBe(old.accessToken);
    const fresh = { accessToken: pair.access_token, refreshToken: pair.refresh_token };
    expect(
      (await raw(h, 'GET', 'api/users', { session: { ...fresh, language: 'en' } })).status,
    ).toBe(200);
    // The replaced token keeps saying "expired" (a tab that missed the renewal renews too).
    expect((await raw(h, 'GET', 'api/users', { session: old })).body.data).toEqual({
      code: 'error.tokenExpired',
    });
  });

  it('gives two renewals at once the same access token (two tabs of one browser)', async () => {
    const h = createHarness();
    const { session } = await h.signIn();
    h.advance(ACCESS_TOKEN_TTL_MS + MIN);
    const [a, b] = await Promise.all([
      raw(h, 'POST', 'api/auth/refresh', { session }),
      raw(h, 'POST', 'api/auth/refresh', { session }),
    ]);
    expect(a.body.data).toEqual(b.body.data);
  });

  it('renews through the SDK client without the caller noticing', async () => {
    const h = createHarness();
    const { client, session } = await h.signIn();
    const before = session.accessToken;
    h.advance(47 * 60 * MIN);
    await expect(getUser(client)).resolves.toMatchObject({ id: 1 });
    expect(session.accessToken).not.toBe(before);
  });

  it('ends the sign-in when the refresh token runs out (30 days)', async () => {
    const h = createHarness();
    const { session } = await h.signIn();
    h.advance(REFRESH_TOKEN_TTL_MS + MIN);
    expect((await raw(h, 'POST', 'api/auth/refresh', { session })).status).toBe(401);
    const call = await raw(h, 'GET', 'api/users', { session });
    expect(call.status).toBe(401);
    expect(call.body.data).toBeUndefined(); // a plain 401: signed out, nothing to renew
  });

  it('does not renew a sign-in whose second factor is still pending', async () => {
    const h = createHarness();
    const { client, session } = h.client();
    const result = await login(client, { email: RESIDENT, password: DEMO_PASSWORD });
    session.refreshToken = result.refresh_token;
    expect((await raw(h, 'POST', 'api/auth/refresh', { session })).status).toBe(401);
  });
});

describe('a new password ends the other sign-ins', () => {
  it('a change keeps the current sign-in and ends every other one', async () => {
    const h = createHarness();
    const here = await h.signIn(RESIDENT);
    const elsewhere = await h.signIn(RESIDENT);
    await changePassword(here.client, {
      current_password: DEMO_PASSWORD,
      password: 'Mtatsminda7',
      password_confirmation: 'Mtatsminda7',
    });
    await expect(getUser(here.client)).resolves.toMatchObject({ email: RESIDENT });
    expect((await failure(getUser(elsewhere.client))).status).toBe(401);
    expect((await raw(h, 'POST', 'api/auth/refresh', { session: elsewhere.session })).status).toBe(
      401,
    );
  });

  it('a reset ends every sign-in of the account', async () => {
    const h = createHarness();
    const signedIn = await h.signIn(RESIDENT);
    const anonymous = h.client();
    await raw(h, 'POST', 'api/auth/forgot_password', { json: { email: RESIDENT } });
    const token = new URL(h.mail(RESIDENT, 'password')!.link!).searchParams.get('token')!;
    await resetPassword(anonymous.client, token, {
      password: 'Mtatsminda7',
      password_confirmation: 'Mtatsminda7',
    });
    expect((await failure(getUser(signedIn.client))).status).toBe(401);
  });
});

describe('a removed device', () => {
  it('is signed out on its next call, and cannot renew', async () => {
    const h = createHarness();
    const phone = await h.signIn(RESIDENT);
    const laptop = await h.signIn(RESIDENT);
    const devices = await getDevices(laptop.client);
    const phoneRow = [...devices.desktops, ...devices.mobiles].find(
      (d) => !d.current && d.first_login === d.last_login && d.last_login.startsWith('2026-11-23'),
    )!;
    await deleteDevice(laptop.client, phoneRow.id);
    expect((await raw(h, 'GET', 'api/users', { session: phone.session })).status).toBe(401);
    expect((await raw(h, 'POST', 'api/auth/refresh', { session: phone.session })).status).toBe(401);
  });
});
