// Test helpers of screens over the demo API: the whole portal against a fresh demo API (real rules,
// real 404s for other people's apartments), signed in through login and the e-mailed code, with
// every request's address recorded.
import { act, render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import { createDemoApi, DEMO_PASSWORD, type DemoApi } from '@sakhli/demo-api';
import {
  applyLogin,
  applyUser,
  createClient,
  createSession,
  getUser,
  login,
  memoryStorage,
  verifyAuth,
  type SakhliClient,
} from '@sakhli/sdk';
import { createPortal, type Portal } from '../src/app/createPortal';
import { PortalApp } from '../src/app/PortalApp';

const BASE = 'http://api.test/';

export interface DemoPortal {
  portal: Portal;
  api: DemoApi;
  /** Every API request's URL, in order. */
  urls: URL[];
  /** How many GETs went to exactly this path (`/api/apartments/list`). */
  gets: (path: string) => number;
  /** The signed-in user's client straight to the API (not recorded): expected values come from here. */
  direct: SakhliClient;
}

export async function renderDemoPortal(
  path: string,
  { email = 'resident@sakhli.ge', api = createDemoApi() }: { email?: string; api?: DemoApi } = {},
): Promise<DemoPortal> {
  const urls: URL[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    urls.push(new URL(request.url));
    return api.fetch(request);
  }) as typeof globalThis.fetch;

  // Sign in as the portal would: password, then the code from the demo outbox.
  const tokens = { accessToken: null as string | null, refreshToken: null as string | null };
  const direct = ((input: RequestInfo | URL, init?: RequestInit) =>
    api.fetch(new Request(input, init))) as typeof globalThis.fetch;
  const signer = createClient({ baseURL: BASE, session: tokens, fetch: direct });
  const answer = await login(signer, { email, password: DEMO_PASSWORD });
  tokens.accessToken = answer.access_token;
  tokens.refreshToken = answer.refresh_token;
  if (answer.code === -2) await verifyAuth(signer, api.db().outbox.latest(email, 'code')!.code!);
  const user = await getUser(signer);

  const session = createSession({ storage: memoryStorage(), syncTabs: false });
  applyLogin(session, {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    code: 1,
  });
  applyUser(session, user);
  const portal = createPortal({
    baseURL: BASE,
    session,
    fetch,
    history: createMemoryHistory({ initialEntries: [path] }),
    stripQuery: vi.fn(),
  });
  await act(async () => {
    render(<PortalApp portal={portal} />);
  });
  return {
    portal,
    api,
    urls,
    gets: (p) => urls.filter((u) => u.pathname === p).length,
    direct: signer,
  };
}
