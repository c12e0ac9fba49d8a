import { describe, expect, it } from 'vitest';
import { failing, failingClient } from '../testing/failingClient';
import { errorsInPlace } from './errorsInPlace';

describe('errorsInPlace', () => {
  it('stops the policy short of the toast: the caller shows the failure', async () => {
    const { client, onError } = failingClient(500);
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
    const signedOut = failingClient(401);
    await failing(errorsInPlace(signedOut.client).download({ method: 'GET', path: 'api/f' }));
    expect(signedOut.onError).toHaveBeenCalledWith({ type: 'sign-out' }, expect.anything());
    const missing = failingClient(404);
    await failing(errorsInPlace(missing.client).request({ method: 'GET', path: 'api/x' }));
    expect(missing.onError).toHaveBeenCalledWith({ type: 'not-found' }, expect.anything());
  });

  it('leaves a caller-owned call its own 401', async () => {
    const { client, onError } = failingClient(401);
    await failing(
      errorsInPlace(client).request({ method: 'POST', path: 'api/auth/login', errors: 'caller' }),
    );
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, expect.anything());
  });

  it('is one view per client, with the same headers and addresses', () => {
    const { client } = failingClient(200);
    const view = errorsInPlace(client);
    expect(errorsInPlace(client)).toBe(view);
    expect(errorsInPlace(view)).toBe(view);
    expect(view.headers()).toEqual(client.headers());
    expect(view.url('api/x')).toBe(client.url('api/x'));
    expect(view.options).toBe(client.options);
  });
});
