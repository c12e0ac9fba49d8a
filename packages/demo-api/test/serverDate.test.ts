// The guest countdown counts from the server's clock (its Date header), so the header must be
// readable cross-origin and must follow the demo clock when it travels.
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../src';

const ORIGIN = 'http://127.0.0.1:6006';

describe('server Date header', () => {
  it('is exposed to embedding origins and tells the demo clock, also after it travels', async () => {
    const api = createDemoApi({ now: new Date('2026-11-23T10:00:00Z') });
    const get = () =>
      api.fetch(new Request('http://api.test/api/countries', { headers: { Origin: ORIGIN } }));
    const first = await get();
    expect(first.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('date');
    const startedAt = Date.parse(first.headers.get('date') ?? '');
    expect(startedAt).toBeGreaterThanOrEqual(Date.parse('2026-11-23T10:00:00Z'));
    expect(startedAt).toBeLessThan(Date.parse('2026-11-23T10:01:00Z'));

    api.clock().advance(11 * 60_000);
    const later = Date.parse((await get()).headers.get('date') ?? '');
    expect(later - startedAt).toBeGreaterThanOrEqual(11 * 60_000 - 1_000);
    expect(later - startedAt).toBeLessThan(12 * 60_000);
  });
});
