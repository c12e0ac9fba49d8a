import { describe, expect, it } from 'vitest';
import { failing, failingClient } from '../testing/failingClient';
import { actOnDeferredError, errorsDeferred } from './errorsDeferred';
import { errorsInPlace } from './errorsInPlace';

describe('errorsDeferred', () => {
  it('a 404 made ahead of need goes nowhere until its screen is opened, then once', async () => {
    const { client, onError } = failingClient(404);
    const error = await failing(errorsDeferred(client).request({ method: 'GET', path: 'api/x' }));
    expect(onError).toHaveBeenCalledWith({ type: 'caller' }, error);
    expect(onError).not.toHaveBeenCalledWith({ type: 'not-found' }, expect.anything());
    actOnDeferredError(error);
    expect(onError).toHaveBeenLastCalledWith({ type: 'not-found' }, error);
    actOnDeferredError(error);
    expect(onError.mock.calls.filter(([a]) => a.type === 'not-found')).toHaveLength(1);
  });

  it("keeps the toast of a global call, none of errorsInPlace's", async () => {
    const global = failingClient(500);
    const error = await failing(
      errorsDeferred(global.client).request({ method: 'GET', path: 'api/x' }),
    );
    actOnDeferredError(error);
    expect(global.onError).toHaveBeenLastCalledWith(
      { type: 'toast', message: 'Resting.', fallbackMessageId: 'error.somethingWrong' },
      error,
    );
    const inPlace = failingClient(500);
    const shown = await failing(
      errorsInPlace(errorsDeferred(inPlace.client)).request({ method: 'GET', path: 'api/x' }),
    );
    actOnDeferredError(shown);
    expect(inPlace.onError.mock.calls.map(([a]) => a.type)).toEqual(['caller']);
  });

  it('still signs out on a 401, at once; a caller-owned call keeps its own', async () => {
    const { client, onError } = failingClient(401);
    const signOuts = () => onError.mock.calls.filter(([a]) => a.type === 'sign-out').length;
    const error = await failing(errorsDeferred(client).download({ method: 'GET', path: 'api/f' }));
    expect(onError).toHaveBeenCalledWith({ type: 'sign-out' }, error);
    actOnDeferredError(error);
    expect(signOuts()).toBe(1);
    await failing(
      errorsDeferred(client).request({ method: 'POST', path: 'api/auth/login', errors: 'caller' }),
    );
    expect(signOuts()).toBe(1);
  });

  it('is one view per client; an error of another call is left alone', async () => {
    const { client, onError } = failingClient(404);
    const view = errorsDeferred(client);
    expect(errorsDeferred(client)).toBe(view);
    expect(errorsDeferred(view)).toBe(view);
    const error = await failing(client.request({ method: 'GET', path: 'api/x' }));
    expect(onError).toHaveBeenCalledWith({ type: 'not-found' }, error);
    actOnDeferredError(error);
    actOnDeferredError(new Error('not an API error'));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
