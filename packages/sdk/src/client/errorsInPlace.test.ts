import { describe, expect, it, vi } from 'vitest';
import { json, recordingFetch } from '../testing/recordingFetch';
import { createClient } from './createClient';
import { errorsInPlace } from './errorsInPlace';

function setup(status: number, message = 'Resting.') {
  const rec = recordingFetch(() => json({ message }, status));
  const onError = vi.fn();
  const client = createClient({
    baseURL: 'http://api.test/',
    session: { accessToken: 'acc-1', refreshToken: 'ref-1' },
    fetch: rec.fetch,
    onError,
  });
  return { ...rec, client, onError };
}

const failing = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('errorsInPlace', () => {
  it('stops the policy short of the toast: the caller shows the failure', async () => {
    const { client, onError } = setup(500);
    const error = await failing(errorsInPlace(client).request({ method: 'GET', path: 'api/x' }));
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, error);
    // The client itself still toasts.
    await failing(client.request({ method: 'GET', path: 'api/x' }));
    expect(onError).toHaveBeenLastCalledWith(
      { type: 'toast', message: 'Resting.', fallbackMessageId: 'error.somethingWrong' },
      expect.anything(),
    );
  });

  it('still signs out on a 401 and goes to not-found on a 404, downloads too', async () => {
    const signedOut = setup(401);
    await failing(errorsInPlace(signedOut.client).download({ method: 'GET', path: 'api/f' }));
    expect(signedOut.onError).toHaveBeenCalledWith({ type: 'sign-out' }, expect.anything());
    const missing = setup(404);
    await failing(errorsInPlace(missing.client).request({ method: 'GET', path: 'api/x' }));
    expect(missing.onError).toHaveBeenCalledWith({ type: 'not-found' }, expect.anything());
  });

  it('leaves a caller-owned call its own 401', async () => {
    const { client, onError } = setup(401);
    await failing(
      errorsInPlace(client).request({ method: 'POST', path: 'api/auth/login', errors: 'caller' }),
    );
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, expect.anything());
  });

  it('is one view per client, with the same headers and addresses', () => {
    const { client } = setup(200);
    const view = errorsInPlace(client);
    expect(errorsInPlace(client)).toBe(view);
    expect(errorsInPlace(view)).toBe(view);
    expect(view.headers()).toEqual(client.headers());
    expect(view.url('api/x')).toBe(client.url('api/x'));
    expect(view.options).toBe(client.options);
  });
});
