// A screen whose chunk fails (or times out after 120 s) shows the retry screen; "Try again" loads it.
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
