// A download asked for while the connection comes and goes (issue 27 §1; the fault suite's offline
// test met each case under load): asked again once back online, once more when it fails online.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECOND_TRY_MS, whileOnline } from './whileOnline';

const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Lets queued promise callbacks and due timers run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('whileOnline', () => {
  it('tries once more a download that failed offline and again as the browser came back', async () => {
    vi.useFakeTimers();
    setOnline(false);
    const load = vi
      .fn()
      .mockImplementationOnce(failed)
      .mockImplementationOnce(failed) // 'online' heard before the network carries requests
      .mockResolvedValue('the code');
    const result = whileOnline(load);
    await settle();
    expect(load).toHaveBeenCalledTimes(1); // waits for the connection, no timer
    await settle(SECOND_TRY_MS * 4);
    expect(load).toHaveBeenCalledTimes(1);

    setOnline(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    await settle(SECOND_TRY_MS);
    await expect(result).resolves.toBe('the code');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives a download that fails online twice in a row back to its caller, not a loop', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const load = vi.fn(failed);
    const result = whileOnline(load);
    const outcome = result.catch((error: unknown) => error);
    await settle(SECOND_TRY_MS * 4);
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts failures online afresh after a failure offline', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const load = vi.fn(() => {
      const attempt = failed();
      // The second try finds the connection gone.
      if (load.mock.calls.length === 2) setOnline(false);
      return attempt;
    });
    const outcome = whileOnline(load).catch((error: unknown) => error);
    await settle(SECOND_TRY_MS);
    expect(load).toHaveBeenCalledTimes(2); // failed online, then offline: waits for the connection
    setOnline(true);
    await settle(SECOND_TRY_MS * 4);
    expect(load).toHaveBeenCalledTimes(4); // back: a try, and one more after the pause
    expect(await outcome).toBeInstanceOf(TypeError);
  });
});
