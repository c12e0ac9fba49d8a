// Test and story helpers of the data table: the demo API behind fetch with every request's address
// recorded (so tests see the query the table sent), a signed-in owner, and the table in a provider.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { createDemoApi, type DemoApi } from '@sakhli/demo-api';
import type { Language } from '@sakhli/sdk';
import { SakhliProvider } from '../../shell/SakhliProvider';
import { WidgetRoot } from '../../shell/WidgetRoot';
import { signIn, type Tokens } from '../../ticket-chat/testing';

export const API_BASE = 'http://api.test/';

export interface Served {
  api: DemoApi;
  /** Every request's URL, in order. */
  urls: URL[];
  /** The query of the latest request to `path` (e.g. `/api/bookings`). */
  lastQuery: (path: string) => URLSearchParams | undefined;
  /** Answer the next requests to `path` with this status instead (until `heal()`). */
  breakPath: (path: string, status?: number) => void;
  heal: () => void;
}

export function serveTableApi(): Served {
  const api = createDemoApi();
  const urls: URL[] = [];
  let broken: { path: string; status: number } | null = null;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    urls.push(url);
    if (broken && url.pathname === broken.path) {
      return new Response(JSON.stringify({ message: 'The list is resting.' }), {
        status: broken.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return api.fetch(request);
  });
  return {
    api,
    urls,
    lastQuery: (path) => urls.filter((u) => u.pathname === path).at(-1)?.searchParams,
    breakPath: (path, status = 500) => {
      broken = { path, status };
    },
    heal: () => {
      broken = null;
    },
  };
}

export async function signedIn(served: Served): Promise<Tokens> {
  return signIn(served.api);
}

export function renderInProvider(
  ui: ReactElement,
  {
    session,
    language = 'en',
    width,
  }: { session?: Tokens; language?: Language; width?: number } = {},
): RenderResult {
  // A wrapper, so `rerender(ui)` keeps the provider.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SakhliProvider apiBase={API_BASE} language={language} {...(session ? { session } : {})}>
      <WidgetRoot style={width ? { width } : undefined}>{children}</WidgetRoot>
    </SakhliProvider>
  );
  return render(ui, { wrapper });
}
