// A signed-in session for element journeys: the owner signs in through the API's login and the
// 2FA code from the outbox, as the portal does; the tokens then go into an element as a property.
import { inject } from 'vitest';
import { fixtures, outbox } from './demo';

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
}

/** POSTs JSON to the demo API (with `tokens` as session headers) and returns `data`. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  tokens: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(new URL(path, inject('apiBase')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...tokens },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The seeded owner (or the first account), signed in with the full two-factor flow. */
export async function signInOwner(): Promise<ApiSession> {
  const { accounts } = await fixtures();
  const owner = accounts.find((a) => a.role === 'owner') ?? accounts[0]!;
  return signInAs(owner.email, owner.password);
}

/** Any account, signed in through the API's login and the 2FA code from the outbox. */
export async function signInAs(email: string, password: string): Promise<ApiSession> {
  const login = await apiPost<{ access_token: string; refresh_token: string; code: number }>(
    'api/auth/login',
    { email, password },
  );
  const tokens = { 'access-token': login.access_token, 'refresh-token': login.refresh_token };
  if (login.code === -2) {
    const mails = await outbox<{ to: string; code?: string }>();
    const code = mails.filter((m) => m.to === email && m.code).at(-1)?.code;
    await apiPost('api/verifyAuth', { code }, tokens);
  }
  return { accessToken: login.access_token, refreshToken: login.refresh_token };
}
