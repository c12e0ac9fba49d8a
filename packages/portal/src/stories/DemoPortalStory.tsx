// Stories of signed-in screens against the demo API that MSW serves in Storybook: the owner signs
// in as the portal would (password, then the e-mailed code from the demo outbox) and reads the
// story's language; then the whole portal renders at one path. A story overrides calls with MSW.
import { useState } from 'react';
import { createMemoryHistory } from '@tanstack/react-router';
import { applyLogin, createSession, type Language } from '@sakhli/sdk';
import { createPortal } from '../app/createPortal';
import { PortalApp } from '../app/PortalApp';

export interface DemoTokens {
  accessToken: string;
  refreshToken: string;
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

/** Signs the demo owner in (code from the outbox) and sets their language to the story's. */
export async function signInDemoOwner(language: Language): Promise<DemoTokens> {
  const fixtures = (await (await fetch('/__demo/fixtures')).json()) as {
    accounts: { email: string; password: string; role: string }[];
  };
  const owner = fixtures.accounts.find((a) => a.role === 'owner') ?? fixtures.accounts[0]!;
  const login = await post<{ access_token: string; refresh_token: string; code: number }>(
    '/api/auth/login',
    { email: owner.email, password: owner.password },
  );
  const headers = { 'access-token': login.access_token, 'refresh-token': login.refresh_token };
  if (login.code === -2) {
    const mails = (await (await fetch('/__demo/outbox')).json()) as { to: string; code?: string }[];
    const code = mails.filter((m) => m.to === owner.email && m.code).at(-1)?.code;
    await post('/api/verifyAuth', { code }, headers);
  }
  // The portal follows the user's stored language (spec §4): store the story's.
  await fetch('/api/users/locale', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ locale: language }),
  });
  return { accessToken: login.access_token, refreshToken: login.refresh_token };
}

export interface DemoPortalStoryProps {
  path: string;
  language: Language;
}

/** Where the story's `beforeEach` leaves the tokens for the render (stories run one at a time). */
export const demoSession: { tokens: DemoTokens | null } = { tokens: null };

export function DemoPortalStory({ path, language }: DemoPortalStoryProps) {
  const [portal] = useState(() => {
    const session = createSession({ storage: null, syncTabs: false });
    session.language = language;
    const tokens = demoSession.tokens;
    if (tokens) {
      applyLogin(session, {
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        code: 1,
      });
    }
    return createPortal({
      baseURL: `${location.origin}/`,
      session,
      // Through the page's fetch, so MSW's worker answers with the demo API.
      fetch: (input, init) => fetch(input, init),
      history: createMemoryHistory({ initialEntries: [path] }),
      stripQuery: () => {},
    });
  });
  return <PortalApp portal={portal} />;
}
