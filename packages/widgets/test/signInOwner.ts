// Story helper: signs the demo owner in through the demo API (MSW) as the portal would — login, then
// the e-mailed 2FA code — for widgets that need a session.
export interface OwnerSession {
  /** What `SakhliProvider`'s `session` prop takes. */
  session: { accessToken: string; refreshToken: string };
  /** The auth headers, for further calls of a story's own. */
  headers: Record<string, string>;
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

export async function signInOwner(): Promise<OwnerSession> {
  const fixtures = (await (await fetch('/__demo/fixtures')).json()) as {
    accounts: { email: string; password: string }[];
  };
  const owner = fixtures.accounts[0]!;
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
  return {
    session: { accessToken: login.access_token, refreshToken: login.refresh_token },
    headers,
  };
}
