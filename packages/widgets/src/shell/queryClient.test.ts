// A released query client keeps nothing alive: no query waits for its 5-minute gc timer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, releaseQueryClient } from './queryClient';

afterEach(() => vi.useRealTimers());

describe('releaseQueryClient', () => {
  it('lets a query go at once when its last screen lets go of it after the release', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['wallet'],
      queryFn: () => Promise.resolve({ points: 1 }),
    });
    const stop = observer.subscribe(() => {});
    await vi.runAllTimersAsync();

    // The lite embed's tree lets go of its observers after the next paint, after the release.
    releaseQueryClient(client);
    await vi.runAllTimersAsync();
    stop();

    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
