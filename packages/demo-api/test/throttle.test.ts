// Throttled sign-in and e-mail sends (issue 16 §2): growing waits answered at once as 429 + Retry-After, on the API clock.
import { describe, expect, it } from 'vitest';
import { createHarness, DEMO_PASSWORD, OWNER, RESIDENT, type Harness } from './harness';
import { INACTIVE_EMAIL } from '../src/store/accounts';
import { fixtures } from './guestWindow';

/** A harness whose client address is the `x-client` header (a Node server would use the socket). */
const harness = () =>
  createHarness({ clientAddress: (request) => request.headers.get('x-client') ?? 'browser-a' });

async function call(
  h: Harness,
  path: string,
  json: unknown,
  { client = 'browser-a', language = 'en' } = {},
) {
  const response = await h.api.fetch(
    new Request(new URL(path, h.baseURL), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-language': language,
        'x-client': client,
      },
      body: JSON.stringify(json),
    }),
  );
  const body = (await response.json()) as { message?: string; data?: { code?: number } };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

const signIn = (
  h: Harness,
  email: string,
  password: string,
  options?: { client?: string; language?: string },
) => call(h, 'api/auth/login', { email, password }, options);

describe('sign-in throttle', () => {
  it('lets three typos pass, then makes the account wait longer after each failure (429 + Retry-After)', async () => {
    const h = harness();
    for (let i = 0; i < 4; i++) expect((await signIn(h, OWNER, 'wrong')).status).toBe(401);
    // Even the right password waits: a wait cannot be used to test passwords.
    const held = await signIn(h, OWNER, DEMO_PASSWORD, { language: 'ru' });
    expect(held).toMatchObject({ status: 429, retryAfter: '5' });
    expect(held.body.message).toBe('Слишком много попыток. Повторите через 5 с.');
    h.advance(5_000);
    expect((await signIn(h, OWNER, 'wrong')).status).toBe(401);
    expect((await signIn(h, OWNER, 'wrong')).retryAfter).toBe('10');
    h.advance(10_000);
    expect((await signIn(h, OWNER, 'wrong')).status).toBe(401);
    expect((await signIn(h, OWNER, DEMO_PASSWORD)).retryAfter).toBe('20');
    h.advance(20_000);
    const through = await signIn(h, OWNER, DEMO_PASSWORD);
    expect(through.status).toBe(200);
    expect(through.body.data?.code).toBe(-2);
    // Other accounts from the same browser are not held by this one.
    expect((await signIn(h, RESIDENT, DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles an address without an account the same way (no hint who is registered)', async () => {
    const h = harness();
    for (let i = 0; i < 4; i++) expect((await signIn(h, 'nobody@sakhli.ge', 'x')).status).toBe(401);
    expect(await signIn(h, 'Nobody@Sakhli.ge ', 'x')).toMatchObject({
      status: 429,
      retryAfter: '5',
    });
  });

  it('holds a client that tries many accounts, but not another client', async () => {
    const h = harness();
    for (let i = 0; i < 11; i++) {
      expect((await signIn(h, `guess${i}@example.ge`, 'x', { client: 'attacker' })).status).toBe(
        401,
      );
    }
    expect((await signIn(h, RESIDENT, DEMO_PASSWORD, { client: 'attacker' })).status).toBe(429);
    expect((await signIn(h, RESIDENT, DEMO_PASSWORD, { client: 'resident' })).status).toBe(200);
  });

  it('forgives the account its failures once a sign-in completes', async () => {
    const h = harness();
    for (let i = 0; i < 3; i++) await signIn(h, RESIDENT, 'wrong');
    await h.signIn(RESIDENT);
    for (let i = 0; i < 3; i++) expect((await signIn(h, RESIDENT, 'wrong')).status).toBe(401);
    expect((await signIn(h, RESIDENT, DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgets failures an hour after the last one', async () => {
    const h = harness();
    for (let i = 0; i < 4; i++) await signIn(h, OWNER, 'wrong');
    h.advance(60 * 60_000 + 1);
    // Counted afresh: one more typo is the first, not the fifth (which would mean a 10 s wait).
    expect((await signIn(h, OWNER, 'wrong')).status).toBe(401);
    expect((await signIn(h, OWNER, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('requests that send e-mail', () => {
  it('answers forgot-password the same for any address, three times per address in 10 minutes', async () => {
    const h = harness();
    const known = await call(h, 'api/auth/forgot_password', { email: RESIDENT });
    const unknown = await call(h, 'api/auth/forgot_password', { email: 'nobody@sakhli.ge' });
    expect(unknown).toEqual(known);
    for (let i = 0; i < 2; i++) await call(h, 'api/auth/forgot_password', { email: RESIDENT });
    const fourth = await call(h, 'api/auth/forgot_password', { email: RESIDENT });
    expect(fourth).toMatchObject({ status: 429, retryAfter: '600' });
    expect(
      h.api
        .db()
        .outbox.list()
        .filter((m) => m.to === RESIDENT),
    ).toHaveLength(3);
    // Another address from another browser is not held.
    expect(
      (await call(h, 'api/auth/forgot_password', { email: OWNER }, { client: 'b' })).status,
    ).toBe(200);
    h.advance(10 * 60_000);
    expect((await call(h, 'api/auth/forgot_password', { email: RESIDENT })).status).toBe(200);
  });

  it('limits one client to ten e-mails in 10 minutes, across addresses', async () => {
    const h = harness();
    for (let i = 0; i < 10; i++) {
      expect(
        (await call(h, 'api/auth/forgot_password', { email: `x${i}@example.ge` })).status,
      ).toBe(200);
    }
    expect((await call(h, 'api/auth/forgot_password', { email: 'x10@example.ge' })).status).toBe(
      429,
    );
    expect(
      (await call(h, 'api/auth/forgot_password', { email: 'x10@example.ge' }, { client: 'b' }))
        .status,
    ).toBe(200);
  });

  it('re-sends an activation link that replaces the old one, answering alike for any address', async () => {
    const h = harness();
    const old = (await h.fixtures<{ activation: { accessId: number; token: string } }>())
      .activation;
    const inactive = await call(h, 'api/auth/resend_activation', { email: INACTIVE_EMAIL });
    const active = await call(h, 'api/auth/resend_activation', { email: OWNER });
    const unknown = await call(h, 'api/auth/resend_activation', { email: 'nobody@sakhli.ge' });
    expect(inactive).toMatchObject({ status: 200 });
    expect(active).toEqual(inactive);
    expect(unknown).toEqual(inactive);
    expect(h.mail(OWNER, 'activate')).toBeUndefined();
    const link = new URL(h.mail(INACTIVE_EMAIL, 'activate')!.link!);
    expect(link.searchParams.get('token')).not.toBe(old.token);
    const activate = (token: string) =>
      call(h, `api/auth/activate?access_id=${old.accessId}&token=${token}`, { terms: true });
    expect((await activate(old.token)).status).toBe(422);
    expect((await activate(link.searchParams.get('token')!)).status).toBe(200);
    expect((await call(h, 'api/auth/resend_activation', { email: 'bad' })).status).toBe(422);
  });

  it('limits guest links per address, and a new link leaves the open one working', async () => {
    const h = harness();
    const [link] = (await fixtures(h)).guestLinks;
    const path = `api/qr/booking/${link!.apartmentId}/${link!.hash}`;
    for (let i = 0; i < 3; i++) {
      expect((await call(h, path, { email: 'tamar@example.ge' }, { client: `c${i}` })).status).toBe(
        200,
      );
    }
    const fourth = await call(h, path, { email: 'TAMAR@example.ge' }, { client: 'c9' });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);
    const opened = h.api.db().guest.timeHashes.filter((t) => t.email === 'tamar@example.ge');
    expect(opened.map((t) => t.state)).toEqual(['open', 'open', 'open']);
  });
});
