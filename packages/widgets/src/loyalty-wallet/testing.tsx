// Test helpers: the wallet rendered as a host renders it, against a fresh demo API whose every call
// is recorded with its headers — and which can lose an answer or a third-party service on demand.
import { render, type RenderResult } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createDemoApi, type DemoApi } from '@sakhli/demo-api';
import { createClient, type Language, type SakhliClient } from '@sakhli/sdk';
import { SakhliProvider } from '../shell/SakhliProvider';
import { API_BASE, signIn, type Tokens } from '../ticket-chat/testing';
import { LoyaltyWallet, type LoyaltyWalletProps } from './LoyaltyWallet';

export { API_BASE };

export interface SeenCall {
  method: string;
  path: string;
  headers: Headers;
}

export interface LoyaltyDemo {
  api: DemoApi;
  session: Tokens;
  calls: SeenCall[];
  /** The next exchange is run by the API but its answer never arrives (a dropped connection). */
  loseNextExchangeAnswer: () => void;
  /** The third-party country service stops answering. */
  countriesDown: () => void;
}

/** Registers the hooks: each test gets a fresh demo API, the owner signed in, calls recorded. */
export function loyaltyDemoPerTest(): LoyaltyDemo {
  const demo = {} as LoyaltyDemo;
  beforeEach(async () => {
    const api = createDemoApi();
    const calls: SeenCall[] = [];
    let loseExchange = false;
    let countriesDown = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      calls.push({ method: request.method, path, headers: request.headers });
      if (countriesDown && path.endsWith('/third-party/countries')) throw new TypeError('offline');
      const response = await api.fetch(request);
      if (loseExchange && path.includes('/exchange_points/')) {
        loseExchange = false;
        throw new TypeError('Failed to fetch');
      }
      return response;
    });
    demo.api = api;
    demo.calls = calls;
    demo.loseNextExchangeAnswer = () => (loseExchange = true);
    demo.countriesDown = () => (countriesDown = true);
    demo.session = await signIn(api);
  });
  afterEach(() => vi.unstubAllGlobals());
  return demo;
}

/** Renders the wallet inside SakhliProvider against `API_BASE`. */
export function renderLoyaltyWallet(
  props: LoyaltyWalletProps & { session?: Tokens | undefined; language?: Language } = {},
): RenderResult {
  const { session, language = 'en', ...widget } = props;
  return render(
    <SakhliProvider apiBase={API_BASE} language={language} {...(session ? { session } : {})}>
      <LoyaltyWallet {...widget} />
    </SakhliProvider>,
  );
}

/** An SDK client of the signed-in owner straight to the demo API (not recorded): the test's own calls. */
export function ownerClient(demo: LoyaltyDemo): SakhliClient {
  return createClient({
    baseURL: API_BASE,
    session: demo.session,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      demo.api.fetch(new Request(input, init))) as typeof fetch,
  });
}

/** `1650` → `1,650`, as the English wallet writes points. */
export const fmt = (n: number) => n.toLocaleString('en');
