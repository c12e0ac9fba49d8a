// Deals through the SDK: the list filtered by stage and kind, one deal, and access by apartment.
import { describe, expect, it } from 'vitest';
import { dealStages, getDeal, dealsList, fetchListPage } from '@sakhli/sdk';
import { createHarness, failure, RESIDENT } from './harness';

describe('deals', () => {
  it('has deals in every stage and filters by stage and kind', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const all = await fetchListPage(client, dealsList, { perPage: 100 });
    expect(new Set(all.items.map((d) => d.stage))).toEqual(new Set(dealStages));
    for (const stage of dealStages) {
      const only = await fetchListPage(client, dealsList, { filters: { stage } });
      expect(only.itemsCount).toBeGreaterThan(0);
      expect(only.items.every((d) => d.stage === stage)).toBe(true);
    }
    const sales = await fetchListPage(client, dealsList, { filters: { kind: 'sale' } });
    expect(sales.items.every((d) => d.kind === 'sale' && d.currency === 'USD')).toBe(true);
  });

  it('reads one deal, and refuses deals to a resident, even on the apartment they live in', async () => {
    const h = createHarness();
    const owner = await h.signIn();
    const all = await fetchListPage(owner.client, dealsList, { perPage: 100 });
    const theirs = all.items.find((d) => d.apartment_id === 101)!;
    expect(await getDeal(owner.client, theirs.id)).toEqual(theirs);
    const { client } = await h.signIn(RESIDENT);
    expect((await failure(fetchListPage(client, dealsList, { perPage: 100 }))).status).toBe(403);
    expect((await failure(getDeal(client, theirs.id))).status).toBe(403);
  });
});
