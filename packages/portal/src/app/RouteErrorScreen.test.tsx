// A screen whose chunk fails (or times out after 120 s) shows the retry screen; "Try again" loads it,
// and so does the browser coming back online when the connection was what failed (issue 27 §1).
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, sdkMessagesFor } from '@sakhli/sdk';
import { textsFor } from './catalog';
import { ChunkTimeoutError, lazyScreen } from './lazyScreen';
import { layoutMessages } from './messages';
import { RouteErrorScreen } from './RouteErrorScreen';

function Arrived() {
  return <h1>Apartments</h1>;
}

describe('screen chunk failures', () => {
  it('a timed-out chunk says the connection is slow; "Try again" loads the screen', async () => {
    const load = vi
      .fn<() => Promise<{ Arrived: typeof Arrived }>>()
      .mockRejectedValueOnce(new ChunkTimeoutError(120_000))
      .mockResolvedValue({ Arrived });
    const root = createRootRoute({ component: Outlet });
    const screenRoute = createRoute({
      getParentRoute: () => root,
      path: '/',
      component: lazyScreen(load, (m) => m.Arrived),
      errorComponent: RouteErrorScreen,
    });
    const router = createRouter({
      routeTree: root.addChildren([screenRoute]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    await act(async () => {
      render(
        <IntlProvider
          locale="en"
          messages={{ ...sdkMessagesFor('en'), ...textsFor('en', [layoutMessages]) }}
        >
          <RouterProvider router={router} />
        </IntlProvider>,
      );
    });
    expect(
      await screen.findByRole('heading', { name: 'This screen could not be loaded.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The connection is slow or lost. Check it and try again.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Apartments' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a chunk lost with the connection loads by itself once the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<{ Arrived: typeof Arrived }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/SupportScreen.js'),
      )
      .mockResolvedValue({ Arrived });
    await renderScreen({ component: lazyScreen(load, (m) => m.Arrived) });
    await screen.findByRole('heading', { name: 'This screen could not be loaded.' });
    expect(
      screen.getByText('The connection is slow or lost. Check it and try again.'),
    ).toBeInTheDocument();
    // Issue 27 §1: no "Try again" click, only the browser's own 'online' event.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Apartments' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a server’s refusal is not retried when the browser comes online (only "Try again")', async () => {
    const loader = vi.fn(() => {
      throw new ApiError({ kind: 'http', status: 500, call: 'GET api/apartments/list' });
    });
    await renderScreen({ loader, component: Arrived });
    await screen.findByRole('heading', { name: 'This screen could not be loaded.' });
    const calls = loader.mock.calls.length;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(loader).toHaveBeenCalledTimes(calls);
  });

  it('a loader whose call failed says why, as every failed call does (ui/apiMessage)', async () => {
    const root = createRootRoute({ component: Outlet });
    const screenRoute = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: () => {
        throw new ApiError({ kind: 'network', status: 0, call: 'GET api/apartments/list' });
      },
      component: Arrived,
      errorComponent: RouteErrorScreen,
    });
    const router = createRouter({
      routeTree: root.addChildren([screenRoute]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    await act(async () => {
      render(
        <IntlProvider
          locale="en"
          messages={{ ...sdkMessagesFor('en'), ...textsFor('en', [layoutMessages]) }}
        >
          <RouterProvider router={router} />
        </IntlProvider>,
      );
    });
    await screen.findByRole('heading', { name: 'This screen could not be loaded.' });
    expect(
      screen.getByText(sdkMessagesFor('en')['error.connection'] as string),
    ).toBeInTheDocument();
  });
});

/** The route error screen under a one-route router at `/`, rendered in English. */
async function renderScreen(options: {
  component: (props: object) => ReactNode;
  loader?: () => void;
}): Promise<void> {
  const root = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: '/',
    ...options,
    errorComponent: RouteErrorScreen,
  });
  const router = createRouter({
    routeTree: root.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(async () => {
    render(
      <IntlProvider
        locale="en"
        messages={{ ...sdkMessagesFor('en'), ...textsFor('en', [layoutMessages]) }}
      >
        <RouterProvider router={router} />
      </IntlProvider>,
    );
  });
}
