// Test helpers of the apartment bills widget: the demo API behind fetch on a loopback address (where
// the SDK accepts the demo's stand-in payment page), answers a test may replace, a signed-in user,
// and the widget rendered the way a host renders it.
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { createDemoApi, type DemoApi } from '@sakhli/demo-api';
import type { Language } from '@sakhli/sdk';
import { formatMoney } from '../shell/i18n/format';
import { SakhliProvider } from '../shell/SakhliProvider';
import { signIn, type Tokens } from '../ticket-chat/testing';
import { ApartmentBills, type ApartmentBillsProps } from './ApartmentBills';
import { PayBill, type PayBillProps } from './PayBill';

/** Loopback, like a developer's demo API: the stand-in checkout page is allowed here. */
export const API_BASE = 'http://127.0.0.1:8787/';
export const RESIDENT = 'resident@sakhli.ge';
export const OWNER = 'owner@sakhli.ge';

/** Answers a request instead of the demo API (`undefined`: let the API answer). */
export type Override = (request: Request) => Response | Promise<Response> | undefined;

export interface Served {
  api: DemoApi;
  /** `METHOD /path` of every request, in order. */
  calls: string[];
  /** Every request's address, in order (for its query). */
  urls: URL[];
  /** Replaces answers until the test ends (later overrides win). */
  override: (fn: Override) => void;
}

export function serveBillsApi(): Served {
  const api = createDemoApi();
  const calls: string[] = [];
  const urls: URL[] = [];
  const overrides: Override[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    urls.push(new URL(request.url));
    for (const fn of [...overrides].reverse()) {
      const answer = await fn(request.clone());
      if (answer) return answer;
    }
    return api.fetch(request);
  });
  return { api, calls, urls, override: (fn) => overrides.push(fn) };
}

/** GEL as Testing Library reads the screen: the no-break space as a space. */
export function shownGel(amount: number, fractionDigits?: 0 | 2): string {
  return formatMoney(amount, 'en', fractionDigits === undefined ? {} : { fractionDigits }).replace(
    /\s/g,
    ' ',
  );
}

/** An accessible name to match exactly, where any space also matches a no-break space. */
export function named(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);
}

/** A JSON answer in the API's envelope. */
export function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** `METHOD` and a path pattern: an override that answers only those requests. */
export function when(
  method: string,
  path: RegExp,
  respond: (request: Request) => Response,
): Override {
  return (request) =>
    request.method === method && path.test(new URL(request.url).pathname)
      ? respond(request)
      : undefined;
}

export async function signedIn(served: Served, email = RESIDENT): Promise<Tokens> {
  return signIn(served.api, email);
}

/** Pays a started payment on the demo's stand-in page, as the user would in the other tab. */
export async function payOnStandIn(
  served: Served,
  url: string,
  decision: 'pay' | 'decline' = 'pay',
) {
  const response = await served.api.fetch(
    new Request(url, { method: 'POST', body: new URLSearchParams({ decision }) }),
  );
  if (!response.ok) throw new Error(`the stand-in page answered ${response.status}`);
}

interface HostOptions {
  session?: Tokens;
  language?: Language;
  paymentOrigins?: string[];
  /** The host's box around the widget, px (the test page is phone-wide). */
  width?: number;
}

export function renderBills(props: ApartmentBillsProps & HostOptions = {}): RenderResult {
  const { session, language = 'en', paymentOrigins, width, ...widget } = props;
  return render(
    <SakhliProvider
      apiBase={API_BASE}
      language={language}
      {...(session ? { session } : {})}
      {...(paymentOrigins ? { paymentOrigins } : {})}
    >
      <div style={width ? { width } : undefined}>
        <ApartmentBills {...widget} />
      </div>
    </SakhliProvider>,
  );
}

export function renderPayBill(props: PayBillProps & HostOptions): RenderResult {
  const { session, language = 'en', paymentOrigins, width: _width, ...widget } = props;
  return render(
    <SakhliProvider
      apiBase={API_BASE}
      language={language}
      {...(session ? { session } : {})}
      {...(paymentOrigins ? { paymentOrigins } : {})}
    >
      <PayBill {...widget} />
    </SakhliProvider>,
  );
}
