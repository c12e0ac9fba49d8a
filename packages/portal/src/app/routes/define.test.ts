import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@sakhli/widgets';
import { lazyQueries, loadRouteQueries, prefetchQueries, type ScreenQuery } from './define';

/** A query whose calls are counted, as an SDK factory's options would be. */
function countedQuery(key: string) {
  const queryFn = vi.fn(async () => `${key} data`);
  return { query: { queryKey: [key], queryFn } satisfies ScreenQuery, queryFn };
}

describe("a screen's queries from its lazily loaded module (STYLE.md 13)", () => {
  it('loads the module once and puts each picked query into the cache with one call', async () => {
    const queryClient = createQueryClient();
    const tickets = countedQuery('tickets');
    const departments = countedQuery('departments');
    const load = vi.fn(async () => ({
      screenQueries: (page: number) => [tickets.query, { ...departments.query, meta: { page } }],
    }));
    const queries = lazyQueries(load);

    await prefetchQueries({ queryClient }, queries, (m) => m.screenQueries(1));
    await prefetchQueries({ queryClient }, queries, (m) => m.screenQueries(1));

    expect(load).toHaveBeenCalledTimes(1);
    expect(tickets.queryFn).toHaveBeenCalledTimes(1);
    expect(departments.queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['tickets'])).toBe('tickets data');
  });

  it('a module that does not arrive fails no route and is loaded again next time', async () => {
    const queryClient = createQueryClient();
    const tickets = countedQuery('tickets');
    const load = vi
      .fn<() => Promise<{ screenQueries: () => ScreenQuery[] }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ screenQueries: () => [tickets.query] });
    const queries = lazyQueries(load);

    await expect(
      prefetchQueries({ queryClient }, queries, (m) => m.screenQueries()),
    ).resolves.toBeUndefined();
    expect(tickets.queryFn).not.toHaveBeenCalled();

    await prefetchQueries({ queryClient }, queries, (m) => m.screenQueries());
    expect(load).toHaveBeenCalledTimes(2);
    expect(tickets.queryFn).toHaveBeenCalledTimes(1);
  });

  it("the layout starts the matched routes' modules at once and settles when all are in or failed", async () => {
    const arriving = vi.fn(async () => ({ screenQueries: () => [] }));
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const started = lazyQueries(arriving);

    const loaded = loadRouteQueries([
      { staticData: {} },
      { staticData: { queries: started } },
      { staticData: { queries: lazyQueries(failing) } },
    ]);
    expect(arriving).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(loaded).resolves.toBeUndefined();

    // The screen's loader then finds its module loaded, not loaded again.
    await prefetchQueries({ queryClient: createQueryClient() }, started, (m) => m.screenQueries());
    expect(arriving).toHaveBeenCalledTimes(1);
  });

  it("a list of queries the entry holds anyway (the frame's) is prefetched as given", async () => {
    const queryClient = createQueryClient();
    const user = countedQuery('user');
    await prefetchQueries({ queryClient }, [user.query]);
    expect(user.queryFn).toHaveBeenCalledTimes(1);
  });
});
