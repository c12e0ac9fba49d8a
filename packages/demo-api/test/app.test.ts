import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../src';

describe('demo api shell', () => {
  it('answers unknown routes with 404 and a message', async () => {
    const api = createDemoApi();
    const response = await api.fetch(new Request('http://demo.test/api/nowhere'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers CORS preflight for a local embedding origin with the custom headers', async () => {
    const api = createDemoApi();
    const response = await api.fetch(
      new Request('http://demo.test/api/users', {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://127.0.0.1:4400',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'access-token,refresh-token,user-language',
        },
      }),
    );
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4400');
    expect(response.headers.get('access-control-allow-headers')).toContain('access-token');
  });

  it('travels in time through /__demo/clock', async () => {
    const api = createDemoApi({ now: new Date('2026-11-23T10:00:00Z') });
    const response = await api.fetch(
      new Request('http://demo.test/__demo/clock', {
        method: 'POST',
        body: JSON.stringify({ advanceMs: 600_000 }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { now } = (await response.json()) as { now: string };
    expect(new Date(now).getTime()).toBeGreaterThanOrEqual(
      new Date('2026-11-23T10:10:00Z').getTime(),
    );
  });

  it('refuses a malformed clock body with 400 and a message', async () => {
    const api = createDemoApi();
    const response = await api.fetch(
      new Request('http://demo.test/__demo/clock', {
        method: 'POST',
        body: '{"advanceMs":"soon"}',
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/Invalid/);
  });
});

describe('validation messages', () => {
  it('says what is wrong with a body in the caller language', async () => {
    const api = createDemoApi();
    const response = await api.fetch(
      new Request('http://demo.test/__demo/clock', {
        method: 'POST',
        body: '{"advanceMs":"soon"}',
        headers: { 'user-language': 'ru' },
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Неверный запрос: проверьте поле «advanceMs».',
    );
  });
});
