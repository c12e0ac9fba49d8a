import { describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, lazyScreen, withTimeout } from './lazyScreen';

describe('spec §9 screen chunk load timeout (120 s)', () => {
  it('fails a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const outcome = withTimeout(never, 120_000).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkTimeoutError);
  });

  it('a failed load is retried afresh, not repeated from cache', async () => {
    const Screen = () => null;
    const load = vi
      .fn<() => Promise<{ Screen: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Screen });
    const lazy = lazyScreen(load, (m) => m.Screen);
    await expect(lazy.preload()).rejects.toThrow('Failed to fetch');
    await expect(lazy.preload()).resolves.toBeUndefined();
    await lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
