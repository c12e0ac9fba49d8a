// The published package as an integrator gets it: resolved through `exports`, from dist/.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import * as sdk from '@sakhli/sdk';
import { recordingFetch, json } from '../src/testing/recordingFetch';

describe('@sakhli/sdk (built)', () => {
  it('resolves to the built ESM file, not the TypeScript source', () => {
    const resolved = fileURLToPath(import.meta.resolve('@sakhli/sdk'));
    expect(resolved).toMatch(/[\\/]packages[\\/]sdk[\\/]dist[\\/]index\.js$/);
  });

  it('is the same module as dist/index.js in this test run', async () => {
    // A computed path, so `tsc` (which runs before the build) does not need dist/ to exist.
    const distPath = fileURLToPath(new URL('../dist/index.js', import.meta.url));
    const dist = (await import(/* @vite-ignore */ distPath)) as typeof sdk;
    expect(sdk.createClient).toBe(dist.createClient);
  });

  it('calls the API with the session headers and hands back checked data', async () => {
    const session = sdk.createSession({ storage: sdk.memoryStorage() });
    sdk.applyLogin(session, { access_token: 'acc-1', refresh_token: 'ref-1', code: 1 });
    const rec = recordingFetch(() => json({ data: { desktops: [], mobiles: [] }, message: 'ok' }));
    const client = sdk.createClient({ baseURL: 'http://api.test/', session, fetch: rec.fetch });

    await expect(sdk.getDevices(client)).resolves.toEqual({ desktops: [], mobiles: [] });
    expect(rec.last().url.toString()).toBe('http://api.test/api/users/devices');
    expect(rec.last().headers).toMatchObject({
      accept: 'application/json',
      'user-language': 'en',
      'access-token': 'acc-1',
      'refresh-token': 'ref-1',
    });
  });

  it('turns a wrongly shaped answer into an ApiError the built guard recognises', async () => {
    const rec = recordingFetch(() => json({ data: { desktops: 'nope' } }));
    const client = sdk.createClient({ baseURL: 'http://api.test/', fetch: rec.fetch });
    const error: unknown = await sdk.getDevices(client).catch((e: unknown) => e);
    expect(sdk.isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'bad-response' });
  });

  it('ships the rules and constants', async () => {
    expect(sdk.password('Abcdefg1')).toBeUndefined();
    // Issue 28 §2: the built package fetches one language's texts, on demand.
    await sdk.loadLanguage('ru');
    expect(sdk.formatRuleMessage(sdk.childAge(13), 'ru')).toBe(
      'Максимальный возраст ребёнка — 12 лет.',
    );
    expect(sdk.UNREAD_POLL_MS).toBe(60_000);
  });
});
