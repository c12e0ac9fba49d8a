import { describe, expect, it } from 'vitest';
import {
  activationGuard,
  mainAreaGuard,
  resetPasswordGuard,
  roleAllows,
  roleOf,
  searchText,
  verificationGuard,
} from './guards';

const signedOut = { authVerified: false, accessToken: null, refreshToken: null };
const halfway = { authVerified: false, accessToken: 'acc', refreshToken: 'ref' };
const verified = { authVerified: true, accessToken: 'acc', refreshToken: 'ref' };

describe('spec §6 guards', () => {
  it('main area: only the stored auth-verified flag (with its token) lets a user in', () => {
    expect(mainAreaGuard(signedOut, {})).toEqual({ to: '/login' });
    expect(mainAreaGuard(halfway, {})).toEqual({ to: '/login' });
    expect(mainAreaGuard({ ...verified, accessToken: null }, {})).toEqual({ to: '/login' });
    expect(mainAreaGuard(verified, {})).toBeUndefined();
  });

  it('roles: a route naming roles is for those only; one naming none, and an unknown role, pass', () => {
    expect(roleAllows('resident', ['owner'])).toBe(false);
    expect(roleAllows('owner', ['owner'])).toBe(true);
    expect(roleAllows('resident', undefined)).toBe(true);
    expect(roleAllows(undefined, ['owner'])).toBe(true);
    expect(roleOf({ role: 'resident' })).toBe('resident');
    expect(roleOf({ role: 'admin' })).toBeUndefined();
    expect(roleOf(null)).toBeUndefined();
  });

  it('guest routes need nothing', () => {
    expect(mainAreaGuard(signedOut, { guest: true })).toBeUndefined();
  });

  it('/verification needs both stored tokens', () => {
    expect(verificationGuard(signedOut)).toEqual({ to: '/login' });
    expect(verificationGuard({ ...halfway, refreshToken: null })).toEqual({ to: '/login' });
    expect(verificationGuard({ ...halfway, accessToken: null })).toEqual({ to: '/login' });
    expect(verificationGuard(halfway)).toBeUndefined();
  });

  it('/reset-password needs a token', () => {
    expect(resetPasswordGuard({})).toEqual({ to: '/login' });
    expect(resetPasswordGuard({ token: searchText('  ') })).toEqual({ to: '/login' });
    expect(resetPasswordGuard({ token: 'abc' })).toBeUndefined();
  });

  it('/activate needs access_id and token', () => {
    expect(activationGuard({ token: 't' })).toEqual({ to: '/login' });
    expect(activationGuard({ access_id: searchText(12), token: 't' })).toBeUndefined();
  });
});
