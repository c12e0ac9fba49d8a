// `pnpm contract --base-url` against the demo API (issue 29 §4): the script, run as CI runs it,
// signs in with the test account from the environment (2FA through the demo's outbox), calls only
// the read calls, and finds every one it can make conforming — without writing anything.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi } from '../src/app';
import { DEMO_PASSWORD } from '../src/store/accounts';
import { OWNER, T0 } from './harness';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let api: DemoApi;
let server: ServerType;
let base: string;

beforeAll(async () => {
  api = createDemoApi({ now: T0 });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The script's fetches share kept-alive sockets. Under a loaded suite it ran busy for over 5 s
  // (Node's idle limit) between two calls, the server closed the idle socket as the script sent
  // its sign-in on it, and the check failed with "could not reach the server".
  (server as { keepAliveTimeout: number }).keepAliveTimeout = 120_000;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/**
 * What the calls' writes would change: bookings (create, accept, decline, keys), points and
 * notifications. (Tickets are left out: reading a conversation marks it read, as it should.)
 */
function domainState(): string {
  const { bookings, loyalty, notifications } = api.db();
  return JSON.stringify({ bookings, loyalty, notifications });
}

function contract(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=@sakhli/source',
        '--import',
        'tsx',
        'scripts/contract.mjs',
        '--base-url',
        base,
      ],
      { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe('pnpm contract --base-url (the demo API)', () => {
  it('finds every read call it makes conforming, writes nothing and never prints the password', async () => {
    // The store settles what time decided (a host booking's 48 hours) on its first read.
    await api.fetch(new Request(`${base}/__demo/fixtures`));
    const before = domainState();
    const { code, out } = await contract({
      SAKHLI_CONTRACT_EMAIL: OWNER,
      SAKHLI_CONTRACT_PASSWORD: DEMO_PASSWORD,
    });
    const summary = /(\d+) read calls: (\d+) conform, (\d+) differ, (\d+) skipped/.exec(out);
    expect(summary, out).not.toBeNull();
    const [, reads, conform, differ, skipped] = summary!.map(Number);
    expect({ differ, code }).toEqual({ differ: 0, code: 0 });
    // Skipped only: what needs a secret that only a write e-mails (a reset token, a booking
    // window's time hash), and a ticket file (the owner's tickets carry none).
    const skips = [...out.matchAll(/ skip +(\w+)/g)].map((m) => m[1]);
    expect(skips).toEqual([
      'checkResetToken',
      'getGuestApartment',
      'getBookedDates',
      'downloadTicketFile',
    ]);
    expect(conform).toBe(reads! - skipped!);
    expect(out).toMatch(/ok +getBooking +GET \/api\/bookings\/\{id\} 200/);
    expect(out).not.toContain(DEMO_PASSWORD);
    expect(domainState()).toBe(before);
  }, 120_000);
});
