// Unguessable secrets (issue 16 §1): two servers with the same seed and clock share fixture data, never a secret.
import { describe, expect, it } from 'vitest';
import { forgotPassword, login, requestGuestLink, fetchListPage, paymentsList } from '@sakhli/sdk';
import { createHarness, DEMO_PASSWORD, OWNER, RESIDENT, type Harness } from './harness';
import { fixtures } from './guestWindow';

interface AllFixtures {
  guestLinks: { apartmentId: number; hash: string }[];
  bookingChangeLinks: { kind: string; bookingId: number; token: string }[];
  bookingCancelLinks: { bookingId: number; token: string }[];
  activation: { token: string };
}

/** Every secret one server hands out, in a fixed order, so two servers can be compared. */
async function secretsOf(h: Harness) {
  const f = await h.fixtures<AllFixtures>();
  // Three sign-ins: three 2FA codes (one 6-digit code alone could match by chance, 1 in a million).
  const codes: string[] = [];
  for (const email of [OWNER, RESIDENT, OWNER]) {
    await login(h.client().client, { email, password: DEMO_PASSWORD });
    codes.push(h.mail(email, 'code')!.code!);
  }
  const signedIn = await h.signIn(RESIDENT, { trustDevice: true });
  const { client } = h.client();
  await forgotPassword(client, RESIDENT);
  await requestGuestLink(client, f.guestLinks[0]!, 'tamar@example.ge');
  const payments = await fetchListPage(signedIn.client, paymentsList, { perPage: 100 });
  return {
    fixtureIds: f.bookingCancelLinks.map((l) => l.bookingId),
    secrets: {
      guestHashes: f.guestLinks.map((l) => l.hash),
      // The fixture of kind `incorrectToken` is a deliberately wrong token, the same everywhere.
      changeTokens: f.bookingChangeLinks
        .filter((l) => l.kind !== 'incorrectToken')
        .map((l) => l.token),
      cancelTokens: f.bookingCancelLinks.map((l) => l.token),
      activation: f.activation.token,
      codes: codes.join(' '),
      device: signedIn.deviceUuid,
      accessToken: signedIn.session.accessToken,
      resetLink: h.mail(RESIDENT, 'reset')!.link,
      timeHashLink: h.mail('tamar@example.ge', 'reservation')!.link,
      paymentReferences: payments.items.map((p) => p.reference),
    },
  };
}

describe('secrets', () => {
  it('differ between two servers started with the same seed and clock, while fixture data matches', async () => {
    const a = await secretsOf(createHarness());
    const b = await secretsOf(createHarness());
    expect(a.fixtureIds).toEqual(b.fixtureIds);
    for (const [name, value] of Object.entries(a.secrets)) {
      const other = b.secrets[name as keyof typeof b.secrets];
      expect(value, name).toBeTruthy();
      if (Array.isArray(value)) {
        expect(value.length, name).toBeGreaterThan(0);
        for (const [i, one] of value.entries())
          expect(one, `${name}[${i}]`).not.toBe((other as string[])[i]);
      } else expect(value, name).not.toBe(other);
    }
  });

  it('are long enough not to be guessed: 2FA codes of 6 digits, tokens and hashes of 96 bits or more', async () => {
    const h = createHarness();
    const s = (await secretsOf(h)).secrets;
    for (const code of s.codes.split(' ')) expect(code).toMatch(/^\d{6}$/);
    for (const hash of s.guestHashes) expect(hash).toMatch(/^[0-9a-f]{24,}$/);
    for (const token of [...s.changeTokens, ...s.cancelTokens, s.activation]) {
      expect(token).toMatch(/^[0-9a-f]{48,}$/);
    }
    expect(s.device).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(s.timeHashLink).toMatch(/\/[0-9a-f]{32,}$/);
    for (const reference of s.paymentReferences) expect(reference).toMatch(/^PAY-[0-9A-F]{16}$/);
  });

  it('are new after a reset, so an old link opens nothing', async () => {
    const h = createHarness();
    const before = (await fixtures(h)).bookingCancelLinks[0]!;
    await h.api.fetch(new Request(new URL('__demo/reset', h.baseURL), { method: 'POST' }));
    const after = (await fixtures(h)).bookingCancelLinks[0]!;
    expect(after.bookingId).toBe(before.bookingId);
    expect(after.token).not.toBe(before.token);
  });
});
