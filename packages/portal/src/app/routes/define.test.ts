import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type AnyRoute,
} from '@tanstack/react-router';
import { createQueryClient } from '@sakhli/widgets';
import {
  lazyQueries,
  loadRouteQueries,
  prefetchQueries,
  withScreenQueries,
  type PortalRouterContext,
  type ScreenQuery,
} from './define';

/** A query whose calls are counted, as an SDK factory's options would be. */
function countedQuery(key: string) {
  const queryFn = vi.fn(async () => `${key} data`);
  return { query: { queryKey: [key], queryFn } satisfies ScreenQuery, queryFn };
}

const rootRoute = createRootRouteWithContext<Pick<PortalRouterContext, 'queryClient'>>()();

/** A router over the given routes, at `path`, with a fresh query cache. */
function routerAt(path: string, ...routes: AnyRoute[]) {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  return { router, queryClient };
}

describe("a screen route's data, declared once (STYLE.md 13)", () => {
  it('names the module in staticData.queries and its loader puts each picked query into the cache once', async () => {
    const tickets = countedQuery('tickets');
    const departments = countedQuery('departments');
    const load = vi.fn(async () => ({
      screenQueries: (ticket: string) => [
        { ...tickets.query, queryKey: ['tickets', ticket] },
        departments.query,
      ],
    }));
    const queries = lazyQueries(load);
    const route = withScreenQueries(
      createRoute({
        getParentRoute: () => rootRoute,
        path: 'support/$ticket',
        staticData: { titleKey: 'portal.title.support' },
      }),
      queries,
      (m, { params }) => m.screenQueries(params.ticket),
    );
    const { router, queryClient } = routerAt('/support/7', route);

    await router.load();
    await router.invalidate();

    const match = router.state.matches.at(-1);
    expect(match?.staticData).toEqual({ titleKey: 'portal.title.support', queries });
    expect(load).toHaveBeenCalledTimes(1);
    expect(tickets.queryFn).toHaveBeenCalledTimes(1);
    expect(departments.queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['tickets', '7'])).toBe('tickets data');
  });

  it('a module that does not arrive fails no route and is loaded again next time', async () => {
    const tickets = countedQuery('tickets');
    const load = vi
      .fn<() => Promise<{ screenQueries: () => ScreenQuery[] }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ screenQueries: () => [tickets.query] });
    const route = withScreenQueries(
      createRoute({ getParentRoute: () => rootRoute, path: 'support' }),
      lazyQueries(load),
      (m) => m.screenQueries(),
    );
    const { router } = routerAt('/support', route);

    await router.load();
    expect(router.state.matches.at(-1)?.status).toBe('success');
    expect(tickets.queryFn).not.toHaveBeenCalled();

    await router.invalidate();
    expect(load).toHaveBeenCalledTimes(2);
    expect(tickets.queryFn).toHaveBeenCalledTimes(1);
  });

  it('what runs afterwards reads the settled data and may send the visit elsewhere', async () => {
    const apartments = countedQuery('apartments');
    const route = withScreenQueries(
      createRoute({ getParentRoute: () => rootRoute, path: 'apartments/$id' }),
      lazyQueries(async () => ({ screenQueries: () => [apartments.query] })),
      (m) => m.screenQueries(),
      (_m, { context, params }) => {
        if (context.queryClient.getQueryData(['apartments']) && params.id === '9') {
          throw redirect({ to: '/404', replace: true });
        }
      },
    );
    const notFound = createRoute({ getParentRoute: () => rootRoute, path: '404' });
    const { router } = routerAt('/apartments/9', route, notFound);

    await router.load();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('a route that also sets its own loader or staticData.queries is refused', () => {
    const queries = lazyQueries(async () => ({ screenQueries: () => [] }));
    expect(() =>
      withScreenQueries(
        createRoute({
          getParentRoute: () => rootRoute,
          path: 'twice',
          staticData: { queries },
        }),
        queries,
        (m) => m.screenQueries(),
      ),
    ).toThrow('Route twice: its data is declared here, not in its options');
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
    await started.load();
    expect(arriving).toHaveBeenCalledTimes(1);
  });

  it("a list of queries the entry holds anyway (the frame's) is prefetched as given", async () => {
    const queryClient = createQueryClient();
    const user = countedQuery('user');
    await prefetchQueries({ queryClient }, [user.query]);
    expect(user.queryFn).toHaveBeenCalledTimes(1);
  });

  it('starts each call in a task of its own, every one ahead of the render queued with them', async () => {
    const queryClient = createQueryClient();
    const calls = ['user', 'bills', 'wallet'].map(countedQuery);
    const started = () => calls.filter(({ queryFn }) => queryFn.mock.calls.length).length;
    // React schedules a render as a message task; a call left for after it would wait it out.
    const render = new MessageChannel();
    const startedByRender = new Promise<number>((resolve) => {
      render.port1.onmessage = () => resolve(started());
    });
    render.port2.postMessage(null);
    const settled = prefetchQueries(
      { queryClient },
      calls.map(({ query }) => query),
    );
    // Only the first started in this task: the others each in a task of their own.
    expect(started()).toBe(1);
    await settled;
    expect(await startedByRender).toBe(3);
    expect(calls.map(({ queryFn }) => queryFn.mock.calls.length)).toEqual([1, 1, 1]);
    render.port1.close();
  });
});
