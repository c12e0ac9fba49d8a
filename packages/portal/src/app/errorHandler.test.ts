import { describe, expect, it, vi } from 'vitest';
import { applyLogin, applyUser, createSession, memoryStorage } from '@sakhli/sdk';
import { createToastBridge, handleErrorAction } from './errorHandler';

function setup(path = '/support') {
  const storage = memoryStorage();
  const session = createSession({ storage, syncTabs: false });
  applyLogin(session, { access_token: 'acc', refresh_token: 'ref', code: 1 });
  applyUser(session, { id: 1, language: 'en' });
  const deps = {
    session,
    currentPath: () => path,
    navigate: vi.fn(),
    toast: vi.fn(),
    onSignedOut: vi.fn(),
  };
  return { storage, session, deps };
}

describe('spec §8 global error handling', () => {
  it('401 clears the session and its stored keys, then goes to /login', () => {
    const { storage, session, deps } = setup();
    handleErrorAction({ type: 'sign-out' }, deps);
    expect(session.accessToken).toBeNull();
    expect(session.authVerified).toBe(false);
    for (const key of ['access-token', 'refresh-token', 'user', 'auth-verified']) {
      expect(storage.getItem(`sakhli:${key}`)).toBeNull();
    }
    expect(deps.onSignedOut).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('401 on the login screen clears but does not navigate again', () => {
    const { deps } = setup('/login');
    handleErrorAction({ type: 'sign-out' }, deps);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('404 replaces the route with /404', () => {
    const { deps } = setup();
    handleErrorAction({ type: 'not-found' }, deps);
    expect(deps.navigate).toHaveBeenCalledWith('/404');
  });

  it('409 and caller-owned errors stay silent', () => {
    const { deps, session } = setup();
    handleErrorAction({ type: 'silent' }, deps);
    handleErrorAction({ type: 'caller' }, deps);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();
    expect(session.accessToken).toBe('acc');
  });

  it('anything else toasts the server message, or the fallback id', () => {
    const { deps } = setup();
    handleErrorAction(
      { type: 'toast', message: 'Tariff unknown.', fallbackMessageId: 'error.somethingWrong' },
      deps,
    );
    handleErrorAction(
      { type: 'toast', message: undefined, fallbackMessageId: 'error.somethingWrong' },
      deps,
    );
    expect(deps.toast.mock.calls).toEqual([
      ['Tariff unknown.', 'error.somethingWrong'],
      [undefined, 'error.somethingWrong'],
    ]);
  });

  it('toasts asked for before the provider mounted are shown once it does', () => {
    const bridge = createToastBridge();
    bridge.show('early');
    const shown = vi.fn();
    const detach = bridge.attach(shown);
    bridge.show('late');
    expect(shown.mock.calls).toEqual([['early'], ['late']]);
    detach();
    bridge.show('queued');
    expect(shown).toHaveBeenCalledTimes(2);
  });
});
