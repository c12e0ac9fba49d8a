// Test and story helpers: a signed-in session obtained through the SDK against the demo API (login,
// the 2FA code from the outbox), and the widget rendered the way a host renders it.
import { render, type RenderResult } from '@testing-library/react';
import { createClient, login, verifyAuth, type KeyValueStorage, type Language } from '@sakhli/sdk';
import { DEMO_PASSWORD, type DemoApi } from '@sakhli/demo-api';
import { SakhliProvider } from '../shell/SakhliProvider';
import { chatNamespace } from './chatMemory';
import { TicketChat, type TicketChatProps } from './TicketChat';

export const API_BASE = 'http://api.test/';
export const OWNER = 'owner@sakhli.ge';

export interface Tokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** Signs in with the full two-factor flow, as the portal would, and returns the tokens. */
export async function signIn(api: DemoApi, email = OWNER): Promise<Tokens> {
  const session: Tokens = { accessToken: null, refreshToken: null };
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    api.fetch(new Request(input, init))) as typeof globalThis.fetch;
  const client = createClient({ baseURL: API_BASE, session, fetch });
  const result = await login(client, { email, password: DEMO_PASSWORD });
  session.accessToken = result.access_token;
  session.refreshToken = result.refresh_token;
  if (result.code === -2) {
    const code = api.db().outbox.latest(email, 'code')?.code;
    if (!code) throw new Error(`No 2FA code was e-mailed to ${email}`);
    await verifyAuth(client, code);
  }
  return session;
}

/** A storage whose every call throws, like Safari's private mode or a sandboxed iframe. */
export function brokenStorage(): KeyValueStorage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

/** Renders the widget inside SakhliProvider against `API_BASE`. */
export function renderTicketChat(
  props: TicketChatProps & { session?: Tokens; language?: Language; onAuth?: () => void } = {},
): RenderResult {
  const { session, language = 'en', onAuth, ...widget } = props;
  return render(
    <SakhliProvider
      apiBase={API_BASE}
      language={language}
      {...(session ? { session } : {})}
      {...(onAuth ? { onAuthRequired: onAuth } : {})}
    >
      <TicketChat {...widget} {...(onAuth ? { onAuthRequired: onAuth } : {})} />
    </SakhliProvider>,
  );
}

/** What the default instance keeps for a ticket in localStorage (under whichever sign-in wrote it). */
export function storedChatMemory(ticket: number | 'new', instance = 'main'): unknown {
  const prefix = chatNamespace(instance);
  const key = Object.keys(localStorage).find(
    (k) => k.startsWith(prefix) && k.endsWith(`:${ticket}`),
  );
  return key ? (JSON.parse(localStorage.getItem(key)!) as unknown) : undefined;
}
